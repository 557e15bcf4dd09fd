/**
 * Partita IVA (Italian VAT number): 11 digits — 7 for the company, 3 for the provincial
 * office, 1 check digit computed with the Luhn-like algorithm of the Agenzia delle Entrate.
 */
import { MSG } from '../validation/messages.ts';

export const PARTITA_IVA_PATTERN = /^[0-9]{11}$/;
export const PARTITA_IVA_INVALID = 'Partita IVA non valida';

/** Removes spaces and an optional leading 'IT' country prefix. */
export function normalizePartitaIva(value: string): string {
  return value.replace(/\s+/g, '').replace(/^IT/i, '');
}

/**
 * The check digit for the first 10 digits: digits in odd positions (1st, 3rd, …) are summed,
 * digits in even positions are doubled (minus 9 when over 9) and summed; the check digit
 * brings the total to a multiple of 10.
 */
export function partitaIvaCheckDigit(firstTen: string): number {
  if (!/^[0-9]{10}$/.test(firstTen)) throw new Error('Servono esattamente 10 cifre');
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = firstTen.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** Appends the check digit to 7 company digits + 3 office digits. */
export function withPartitaIvaCheckDigit(firstTen: string): string {
  return `${firstTen}${partitaIvaCheckDigit(firstTen)}`;
}

/** True for a well-formed partita IVA with a correct check digit (all zeros is rejected). */
export function isValidPartitaIva(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const normalized = normalizePartitaIva(value);
  if (!PARTITA_IVA_PATTERN.test(normalized) || /^0+$/.test(normalized)) return false;
  return partitaIvaCheckDigit(normalized.slice(0, 10)) === normalized.charCodeAt(10) - 48;
}

/** The customer wizard's message for an invalid partita IVA (spec 2 §5.1), or null when valid. */
export function partitaIvaError(value: string): string | null {
  return isValidPartitaIva(value) ? null : MSG.partitaIvaInvalid;
}
