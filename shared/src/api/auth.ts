import { z } from 'zod';
import { isRole } from '../auth/roles.ts';
import type { UserDto } from '../auth/responses.ts';
import { MSG } from '../validation/messages.ts';
import { emailField, newPasswordField, optionalPhoneField } from '../validation/fields.ts';

/** Login form and POST /auth/login body (spec 1 §5). */
export const loginBodySchema = z.object({
  email: emailField,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).min(6, MSG.passwordMin6).max(200),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /auth/refresh and POST /auth/logout: the refresh token in the body. */
export const refreshBodySchema = z.object({
  refresh_token: z.string({ error: MSG.invalidRefreshToken }).min(1, MSG.invalidRefreshToken).max(500),
});
export const logoutBodySchema = z.object({
  refresh_token: z.string().max(500).optional(),
});

export const LANGUAGES = ['it', 'en'] as const;
export const TIMEZONES = ['Europe/Rome', 'Europe/London', 'America/New_York'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;

/** PUT /auth/profile: the user's own editable fields; e-mail is read-only. */
export const profileBodySchema = z.object({
  first_name: z.string({ error: MSG.firstNameRequired }).trim().min(1, MSG.firstNameRequired).max(100),
  last_name: z.string({ error: MSG.lastNameRequired }).trim().min(1, MSG.lastNameRequired).max(100),
  phone: optionalPhoneField,
  language: z.enum(LANGUAGES).optional(),
  timezone: z.enum(TIMEZONES).optional(),
  theme_preference: z.enum(THEMES).optional(),
  email_notifications: z.boolean().optional(),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

/** POST /auth/change-password. */
export const changePasswordBodySchema = z
  .object({
    current_password: z.string({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired).max(200),
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
