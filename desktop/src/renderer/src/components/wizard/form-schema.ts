import { z } from '@banco/shared';

/** Adds an error to the form: a field path ('name', ['codes', 0, 'operator']) and its Italian message. */
export type AddIssue = (path: string | readonly PropertyKey[], message: string) => void;

/**
 * A zod schema over a form's values, for react-hook-form (zodResolver). `rules` applies the shared request
 * schema to the body the form would send (with `addIssuesOf`), plus the few rules of the form alone
 * (a password confirmation): the wizard shows the server's own messages, under the same field paths.
 */
export function formSchema<T extends object>(rules: (values: T, add: AddIssue) => void): z.ZodType<T, T> {
  return z
    .custom<T>((value) => typeof value === 'object' && value !== null)
    .superRefine((values, ctx) => {
      rules(values, (path, message) =>
        ctx.addIssue({ code: 'custom', path: typeof path === 'string' ? path.split('.') : [...path], message }),
      );
    });
}

/** The issues of `schema` on `input`, added under `prefix` (['codes', 2] for the third code). */
export function addIssuesOf(add: AddIssue, schema: z.ZodType, input: unknown, prefix: readonly PropertyKey[] = []): void {
  const result = schema.safeParse(input);
  if (result.success) return;
  for (const issue of result.error.issues) add([...prefix, ...issue.path], issue.message);
}

/** Every message of `schema` on `values`, keyed by dotted path (the first one per path), as validation_errors. */
export function formErrorsOf<T>(schema: z.ZodType<T, T>, values: T): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
