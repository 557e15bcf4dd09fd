import {
  UNLIMITED,
  companyMonthlyPrice,
  type CompanyDetail,
  type CompanyListItem,
  type CompanyRecentStore,
  type CompanyRecentUser,
  type MoneyString,
  type PublicPlan,
} from '@banco/shared';
import { moneyOfColumn } from '../../common/money.ts';
import type { Store } from '../stores/store.entity.ts';
import type { User } from '../users/user.entity.ts';
import { companyFields } from './company-fields.ts';
import { planFields } from './plan-fields.ts';
import type { Company } from './company.entity.ts';
import type { SubscriptionPlan } from './subscription-plan.entity.ts';

/** The counts a company row shows beside its own fields. */
export interface CompanyCounts {
  stores: number;
  activeStores: number;
  users: number;
}

/** The plan's list price per month, as money leaves the server ("29.90"). */
export function planPrice(plan: SubscriptionPlan): MoneyString {
  return moneyOfColumn(plan.priceMonthly);
}

/** The company's own columns of a row and of the detail, picked once (picking builds a new map). */
const ROW_FIELDS = companyFields.pick('name', 'business_name', 'email', 'vat_number', 'billing_cycle', 'subscription_status', 'is_active');
const DETAIL_FIELDS = companyFields.pick(
  'phone', 'tax_code', 'address', 'city', 'province', 'postal_code', 'country', 'website', 'subscription_start_date', 'subscription_end_date', 'trial_end_date',
);

/** A row of the companies table. A company without plan has no price and no limits (as plan-limits.ts). */
export function toCompanyListItem(company: Company, counts: CompanyCounts): CompanyListItem {
  const plan = company.subscriptionPlan ?? null;
  return {
    id: company.id,
    ...ROW_FIELDS.toApi(company),
    subscription_plan_id: plan?.id ?? null,
    plan_name: plan?.name ?? null,
    price_monthly: plan ? companyMonthlyPrice(planPrice(plan), company.billingCycle) : null,
    stores_count: counts.stores,
    active_stores_count: counts.activeStores,
    max_stores: plan?.maxStores ?? UNLIMITED,
    users_count: counts.users,
    max_users: plan?.maxUsers ?? UNLIMITED,
    created_at: company.createdAt.toISOString(),
  };
}

export function toRecentStore(store: Store): CompanyRecentStore {
  return { id: store.id, name: store.name, code: store.code, city: store.city, created_at: store.createdAt.toISOString() };
}

export function toRecentUser(user: User): CompanyRecentUser {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role,
    created_at: user.createdAt.toISOString(),
  };
}

/** The detail modal's company (spec 1 §2): everything of the row, contacts, address, subscription, recent rows. */
export function toCompanyDetail(
  company: Company,
  counts: CompanyCounts,
  recent: { stores: Store[]; users: User[] },
): CompanyDetail {
  const plan = company.subscriptionPlan ?? null;
  return {
    ...toCompanyListItem(company, counts),
    ...DETAIL_FIELDS.toApi(company),
    plan_price_monthly: plan ? planPrice(plan) : null,
    features: plan?.features ?? {},
    recent_stores: recent.stores.map(toRecentStore),
    recent_users: recent.users.map(toRecentUser),
    updated_at: company.updatedAt.toISOString(),
  };
}

/** GET /public/plans entry; price is the monthly list price (spec 1 §3 Plan). */
export function toPublicPlan(plan: SubscriptionPlan): PublicPlan {
  const price = planPrice(plan);
  return {
    id: plan.id,
    ...planFields.toApi(plan),
    price,
    price_monthly: price,
    features: plan.features,
  };
}
