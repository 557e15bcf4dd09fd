import { z } from 'zod';
import { salesRatesSchema } from '../sales/rates.ts';
import { OPERATOR_CATEGORIES } from '../api/operators.ts';
import { SETTINGS_SECTIONS } from '../api/settings.ts';
import { userDtoSchema } from '../auth/responses.ts';
import { userBaseSchema, userPreferencesSchema } from '../users/user-base.ts';
import { ROLES } from '../auth/roles.ts';
import { planFeaturesSchema } from '../companies/responses.ts';
import { moneyField } from '../money/money.ts';

/** The answers of /settings (spec 1 §3, §7 Settings): one schema each, the types follow from them. */

/** The flags that gate the settings sections (spec 1 §3, §6). */
export const settingsPermissionsSchema = z.object({
  can_modify_company: z.boolean(),
  can_modify_system: z.boolean(),
  can_manage_plans: z.boolean(),
  can_manage_operators: z.boolean(),
});
export type SettingsPermissions = z.infer<typeof settingsPermissionsSchema>;

export const settingsSectionSchema = z.object({
  /** The section key (route /settings/{name}). */
  name: z.enum(SETTINGS_SECTIONS),
  /** Menu label. */
  label: z.string(),
  description: z.string(),
  available: z.boolean(),
});
export type SettingsSection = z.infer<typeof settingsSectionSchema>;

/** The card 'Informazioni Account'. */
export const settingsAccountSchema = z.object({
  role: z.enum(ROLES),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  subscription_plan_name: z.string().nullable(),
});
export type SettingsAccount = z.infer<typeof settingsAccountSchema>;

/** data of GET /settings. */
export const settingsDashboardSchema = z.object({
  available_sections: z.array(settingsSectionSchema),
  permissions: settingsPermissionsSchema,
  default_section: z.enum(SETTINGS_SECTIONS),
  account: settingsAccountSchema,
});
export type SettingsDashboard = z.infer<typeof settingsDashboardSchema>;

/** data of GET /settings/user-profile. */
export const settingsProfileSchema = userBaseSchema
  // the e-mail is read-only here
  .pick({ first_name: true, last_name: true, email: true, phone: true })
  .extend(userPreferencesSchema.shape);
export type SettingsProfile = z.infer<typeof settingsProfileSchema>;

/** data of PUT /settings/user-profile: the profile and the refreshed session user. */
export const settingsProfileUpdateSchema = z.object({
  profile: settingsProfileSchema,
  user: userDtoSchema,
});
export type SettingsProfileUpdate = z.infer<typeof settingsProfileUpdateSchema>;

/** data of GET/PUT /settings/company: the company's fields and the subscription tiles. */
export const companySettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_code: z.string().nullable(),
  vat_number: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  subscription_plan_name: z.string().nullable(),
  current_users: z.number().int(),
  /** -1 = unlimited; null without a plan. */
  max_users: z.number().int().nullable(),
  current_stores: z.number().int(),
  /** -1 = unlimited; null without a plan. */
  max_stores: z.number().int().nullable(),
  /** Monthly price in EUR (DEFAULT_PLAN_PRICE_MONTHLY without a plan). */
  price: moneyField,
  total_customers: z.number().int(),
  /** ProFylo: a coupon's value per 100 points, and its validity in months. */
  coupon_value: moneyField,
  coupon_validity_months: z.number().int(),
  ...salesRatesSchema.shape,
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const systemSettingDtoSchema = z.object({
  id: z.number().int(),
  key_name: z.string(),
  description: z.string(),
  value: z.string(),
});
export type SystemSettingDto = z.infer<typeof systemSettingDtoSchema>;

/** An entry of GET /settings/system: the settings of one category. */
export const systemSettingsGroupSchema = z.object({
  category: z.string(),
  settings: z.array(systemSettingDtoSchema),
});
export type SystemSettingsGroup = z.infer<typeof systemSettingsGroupSchema>;

/** An entry of GET /settings/subscription-plans. */
export const settingsPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price_monthly: moneyField,
  /** -1 = unlimited. */
  max_stores: z.number().int(),
  /** -1 = unlimited. */
  max_users: z.number().int(),
  /** Superadmin: companies on the plan; an entrepreneur: its own companies on the plan. */
  companies_count: z.number().int(),
  is_active: z.boolean(),
  features: planFeaturesSchema,
});
export type SettingsPlan = z.infer<typeof settingsPlanSchema>;

/** An operator as GET/POST /settings/operators answer it. */
export const settingsOperatorSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  category: z.enum(OPERATOR_CATEGORIES),
  is_active: z.boolean(),
});
export type SettingsOperator = z.infer<typeof settingsOperatorSchema>;

export const companyOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyOption = z.infer<typeof companyOptionSchema>;

/** data of GET /settings/operators. */
export const operatorsSettingsSchema = z.object({
  /** The company whose operators these are (null: no company exists). */
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  operators: z.array(settingsOperatorSchema),
  /** The companies the caller may pick (superadmin); [] for the others, bound to their company. */
  companies: z.array(companyOptionSchema),
});
export type OperatorsSettings = z.infer<typeof operatorsSettingsSchema>;

export const assignedCompanySchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  role: z.literal('entrepreneur'),
  /** ISO date-time of the assignment. */
  assigned_date: z.string(),
});
export type AssignedCompany = z.infer<typeof assignedCompanySchema>;

export const multiCompanyEntrepreneurSchema = userBaseSchema.pick({ first_name: true, last_name: true, email: true }).extend({
  user_id: z.number().int(),
  primary_company_id: z.number().int().nullable(),
  primary_company_name: z.string().nullable(),
  assigned_companies: z.array(assignedCompanySchema),
  total_companies: z.number().int(),
});
export type MultiCompanyEntrepreneur = z.infer<typeof multiCompanyEntrepreneurSchema>;

/** data of GET /settings/multi-company. */
export const multiCompanyDataSchema = z.object({
  entrepreneurs: z.array(multiCompanyEntrepreneurSchema),
  available_companies: z.array(companyOptionSchema),
  stats: z.object({
    total_entrepreneurs: z.number().int(),
    available_companies: z.number().int(),
    total_assignments: z.number().int(),
  }),
});
export type MultiCompanyData = z.infer<typeof multiCompanyDataSchema>;
