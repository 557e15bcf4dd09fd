import { z } from 'zod';
import { MSG } from './messages.ts';
import { isProvinceCode } from './province.ts';

/** Required, trimmed e-mail with the two login messages. */
export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .pipe(z.email({ error: MSG.emailInvalid }).max(254, MSG.emailInvalid))
  .transform((value) => value.toLowerCase());

/** The characters of a phone: digits, spaces, dashes, parentheses, an optional leading plus (spec 1 §5, spec 2 §5.4). */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]{5,20}$/;
/** A phone has at least this many digits (spec 2 §5.4): '--------' or '+( ) ( )' is no number. */
export const PHONE_MIN_DIGITS = 8;

/** A phone number: PHONE_PATTERN's characters and at least PHONE_MIN_DIGITS digits (every phone field of Banco). */
export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS;
}

/** Optional phone: '' or a phone number (isPhoneNumber). */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(30, MSG.phoneInvalid)
  .refine((value) => value === '' || isPhoneNumber(value), MSG.phoneInvalid)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** Optional text: trimmed, at most `max` characters, '' and null become null. */
export function optionalTextField(max: number, message: string = MSG.validationFailed) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/**
 * Province: one of the official sigle (validation/province.ts), upper-cased (es: MI). Not two
 * letters: the spec's message; two letters that are no province: provinceUnknown.
 */
const PROVINCE_PATTERN = /^[A-Z]{2}$/;
// two exclusive checks, so one message per value (and no aborting issue that would stop the form's other rules)
const isUnknownSigla = (value: string) => PROVINCE_PATTERN.test(value) && !isProvinceCode(value);
const provinceText = z.string({ error: MSG.provinceInvalid }).trim().toUpperCase();
export const provinceField = provinceText
  .refine((value) => PROVINCE_PATTERN.test(value), MSG.provinceInvalid)
  .refine((value) => !isUnknownSigla(value), MSG.provinceUnknown);
/** Optional province: '' is null. */
export const optionalProvinceField = provinceText
  .refine((value) => value === '' || PROVINCE_PATTERN.test(value), MSG.provinceInvalid)
  .refine((value) => !isUnknownSigla(value), MSG.provinceUnknown)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** CAP: five digits. */
const POSTAL_CODE_PATTERN = /^[0-9]{5}$/;
export const postalCodeField = z.string({ error: MSG.postalCodeInvalid }).trim().regex(POSTAL_CODE_PATTERN, MSG.postalCodeInvalid);
/** Optional CAP: '' is null. */
export const optionalPostalCodeField = z
  .string({ error: MSG.postalCodeInvalid })
  .trim()
  .refine((value) => value === '' || POSTAL_CODE_PATTERN.test(value), MSG.postalCodeInvalid)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const newPasswordField = z.string({ error: MSG.passwordMin8 }).min(8, MSG.passwordMin8).max(200, MSG.passwordTooLong);

/** A person's first or last name: required, at most 100 characters, each with its own message. */
const personNameField = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, tooLong);
export const firstNameField = personNameField(MSG.firstNameRequired, MSG.firstNameTooLong);
export const lastNameField = personNameField(MSG.lastNameRequired, MSG.lastNameTooLong);

/** Database ids are PostgreSQL `integer` (serial): 1 … 2^31 − 1. */
const MAX_ID = 2_147_483_647;
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

/** Every id schema built here, so tools (the API's contract fuzz) can tell an id field from a number. */
const ID_SCHEMAS = new WeakSet<z.ZodType>();

/**
 * Positive integer id from a path, a query or a body: a JSON integer, or a string in canonical
 * decimal form (from the URL). '0x9', '9e0', '4.0', ' 7', true and the like are not ids; every
 * failure answers `message`.
 */
/** A yes/no filter of a list query, 'true' or 'false'; absent: not filtered. */
export const queryFlagField = z.enum(['true', 'false'], { error: MSG.valueInvalid }).optional();

export function idFieldWith(message: string) {
  const schema = z.preprocess(
    (value) => (typeof value === 'string' && CANONICAL_ID.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
  ID_SCHEMAS.add(schema);
  return schema;
}

export const idField = idFieldWith('ID non valido');

/** Whether `schema` is an id field (idField / idFieldWith). */
export function isIdField(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && ID_SCHEMAS.has(schema as z.ZodType);
}
