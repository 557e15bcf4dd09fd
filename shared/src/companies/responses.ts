import { z } from 'zod';
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from '../api/companies.ts';
import { paginationSchema } from '../api/pagination.ts';
import { ROLES } from '../auth/roles.ts';
import { moneyField } from '../money/money.ts';

/** The answers of /companies and /public/plans (spec 1 §3, §7): one schema each, the types follow from them. */

const timestamp = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Plan feature flags: key → included. */
export const planFeaturesSchema = z.record(z.string(), z.boolean());

/** A row of GET /companies. Prices are money strings (EUR, "29.90"); max_* is -1 for unlimited. */
export const companyListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_name: z.string().nullable(),
  email: z.string().nullable(),
  vat_number: z.string().nullable(),
  subscription_plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  /** What the company pays per month: the plan price, discounted on yearly billing. null without plan. */
  price_monthly: moneyField.nullable(),
  billing_cycle: z.enum(BILLING_CYCLES),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  is_active: z.boolean(),
  stores_count: z.number().int(),
  active_stores_count: z.number().int(),
  max_stores: z.number().int(),
  users_count: z.number().int(),
  max_users: z.number().int(),
  created_at: timestamp,
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** stats of GET /companies: over every company, whatever the filters. */
export const companyStatsSchema = z.object({
  total_companies: z.number().int(),
  active_companies: z.number().int(),
  suspended_companies: z.number().int(),
  single_plan: z.number().int(),
  multi_plan: z.number().int(),
  max_plan: z.number().int(),
});
export type CompanyStats = z.infer<typeof companyStatsSchema>;

/** GET /companies answers `{ success, data: CompanyListItem[], stats, pagination, message }`: the fields beside data. */
export const companyListExtraSchema = z.object({
  stats: companyStatsSchema,
  pagination: paginationSchema,
});
export type CompanyListExtra = z.infer<typeof companyListExtraSchema>;

export const companyRecentStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  city: z.string(),
  created_at: timestamp,
});
export type CompanyRecentStore = z.infer<typeof companyRecentStoreSchema>;

export const companyRecentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  created_at: timestamp,
});
export type CompanyRecentUser = z.infer<typeof companyRecentUserSchema>;

/** GET /companies/{id} and the data of create/update (spec 1 §2 detail modal, §3). */
export const companyDetailSchema = companyListItemSchema.extend({
  phone: z.string().nullable(),
  tax_code: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string(),
  website: z.string().nullable(),
  /** The plan's list price per month (price_monthly is after the yearly discount). */
  plan_price_monthly: moneyField.nullable(),
  features: planFeaturesSchema,
  subscription_start_date: isoDate.nullable(),
  subscription_end_date: isoDate.nullable(),
  trial_end_date: isoDate.nullable(),
  recent_stores: z.array(companyRecentStoreSchema),
  recent_users: z.array(companyRecentUserSchema),
  updated_at: timestamp,
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** GET /public/plans (spec 1 §3 Plan). price = price_monthly. */
export const publicPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: moneyField,
  price_monthly: moneyField,
  max_stores: z.number().int(),
  max_users: z.number().int(),
  features: planFeaturesSchema,
  is_active: z.boolean(),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;
