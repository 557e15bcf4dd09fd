import { z } from 'zod';
import { LANGUAGES, THEMES, TIMEZONES } from '../api/auth.ts';
import { ROLES } from '../auth/roles.ts';

const timestamp = z.string();

/**
 * The fields every full user answer carries (GET /auth/me, GET /users, GET /users/{id}), declared
 * once: each answer extends it, and the smaller views of a user (a store's staff, the profile) pick
 * from it, so a field's type is written in one place. company_* is the current company in
 * GET /auth/me, the user's own (primary) one in the admin views.
 */
export const userBaseSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  manager_id: z.number().int().nullable(),
  manager_name: z.string().nullable(),
  store_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  email_verified_at: timestamp.nullable(),
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type UserBase = z.infer<typeof userBaseSchema>;

/** A user's own preferences (spec 1 §3 Profile): in GET /auth/me and the settings profile. */
export const userPreferencesSchema = z.object({
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  theme_preference: z.enum(THEMES),
  email_notifications: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
