import { z } from 'zod';
import { can, type PermissionsMap } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { MSG } from '../validation/messages.ts';
import type { SettingsPermissions } from '../settings/responses.ts';
import { idField, idFieldWith } from '../validation/fields.ts';
import { profileBodySchema } from './auth.ts';
import { companyFormObject } from './companies.ts';
import { postalCodeMatchesProvince } from '../italy/postal-code-province.ts';
import { OPERATOR_CATEGORIES } from './operators.ts';
import { MAX_COUPON_VALIDITY_MONTHS, MAX_COUPON_VALUE_PER_BLOCK } from '../customers/loyalty.ts';
import { moneyFieldWith, moneyToCents } from '../money/money.ts';
import { salesRatesBodyShape } from '../sales/rates.ts';

/* ------------------------------------------------------------------------------------------------
 * Settings dashboard (spec 1 §2 Settings page, §3 Settings dashboard, §6)
 * ---------------------------------------------------------------------------------------------- */

/** The sections the settings page knows, in menu order. */
export const SETTINGS_SECTIONS = [
  'profile',
  'company',
  'subscription',
  'branding',
  'notifications',
  'integrations',
  'appearance',
  'system',
  'subscription_plans',
  'operators',
  'multi_company',
] as const;
export type SettingsSectionName = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_SECTION_TEXTS: Readonly<Record<SettingsSectionName, { label: string; description: string }>> = {
  profile: { label: 'Profilo', description: 'Dati personali, preferenze e password' },
  company: { label: 'Azienda', description: 'Dati aziendali e abbonamento' },
  subscription: { label: 'Abbonamento', description: 'Piano, fatturazione e pagamenti' },
  branding: { label: 'Personalizzazione', description: 'Logo e testi di scontrini e documenti' },
  notifications: { label: 'Notifiche', description: 'Avvisi via email e nell\'applicazione' },
  integrations: { label: 'Integrazioni', description: 'Collegamenti con servizi esterni' },
  appearance: { label: 'Aspetto', description: 'Tema e visualizzazione dell\'interfaccia' },
  system: { label: 'Sistema', description: 'Impostazioni globali della piattaforma' },
  subscription_plans: { label: 'Piani Abbonamento', description: 'Piani disponibili, prezzi e funzionalità' },
  operators: { label: 'Operatori', description: 'Fornitori di telefonia, energia e mobilità' },
  multi_company: { label: 'Multi-azienda', description: 'Assegnazione di più aziende agli imprenditori' },
};

/**
 * The flags, derived from the shared permissions policy. The company settings belong to the
 * session's current company: the superadmin, who has none, manages companies from /companies.
 */
export function settingsPermissionsFor(permissions: PermissionsMap, hasCurrentCompany: boolean): SettingsPermissions {
  return {
    can_modify_company: hasCurrentCompany && can(permissions, 'settings', 'edit'),
    can_modify_system: can(permissions, 'system_settings', 'view'),
    can_manage_plans: can(permissions, 'subscription_plans', 'view'),
    can_manage_operators: can(permissions, 'operators', 'create'),
  };
}

/**
 * Which sections a caller sees. Everyone: profile, notifications, appearance. Company owners
 * (can_modify_company): company, subscription, branding. Integrations: whoever edits settings.
 * The others follow their flag; multi-company is the superadmin's (permission multi_company).
 */
export function settingsSectionAvailable(
  section: SettingsSectionName,
  permissions: PermissionsMap,
  flags: SettingsPermissions,
): boolean {
  switch (section) {
    case 'profile':
    case 'notifications':
    case 'appearance':
      return true;
    case 'company':
    case 'subscription':
    case 'branding':
      return flags.can_modify_company;
    case 'integrations':
      return can(permissions, 'settings', 'edit');
    case 'system':
      return flags.can_modify_system;
    case 'subscription_plans':
      return flags.can_manage_plans;
    case 'operators':
      return flags.can_manage_operators;
    case 'multi_company':
      return can(permissions, 'multi_company', 'view');
  }
}

/** Default section by role (spec 1 §2). */
export function defaultSettingsSection(role: Role): SettingsSectionName {
  switch (role) {
    case 'superadmin':
      return 'system';
    case 'entrepreneur':
      return 'company';
    case 'manager':
      return 'notifications';
    default:
      return 'profile';
  }
}

export function isSettingsSection(value: unknown): value is SettingsSectionName {
  return typeof value === 'string' && (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

/* ------------------------------------------------------------------------------------------------
 * Profile (spec 1 §2 Profile, §3 Profile, §5 Profile)
 * ---------------------------------------------------------------------------------------------- */

/**
 * PUT /settings/user-profile: the PUT /auth/profile body; an e-mail may travel along (forms send
 * the whole profile) but must be the current one (MSG.emailReadOnly otherwise).
 */
export const settingsProfileBodySchema = profileBodySchema.extend({
  email: z.string().max(254).optional(),
});
export type SettingsProfileBody = z.input<typeof settingsProfileBodySchema>;

/**
 * The password-change form of the profile (spec 1 §2, §5): every field required, new and
 * confirmation at least 8 characters and equal. Sent to POST /auth/change-password.
 */
export const passwordChangeFormSchema = z
  .object({
    current_password: z.string().min(1, MSG.currentPasswordRequired).max(200, MSG.passwordTooLong),
    new_password: z.string().min(1, MSG.userPasswordRequired).min(MIN_PASSWORD_LENGTH, MSG.passwordMin8).max(200, MSG.passwordTooLong),
    confirm_password: z.string().min(1, MSG.userPasswordRequired).min(MIN_PASSWORD_LENGTH, MSG.passwordMin8).max(200, MSG.passwordTooLong),
  })
  .refine((form) => form.confirm_password === form.new_password, {
    message: MSG.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;

/* ------------------------------------------------------------------------------------------------
 * Company settings (spec 1 §2 Company, §3 Settings dashboard / Company settings)
 * ---------------------------------------------------------------------------------------------- */

/**
 * PUT /settings/company: the company wizard's own field rules (companies.ts), for the fields the
 * settings form edits; the e-mail is optional here ('' clears it) but must be valid when given.
 */
export const companySettingsBodySchema = companyFormObject
  .pick({
    name: true,
    tax_code: true,
    vat_number: true,
    address: true,
    city: true,
    province: true,
    postal_code: true,
    phone: true,
    website: true,
  })
  .extend({
    email: z
      .string({ error: MSG.emailInvalid })
      .trim()
      .refine((value) => value === '' || z.email().max(254).safeParse(value).success, MSG.emailInvalid)
      .transform((value) => (value === '' ? null : value.toLowerCase()))
      .nullable()
      .optional(),
    // ProFylo (issue 8): what 100 points are worth as a coupon, and for how many months it lasts
    coupon_value: moneyFieldWith(MSG.couponValueInvalid)
      .refine((value) => moneyToCents(value) >= 1 && moneyToCents(value) <= moneyToCents(MAX_COUPON_VALUE_PER_BLOCK), MSG.couponValueInvalid)
      .optional(),
    coupon_validity_months: z
      .number({ error: MSG.couponValidityInvalid })
      .int(MSG.couponValidityInvalid)
      .min(1, MSG.couponValidityInvalid)
      .max(MAX_COUPON_VALIDITY_MONTHS, MSG.couponValidityInvalid)
      .optional(),
    // the counter's rates (issue 10): points per euro, commissions, the home-delivery fee
    ...salesRatesBodyShape,
  })
  .refine(...postalCodeMatchesProvince);
export type CompanySettingsBody = z.input<typeof companySettingsBodySchema>;

/* ------------------------------------------------------------------------------------------------
 * System settings, plans, operators
 * ---------------------------------------------------------------------------------------------- */

/** GET /settings/operators?company_id= (superadmin only; the others always get their company). */
export const operatorsQuerySchema = z.object({
  company_id: idField.optional(),
});

/** POST /settings/operators: creates (no id) or saves (id) an operator. */
export const operatorBodySchema = z.object({
  id: idField.optional(),
  /** The company of a new operator: required for the superadmin; the others may name only their active one (companyOfNewRow). */
  company_id: idField.optional(),
  name: z.string({ error: MSG.operatorNameRequired }).trim().min(1, MSG.operatorNameRequired).max(100, MSG.operatorNameTooLong),
  category: z.enum(OPERATOR_CATEGORIES, { error: MSG.operatorCategoryInvalid }),
  is_active: z.boolean().default(true),
});
export type OperatorBody = z.input<typeof operatorBodySchema>;

/* ------------------------------------------------------------------------------------------------
 * Multi-company (spec 1 §2 Multi-company, §3 Multi-company data, §5 Company assignment)
 * ---------------------------------------------------------------------------------------------- */


/** POST /settings/multi-company/assign and /unassign. */
export const companyAssignmentBodySchema = z.object({
  user_id: idFieldWith(MSG.assignmentUserRequired),
  company_id: idFieldWith(MSG.companyRequired),
});
export type CompanyAssignmentBody = z.input<typeof companyAssignmentBodySchema>;
