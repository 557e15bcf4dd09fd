import type { ValidationErrors } from './validation-errors.ts';

export const UNSAFE_TEXT_MESSAGE = 'Il testo contiene caratteri non validi';

/**
 * Refused in every text the API receives:
 * - NUL (PostgreSQL text cannot hold it) and the other control characters but tab, line feed and
 *   carriage return (nobody types them; they end up in receipts, PDFs and spreadsheets);
 * - UTF-16 surrogates without their pair (not valid Unicode: they cannot be stored or encoded);
 * - the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a name or a
 *   code read differently from what it holds ('Trojan Source'). The marks U+200E and U+200F stay.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !CONTROL.test(value) && !UNPAIRED_SURROGATE.test(value);
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
