/**
 * The identifiers of the pieces Banco sells (issue 9): IMEI (spec 3 §5: 15 digits; issue 9: with a valid
 * Luhn check digit) and the EAN barcode of catalogue products. One set of rules for the counter (typed
 * or scanned input) and the server.
 */
export const IMEI_LENGTH = 15;

export const IDENTIFIER_MSG = {
  imeiLength: 'IMEI deve essere di 15 cifre',
  imeiCheckDigit: "IMEI non valido: l'ultima cifra di controllo non corrisponde",
  eanInvalid: 'Codice EAN non valido (8 o 13 cifre con cifra di controllo corretta)',
} as const;

/** The Luhn check digit of `digits` (the IMEI's first 14: the 15th must equal it). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // from the right, every second digit (starting with the rightmost) is doubled
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** An IMEI as typed or scanned: spaces, dashes and slashes dropped ('35-209900-176148-1' → '352099001761481'). */
export function normalizeImei(value: string): string {
  return value.replace(/[\s\-/]/g, '');
}

/** null when `value` (normalised) is a valid IMEI, else the Italian message saying what is wrong. */
export function imeiError(value: string): string | null {
  const imei = normalizeImei(value);
  if (!/^\d{15}$/.test(imei)) return IDENTIFIER_MSG.imeiLength;
  return luhnCheckDigit(imei.slice(0, 14)) === Number(imei[14]) ? null : IDENTIFIER_MSG.imeiCheckDigit;
}

/** The GS1 check digit of an EAN's first 7 or 12 digits (weights 3 and 1 from the right). */
export function eanCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** null when `value` is an EAN-8 or EAN-13 with its check digit, else the Italian message. */
export function eanError(value: string): string | null {
  const ean = value.trim();
  if (!/^(\d{8}|\d{13})$/.test(ean)) return IDENTIFIER_MSG.eanInvalid;
  return eanCheckDigit(ean.slice(0, -1)) === Number(ean[ean.length - 1]) ? null : IDENTIFIER_MSG.eanInvalid;
}
