import { z } from 'zod';
import { isIsoDate } from '../api/stores.ts';
import { todayIso } from '../dates.ts';
import { isPhoneNumber } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { isProvinceCode } from '../validation/province.ts';
import { codiceFiscaleError, normalizeCodiceFiscale } from './codice-fiscale.ts';
import { customerAgeError, documentExpiryError, documentIssuedError } from './customer-dates.ts';
import { officeCase, titleCase } from './normalize.ts';
import { isValidPartitaIva, normalizePartitaIva } from './partita-iva.ts';

/**
 * The customer wizard's fields (spec 2 §3.1, §5.1), one zod schema each with the spec's messages
 * verbatim: the wizard's form and the server's request schema are built from these. Checks on one
 * value are exclusive (one message per value, none aborting), as in validation/fields.ts.
 */

/**
 * Trimmed text, title-cased (or written by `casing`), of `min` to `max` characters as it is stored:
 * the lengths are checked after the casing, which may lengthen a text ('ß' → 'SS', 'ŉ' → 'ʼN') or
 * shorten it (runs of spaces become one). Under `min`: `message` (the spec's 'richiesto'); over
 * `max`: customerTextTooLong.
 */
function titleCasedText(min: number, max: number, message: string, casing: (value: string) => string = titleCase) {
  return z
    .string({ error: message })
    .trim()
    .transform(casing)
    .pipe(z.string().min(min, message).max(max, MSG.customerTextTooLong));
}

/** Trimmed required text of `min` to `max` characters: under `min` `message`, over `max` customerTextTooLong. */
function requiredText(min: number, max: number, message: string) {
  return z.string({ error: message }).trim().min(min, message).max(max, MSG.customerTextTooLong);
}

/** Optional text: '' and null become null. */
function emptyToNull<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), schema]))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

// --- step 1, individual -------------------------------------------------------------------------
export const customerFirstNameField = titleCasedText(2, 100, MSG.customerFirstNameRequired);
export const customerLastNameField = titleCasedText(2, 100, MSG.customerLastNameRequired);

/** Spaces removed, upper case; under 11 characters 'richiesto', else the full check (codice-fiscale.ts). */
export const codiceFiscaleField = z
  .string({ error: MSG.codiceFiscaleRequired })
  .transform(normalizeCodiceFiscale)
  .refine((value) => value.length >= 11, MSG.codiceFiscaleRequired)
  .refine((value) => value.length < 11 || codiceFiscaleError(value) === null, MSG.codiceFiscaleInvalid);

/**
 * At least 8 characters ('Telefono richiesto'), then a phone number (spec 2 §5.4): digits, spaces,
 * dashes, parentheses, a leading +, and at least 8 digits (isPhoneNumber).
 */
export const phoneField = z
  .string({ error: MSG.customerPhoneRequired })
  .trim()
  .refine((value) => value.length >= 8, MSG.customerPhoneRequired)
  .refine((value) => value.length < 8 || isPhoneNumber(value), MSG.phoneInvalid);

/** YYYY-MM-DD, required; the customer is 18 to 120 years old today. */
export const birthDateField = z
  .string({ error: MSG.birthDateRequired })
  .trim()
  .refine(isIsoDate, MSG.birthDateRequired)
  .refine((value) => !isIsoDate(value) || customerAgeError(value) === null, MSG.customerAgeOutOfRange);

// --- step 1, company ----------------------------------------------------------------------------
export const customerCompanyNameField = titleCasedText(2, 200, MSG.customerCompanyNameRequired);

/** 11 digits with the checksum (spaces and an IT prefix dropped). */
export const partitaIvaField = z
  .string({ error: MSG.partitaIvaInvalid })
  .transform(normalizePartitaIva)
  .refine(isValidPartitaIva, MSG.partitaIvaInvalid);

export const legalRepresentativeField = titleCasedText(2, 200, MSG.legalRepresentativeRequired);

/** Optional PEC address, lower case. */
export const pecField = emptyToNull(z.email({ error: MSG.pecInvalid }).max(254, MSG.pecInvalid)).pipe(
  z.string().toLowerCase().nullable().optional(),
);

/** Optional SDI recipient code: 7 letters or digits, upper case. */
export const sdiField = emptyToNull(
  z
    .string()
    .toUpperCase()
    .regex(/^[A-Z0-9]{7}$/, MSG.sdiInvalid),
);

/**
 * A company's codice fiscale (a valid one, or none): 11 digits checked like a partita IVA (a company's
 * is usually its partita IVA), or the 16 characters of a person's (a sole trader's, checked like
 * tax_code). Spaces removed, upper case; over 16 characters: customerFiscalCodeTooLong.
 */
export function companyFiscalCodeError(value: string): string | null {
  const code = normalizeCodiceFiscale(value);
  if (code === '') return null;
  if (code.length > 16) return MSG.customerFiscalCodeTooLong;
  if (/^[0-9]{11}$/.test(code) && isValidPartitaIva(code)) return null;
  if (code.length === 16 && codiceFiscaleError(code) === null) return null;
  return MSG.customerFiscalCodeInvalid;
}

/** Optional: '' and null are none (null). */
export const companyFiscalCodeField = z
  .string({ error: MSG.customerFiscalCodeInvalid })
  .transform(normalizeCodiceFiscale)
  .superRefine((value, ctx) => {
    const error = companyFiscalCodeError(value);
    if (error !== null) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

// --- step 2, address ----------------------------------------------------------------------------
export const customerAddressField = requiredText(5, 255, MSG.customerAddressRequired);
export const customerCityField = requiredText(2, 100, MSG.customerCityRequired);
/** Two letters ('Provincia deve essere di 2 caratteri'), upper case, an official sigla. */
export const customerProvinceField = z
  .string({ error: MSG.customerProvinceInvalid })
  .trim()
  .toUpperCase()
  .refine((value) => /^[A-Z]{2}$/.test(value), MSG.customerProvinceInvalid)
  .refine((value) => !/^[A-Z]{2}$/.test(value) || isProvinceCode(value), MSG.provinceUnknown);

// --- step 3, identity document ------------------------------------------------------------------
export const DOCUMENT_TYPES = ['identity_card', 'driving_license', 'passport', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The document types as the screens and documents name them. */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  identity_card: 'Carta d\'identità',
  driving_license: 'Patente di guida',
  passport: 'Passaporto',
  other: 'Altro',
};
export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'identity_card';

export const documentTypeField = z.enum(DOCUMENT_TYPES, { error: MSG.documentTypeRequired });
/** Upper case, then at most 50 characters as stored (upper-casing may lengthen it: 'ß' → 'SS'). */
export const documentNumberField = z
  .string({ error: MSG.documentNumberRequired })
  .trim()
  .toUpperCase()
  .min(1, MSG.documentNumberRequired)
  .max(50, MSG.customerTextTooLong);
/** An office's name: 'COMUNE DI MILANO' → 'Comune di Milano' (officeCase). */
export const documentIssuedByField = titleCasedText(1, 200, MSG.documentIssuedByRequired, officeCase);
/** Required and not after Italy's today (before the birth date is checked with the whole body). */
export const documentIssuedDateField = z
  .string({ error: MSG.documentIssuedDateRequired })
  .trim()
  .refine(isIsoDate, MSG.documentIssuedDateRequired)
  .refine((value) => !isIsoDate(value) || documentIssuedError(value) === null, MSG.documentIssuedInFuture);
/** Required and not expired: valid through its own day (Italy's today). */
export const documentExpiryDateField = z
  .string({ error: MSG.documentExpiryDateRequired })
  .trim()
  .refine(isIsoDate, MSG.documentExpiryDateRequired)
  .refine((value) => !isIsoDate(value) || documentExpiryError(value, todayIso()) === null, MSG.documentExpired);

// --- step 4, consents and contacts --------------------------------------------------------------
export const privacyConsentField = z.literal(true, { error: MSG.privacyConsentRequired });

/** Optional e-mail, no spaces, lower case. */
export const customerEmailField = emptyToNull(z.email({ error: MSG.emailInvalid }).max(254, MSG.emailInvalid)).pipe(
  z.string().toLowerCase().nullable().optional(),
);
