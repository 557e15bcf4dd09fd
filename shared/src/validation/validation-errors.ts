import type { z } from 'zod';

/** field → Italian message, the `validation_errors` of the API envelope. */
export type ValidationErrors = Record<string, string>;

/** The first message per field path ('' for the root becomes '_'). */
export function toValidationErrors(error: z.ZodError): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
