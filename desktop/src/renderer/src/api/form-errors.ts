import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiValidationError } from '../api/errors.ts';

/** Puts the server's field messages under the matching fields; answers whether any matched. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly FieldPath<T>[], setError: UseFormSetError<T>): boolean {
  if (!isApiValidationError(error)) return false;
  let matched = false;
  for (const field of fields) {
    const message = error.validationErrors[field];
    if (message) {
      setError(field, { message });
      matched = true;
    }
  }
  return matched;
}
