import type { ValidationErrors } from './validation-errors.ts';

export const UNSAFE_TEXT_MESSAGE = 'Il testo contiene caratteri non validi';

/**
 * NUL (PostgreSQL text cannot hold it) and UTF-16 surrogates without their pair (not valid
 * Unicode: they cannot be stored or encoded) are refused in every text the API receives.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);
}

/**
 * The one rule for text in requests: every string anywhere in `value` (object keys included),
 * field path → message, in the shape of validation_errors ('_' for the root).
 */
export function unsafeTextErrors(value: unknown): ValidationErrors {
  const errors: ValidationErrors = {};
  const walk = (node: unknown, path: string[], depth: number): void => {
    if (depth > 64) return;
    if (typeof node === 'string') {
      if (!isSafeText(node)) errors[path.length > 0 ? path.join('.') : '_'] ??= UNSAFE_TEXT_MESSAGE;
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, String(index)], depth + 1));
      return;
    }
    if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        if (!isSafeText(key)) errors[path.length > 0 ? path.join('.') : '_'] ??= UNSAFE_TEXT_MESSAGE;
        walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(value, [], 0);
  return errors;
}
