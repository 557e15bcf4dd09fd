import { z } from 'zod';
import { paginationSchema } from '../api/pagination.ts';
import { DOCUMENT_TYPES } from '../italy/customer-fields.ts';
import { moneyField } from '../money/money.ts';
import { LOYALTY_TIERS } from './loyalty.ts';
import { CUSTOMER_TYPES } from './requests.ts';

/** The answers of /customers (spec 2 §3.1, §7): one schema each, the types follow from them. */

const timestamp = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What the caller may do on customers (spec 2 §6); the server enforces the same rules. */
export const customerPermissionsSchema = z.object({
  can_create: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_assign_points: z.boolean(),
  can_delete_points: z.boolean(),
  can_convert_points: z.boolean(),
  /** The GDPR data export (JSON, PDF). */
  can_export: z.boolean(),
});
export type CustomerPermissions = z.infer<typeof customerPermissionsSchema>;

/**
 * A customer as the API returns it (spec 2 §3.1). The other type's fields are null.
 * company_id / owner_company_name: the company (tenant) the customer belongs to; company_name is the
 * customer's own business name (spec 2 §3.1).
 * display_name: 'Nome Cognome' of an individual, the company name of a company.
 * store_id / store_name: the store the customer was registered at (null: the company's, no store).
 * last_purchase_date: the date of the latest sale, null = 'Nessun acquisto'.
 */
export const customerDtoSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  owner_company_name: z.string(),
  customer_type: z.enum(CUSTOMER_TYPES),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  tax_code: z.string().nullable(),
  birth_date: isoDate.nullable(),
  birth_place: z.string().nullable(),
  nationality: z.string().nullable(),
  company_name: z.string().nullable(),
  vat_number: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  legal_representative: z.string().nullable(),
  pec_email: z.string().nullable(),
  sdi_code: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  civic_number: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  document_type: z.enum(DOCUMENT_TYPES),
  document_number: z.string().nullable(),
  document_issued_by: z.string().nullable(),
  document_issued_date: isoDate.nullable(),
  document_expiry_date: isoDate.nullable(),
  privacy_consent: z.boolean(),
  marketing_consent: z.boolean(),
  profiling_consent: z.boolean(),
  is_active: z.boolean(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  last_purchase_date: timestamp.nullable(),
  current_points: z.number().int(),
  current_tier: z.enum(LOYALTY_TIERS),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CustomerDto = z.infer<typeof customerDtoSchema>;

/** GET /customers (spec 2 §7: data.customers, data.pagination). */
export const customerListDataSchema = z.object({
  customers: z.array(customerDtoSchema),
  pagination: paginationSchema,
  permissions: customerPermissionsSchema,
});
export type CustomerListData = z.infer<typeof customerListDataSchema>;

/** A recent purchase of the detail (spec 2 §3.1 Recent sale); status other than completed shows as 'In corso'. */
export const customerRecentSaleSchema = z.object({
  id: z.number().int(),
  total_amount: moneyField,
  notes: z.string().nullable(),
  sale_date: timestamp,
  store_name: z.string().nullable(),
  consultant_name: z.string().nullable(),
  status: z.string(),
});
export type CustomerRecentSale = z.infer<typeof customerRecentSaleSchema>;

/**
 * Purchase statistics of the detail (spec 2 §2.3, §3.1). Computed from the sales; without any,
 * the totals are "0.00", the count 0, the last purchase null ('Nessun acquisto') and no recent sales.
 */
export const customerPurchaseStatsSchema = z.object({
  total_purchases: moneyField,
  total_purchases_last_year: moneyField,
  total_purchases_last_90_days: moneyField,
  total_sales_count: z.number().int(),
  last_purchase_date_calculated: timestamp.nullable(),
  recent_sales: z.array(customerRecentSaleSchema),
  /** Store credit to spend at the counter ('Credito cliente'): what refunds gave (issue 11) less what sales spent. */
  credit_balance: moneyField,
});
export type CustomerPurchaseStats = z.infer<typeof customerPurchaseStatsSchema>;

/** Kinds of points ledger entries: earned with a sale, assigned by hand, converted into a coupon, taken back by a return (issue 11). */
export const POINTS_ENTRY_KINDS = ['earned', 'manual', 'conversion', 'reversal'] as const;
/** A store-credit entry: given by a refund (issue 11), spent by a sale. */
export const CREDIT_ENTRY_KINDS = ['refund', 'spent'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

/**
 * One entry of the points ledger; points are negative for a conversion. can_delete: a manual one the
 * caller may remove; delete_blocked_reason: why removing it is refused now (its points are already
 * spent: the balance would go below zero), null when it may go.
 */
export const pointsEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  points: z.number().int(),
  reason: z.string().nullable(),
  author_name: z.string().nullable(),
  created_at: timestamp,
  can_delete: z.boolean(),
  delete_blocked_reason: z.string().nullable(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const COUPON_STATUSES = ['active', 'redeemed', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** A coupon from converted points, for checkout to redeem (issue 8). */
export const couponDtoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  value: moneyField,
  points: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  expires_on: isoDate,
  created_at: timestamp,
});
export type CouponDto = z.infer<typeof couponDtoSchema>;

/**
 * The loyalty card (spec 2 §2.3, §4): balance and lifetime points from the ledger, the tier of the
 * lifetime points and the way to the next (100% at platinum), the ledger (newest first) and the coupons.
 */
export const customerLoyaltySchema = z.object({
  current_points: z.number().int(),
  lifetime_points: z.number().int(),
  current_tier: z.enum(LOYALTY_TIERS),
  next_tier: z.enum(LOYALTY_TIERS).nullable(),
  points_to_next_tier: z.number().int(),
  progress_percent: z.number().int(),
  convertible_points: z.number().int(),
  /** What 'Converti in Coupon' would give now: the convertible points at the company's value per 100. */
  convertible_value: moneyField,
  /** The newest POINTS_HISTORY_SHOWN entries of the detail (all of them in the export), newest first. */
  points_history: z.array(pointsEntrySchema),
  /** How many entries the ledger holds. */
  points_history_total: z.number().int().nonnegative(),
  coupons: z.array(couponDtoSchema),
});
export type CustomerLoyalty = z.infer<typeof customerLoyaltySchema>;

export const CONSENT_KINDS = ['privacy', 'marketing', 'profiling'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One change of a GDPR consent: who, when, what (issue 8). */
export const consentEventSchema = z.object({
  consent: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  changed_at: timestamp,
  changed_by_name: z.string().nullable(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

/** GET /customers/{id} (spec 2 §2.3): the customer, its purchase statistics, its loyalty card and consents history. */
export const customerDetailSchema = customerDtoSchema.extend({
  ...customerPurchaseStatsSchema.shape,
  loyalty: customerLoyaltySchema,
  consent_history: z.array(consentEventSchema),
  permissions: customerPermissionsSchema,
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/**
 * GET /customers/{id}/export (GDPR right of access, issue 8): everything Banco holds about the
 * customer — personal data, consents and their history, every purchase, the points ledger and coupons.
 */
export const customerExportSchema = z.object({
  exported_at: timestamp,
  company_name: z.string(),
  customer: customerDtoSchema,
  consent_history: z.array(consentEventSchema),
  purchases: z.array(customerRecentSaleSchema),
  loyalty: customerLoyaltySchema,
});
export type CustomerExport = z.infer<typeof customerExportSchema>;

/** POST /customers/{id}/convert-points: the new coupon and the loyalty card after it. */
export const couponConversionSchema = z.object({
  coupon: couponDtoSchema,
  loyalty: customerLoyaltySchema,
});
export type CouponConversion = z.infer<typeof couponConversionSchema>;
