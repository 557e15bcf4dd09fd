import { defineFieldMap } from '../../common/field-map.ts';
import type { User } from './user.entity.ts';

/**
 * A user's own editable columns as the API names them: create, update, the DTOs and the audit
 * trail read this one list. Company, manager, stores, password and e-mail verification are
 * relations or derived, handled beside it.
 */
export const userFields = defineFieldMap<User>()({
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  role: 'role',
  is_active: 'isActive',
});

/** A user's own preferences (Impostazioni → Profilo): the profile, /auth/me and the audit read this list. */
export const userPreferenceFields = defineFieldMap<User>()({
  language: 'language',
  timezone: 'timezone',
  theme_preference: 'themePreference',
  email_notifications: 'emailNotifications',
});

/** What a user edits of itself (PUT /auth/profile, the settings profile): name, phone, preferences; the e-mail is read-only there. */
export const profileFields = defineFieldMap<User>()({
  ...userFields.pick('first_name', 'last_name', 'phone').fields,
  ...userPreferenceFields.fields,
});
