import { MSG, toValidationErrors, unsafeTextErrors } from '@banco/shared';
import type { z } from '@banco/shared';
import { ValidationError } from './errors.ts';

/**
 * Parses a request value with a shared schema (after the safe-text rule); on failure throws a 422 ValidationError whose
 * validation_errors carry the schema's Italian messages (zod's own defaults become MSG.validationFailed).
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // one rule for every text of every request: no NUL, no unpaired surrogate
  const unsafe = unsafeTextErrors(value);
  if (Object.keys(unsafe).length > 0) throw new ValidationError(unsafe);
  const result = schema.safeParse(value ?? {}, { error: () => MSG.validationFailed });
  if (!result.success) throw new ValidationError(toValidationErrors(result.error));
  return result.data;
}
