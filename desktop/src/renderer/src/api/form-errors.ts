import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiValidationError } from './errors.ts';

/**
 * Puts the server's validation_errors messages under the matching form fields; answers the fields
 * that got one (empty when the failure is not a validation error or no field matched).
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly FieldPath<T>[], setError: UseFormSetError<T>): FieldPath<T>[] {
  if (!isApiValidationError(error)) return [];
  const matched: FieldPath<T>[] = [];
  for (const field of fields) {
    const message = error.validationErrors[field];
    if (message) {
      setError(field, { type: 'server', message });
      matched.push(field);
    }
  }
  return matched;
}
