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
