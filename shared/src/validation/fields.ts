import { z } from 'zod';
import { MSG } from './messages.ts';

/** Required, trimmed e-mail with the two login messages. */
export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .pipe(z.email({ error: MSG.emailInvalid }).max(254, MSG.emailInvalid))
  .transform((value) => value.toLowerCase());

/** Optional phone: digits, spaces, dashes, parentheses, optional leading plus (spec 1 §5). */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]{5,20}$/;
export const optionalPhoneField = z
  .string()
  .trim()
  .max(30, MSG.phoneInvalid)
  .refine((value) => value === '' || PHONE_PATTERN.test(value), MSG.phoneInvalid)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const newPasswordField = z.string({ error: MSG.passwordMin8 }).min(8, MSG.passwordMin8).max(200);

/** Positive integer id from a path or a body (strings from the URL are coerced). */
export const idField = z.coerce.number({ error: 'ID non valido' }).int('ID non valido').positive('ID non valido');
