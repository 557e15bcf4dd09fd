import { z } from 'zod';
import { isRole } from '../auth/roles.ts';
import type { UserDto } from '../auth/responses.ts';
import { MSG } from '../validation/messages.ts';
import { emailField, firstNameField, lastNameField, newPasswordField, optionalPhoneField } from '../validation/fields.ts';

/** Login form and POST /auth/login body (spec 1 §5). */
export const loginBodySchema = z.object({
  email: emailField,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).min(6, MSG.passwordMin6).max(200, MSG.passwordTooLong),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /auth/refresh and POST /auth/logout: the refresh token in the body. */
export const refreshBodySchema = z.object({
  refresh_token: z.string({ error: MSG.invalidRefreshToken }).min(1, MSG.invalidRefreshToken).max(500),
});
export const logoutBodySchema = z.object({
  refresh_token: z.string().max(500).optional(),
});

/** Languages a user row may hold (the column's values). */
export const LANGUAGES = ['it', 'en'] as const;
/** The languages the interface really has: the only ones a profile may choose. */
export const INTERFACE_LANGUAGES = ['it'] as const satisfies readonly (typeof LANGUAGES)[number][];
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const LANGUAGE_LABELS: Readonly<Record<InterfaceLanguage, string>> = { it: 'Italiano' };

/** A stored language the interface has, else the first one (a row may still say 'en'). */
export function interfaceLanguageOf(language: string): InterfaceLanguage {
  return INTERFACE_LANGUAGES.find((known) => known === language) ?? INTERFACE_LANGUAGES[0];
}
export const TIMEZONES = ['Europe/Rome', 'Europe/London', 'America/New_York'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;

/** PUT /auth/profile: the user's own editable fields; e-mail is read-only. */
export const profileBodySchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  phone: optionalPhoneField,
  language: z.enum(INTERFACE_LANGUAGES, { error: MSG.languageUnavailable }).optional(),
  timezone: z.enum(TIMEZONES).optional(),
  theme_preference: z.enum(THEMES).optional(),
  email_notifications: z.boolean().optional(),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

/** POST /auth/change-password. */
export const changePasswordBodySchema = z
  .object({
    current_password: z.string({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired).max(200, MSG.passwordTooLong),
    new_password: newPasswordField,
    confirm_password: z.string().optional(),
  })
  .refine((body) => body.confirm_password === undefined || body.confirm_password === body.new_password, {
    message: MSG.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export function isUserDto(value: unknown): value is UserDto {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.email === 'string' && isRole(v.role);
}
