import { z } from 'zod';
import { DEFAULT_COUNTRY, YEARLY_DISCOUNT_PERCENT } from '../constants.ts';
import { centsToMoney, moneyToCents, percentOfCents, type MoneyString } from '../money/money.ts';
import { emailField, optionalPhoneField, optionalPostalCodeField, optionalProvinceField, optionalTextField } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { postalCodeMatchesProvince } from '../italy/postal-code-province.ts';
import { isValidPartitaIva, normalizePartitaIva, PARTITA_IVA_INVALID } from '../italy/partita-iva.ts';
import { pageQuerySchema } from './pagination.ts';

/** Company subscription vocabulary (spec 1 §3, §4, §9). */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'suspended', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Statuses under which a company's users may not work (login and every request answer 403). */
export const BLOCKED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['suspended', 'cancelled'];

/** -1 for max_stores / max_users means unlimited (spec 1 §9). */
export const UNLIMITED = -1;

/** Feature flags of a subscription plan (a map of flag to boolean, spec 1 §3 Plan). */
export type PlanFeatures = Record<string, boolean>;

// ---------------------------------------------------------------------------------------------
// Companies page and wizard (spec 1 §2 'Companies page', §3 Company/Plan, §4, §5, §7, §9).
// ---------------------------------------------------------------------------------------------
/** Labels of the status badge; unknown values display as active (spec 1 §4). */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  trial: 'Trial',
  active: 'Attiva',
  suspended: 'Sospesa',
  cancelled: 'Cessata',
};

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** The status a value displays as: itself when known, else 'active' (spec 1 §4). */
export function displayedSubscriptionStatus(value: string | null | undefined): SubscriptionStatus {
  return isSubscriptionStatus(value) ? value : 'active';
}

/** A new company starts in trial (default) or active, never suspended or cancelled (spec 1 §4). */
export const CREATE_SUBSCRIPTION_STATUSES = ['trial', 'active'] as const satisfies readonly SubscriptionStatus[];

/** The plan filter of the companies page: matched against the plan name, case-insensitive. */
export const PLAN_FILTERS = ['single', 'multi', 'max'] as const;
export type PlanFilter = (typeof PLAN_FILTERS)[number];

export const BILLING_CYCLE_LABELS: Readonly<Record<BillingCycle, string>> = {
  monthly: 'Mensile',
  yearly: `Annuale (${YEARLY_DISCOUNT_PERCENT}% sconto)`,
};

/**
 * The monthly price a company pays for its plan: the plan's list price, minus
 * YEARLY_DISCOUNT_PERCENT on yearly billing, rounded to the cent (in integer cents). The one place
 * the discount is computed: the server's DTOs and the wizard's plan cards both call it.
 */
export function companyMonthlyPrice(planPriceMonthly: MoneyString, billingCycle: BillingCycle): MoneyString {
  if (billingCycle === 'monthly') return planPriceMonthly;
  return centsToMoney(percentOfCents(moneyToCents(planPriceMonthly), 100 - YEARLY_DISCOUNT_PERCENT));
}

// --- request schemas ---------------------------------------------------------------------------

/** Optional text that, when given, must match `test` (after `normalize`). */
function optionalPattern(test: (value: string) => boolean, message: string, normalize: (value: string) => string = (v) => v) {
  return z
    .string({ error: message })
    .trim()
    .transform(normalize)
    .refine((value) => value === '' || test(value), message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/** Company tax code: 11 digits (like the partita IVA) or the 16 characters of a person's. */
const TAX_CODE_PATTERN = /^(?:[0-9]{11}|[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])$/;
/** A host with a dot, with or without http(s)://. */
const WEBSITE_PATTERN = /^(?:https?:\/\/)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::[0-9]{1,5})?(?:[/?#]\S*)?$/i;

/** The fields of the company wizard (spec 1 §3, §5), shared by create, update and the form. */
const companyFields = {
  name: z.string({ error: MSG.companyNameRequired }).trim().min(2, MSG.companyNameRequired).max(200, MSG.companyNameTooLong),
  email: emailField,
  business_name: optionalTextField(200),
  phone: optionalPhoneField,
  vat_number: optionalPattern(isValidPartitaIva, PARTITA_IVA_INVALID, normalizePartitaIva),
  tax_code: optionalPattern((value) => TAX_CODE_PATTERN.test(value), MSG.companyTaxCodeInvalid, (value) =>
    value.replace(/\s+/g, '').toUpperCase(),
  ),
  address: optionalTextField(255),
  city: optionalTextField(100),
  province: optionalProvinceField,
  postal_code: optionalPostalCodeField,
  /** Only Italy (spec 1 §5, §9); absent means IT. */
  country: z
    .string({ error: MSG.companyCountryInvalid })
    .trim()
    .toUpperCase()
    .refine((value) => value === DEFAULT_COUNTRY, MSG.companyCountryInvalid)
    .optional(),
  website: optionalPattern((value) => value.length <= 255 && WEBSITE_PATTERN.test(value), MSG.companyWebsiteInvalid),
  subscription_plan_id: z.number({ error: MSG.planRequired }).int(MSG.planRequired).min(1, MSG.planRequired),
  billing_cycle: z.enum(BILLING_CYCLES, { error: MSG.billingCycleInvalid }),
};

/**
 * The whole wizard form (edit mode: every status allowed, is_active editable). The renderer
 * validates each step with it; PUT /companies/{id} accepts any subset of it.
 */
/** The wizard's fields without the object-level rules, for the schemas that pick or extend them. */
export const companyFormObject = z.object({
  ...companyFields,
  subscription_status: z.enum(SUBSCRIPTION_STATUSES, { error: MSG.companyStatusInvalid }),
  is_active: z.boolean({ error: MSG.validationFailed }),
});
export const companyFormSchema = companyFormObject.refine(...postalCodeMatchesProvince);
export type CompanyFormValues = z.input<typeof companyFormSchema>;

/**
 * POST /companies. subscription_status only trial or active (default trial); billing monthly by
 * default; is_active is accepted but ignored: a new company is always active (spec 1 §4).
 */
export const createCompanyBodySchema = z.object({
  ...companyFields,
  billing_cycle: companyFields.billing_cycle.default('monthly'),
  subscription_status: z.enum(CREATE_SUBSCRIPTION_STATUSES, { error: MSG.companyCreateStatusInvalid }).default('trial'),
  is_active: z.unknown().optional(),
}).refine(...postalCodeMatchesProvince);
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;
export type CreateCompanyData = z.output<typeof createCompanyBodySchema>;

/** PUT /companies/{id}: the fields sent are changed (absent = unchanged, null/'' = cleared). */
export const updateCompanyBodySchema = companyFormObject.partial().refine(...postalCodeMatchesProvince);
export type UpdateCompanyBody = z.input<typeof updateCompanyBodySchema>;
export type UpdateCompanyData = z.output<typeof updateCompanyBodySchema>;

/** '' (an unselected filter) is the same as absent. */
const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /companies query (spec 1 §7): page, per_page, search (name, e-mail, VAT), status, plan. */
export const companiesQuerySchema = pageQuerySchema.extend({
  search: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(SUBSCRIPTION_STATUSES, { error: MSG.companyStatusInvalid }).optional()),
  plan: z.preprocess(
    (value) => (typeof value === 'string' ? emptyAsUndefined(value.toLowerCase()) : emptyAsUndefined(value)),
    z.enum(PLAN_FILTERS, { error: MSG.validationFailed }).optional(),
  ),
});
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;

/** Labels of the plan feature flags (the map keys of the seeded plans). */
export const PLAN_FEATURE_LABELS: Readonly<Record<string, string>> = {
  pos: 'Cassa e vendite',
  customers: 'Clienti',
  warehouse: 'Magazzino',
  repairs: 'Riparazioni',
  loyalty: 'Fidelity e punti',
  multi_store: 'Più negozi',
  ai_suggestions: 'Suggerimenti AI',
  priority_support: 'Assistenza prioritaria',
};

/** The Italian label of a feature flag; an unknown flag shows its key, made readable. */
export function planFeatureLabel(key: string): string {
  const known = PLAN_FEATURE_LABELS[key];
  if (known) return known;
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The feature flags in a stable order: the known ones as PLAN_FEATURE_LABELS lists them, then the others by name. */
export function planFeatureEntries(features: PlanFeatures): [string, boolean][] {
  const order = Object.keys(PLAN_FEATURE_LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(features).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}
