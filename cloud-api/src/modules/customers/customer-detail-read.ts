import { POINTS_HISTORY_SHOWN, type ConsentKind, type CouponStatus, type CustomerDetail, type CustomerPermissions, type PointsEntryKind } from '@banco/shared';
import type { TenantScope } from '../../common/tenancy.ts';
import { rawQuery, type RawReads, type RawStatement } from '../../db/raw-reads.ts';
import { toConsentEventDto } from './customer-consents.ts';
import { loyaltyCardOf } from './customer-loyalty.ts';
import { companyWall, customerDtoOf, customerRowSql, type CustomerRow, type Timestamp } from './customer-row.ts';
import {
  CUSTOMER_SALES_SQL,
  customerSalesSql,
  PURCHASE_TOTALS_SQL,
  purchaseStatsOf,
  RECENT_SALE_COLUMNS,
  RECENT_SALES_SHOWN,
  type RecentSaleRow,
  type TotalsRow,
} from './customer-sales.ts';

/**
 * GET /customers/{id}, raw (db/raw-reads.ts): the detail is read at every opening of a customer,
 * and through the ORM it was eight statements in one transaction, each built, inlined and planned
 * at every request. Here five fixed statements, prepared once per connection, travel in one round
 * trip under the caller's scope: the customer with its figures, purchase totals and store credit;
 * the recent sales; the newest entries of the points ledger; the coupons; the consents history. They read what the ORM
 * read (customer-figures.ts, customer-sales.ts, customer-loyalty.ts, customer-consents.ts) and are
 * mapped by the same functions.
 *
 * Parameters: $1 the customer; $2 the caller's company, null for the superadmin (any company);
 * $3 the caller. Each statement restricts itself as the tenant filters would: customers are the
 * company's whatever the caller's stores (spec 2 §6), a customer erased for its sales is gone, and
 * a user is named only when the company sees it (its own users, and the caller). Row-level
 * security is the second wall.
 */
const IN_COMPANY = companyWall('$2');
const SEEN_USER = (alias: string): string => `($2::int is null or ${alias}.company_id = $2 or ${alias}.id = $3)`;

/** The customer as the list shows it (customer-row.ts); the last purchase comes with the totals. */
const CUSTOMER_ROW = customerRowSql(IN_COMPANY);

const CUSTOMER: RawStatement = {
  name: 'banco_customer_detail',
  byKey: true,
  text: `select ${CUSTOMER_ROW.columns}, co.coupon_value, credit.credit_cents, totals.*
    from customers c
    ${CUSTOMER_ROW.joins}
    cross join lateral (
      select coalesce(sum(ce.amount_cents), 0) as credit_cents from customer_credit_entries ce where ce.customer_id = c.id and ${IN_COMPANY('ce')}) credit
    cross join lateral (select ${PURCHASE_TOTALS_SQL} from ${CUSTOMER_SALES_SQL} s where s.customer_id = c.id and ${IN_COMPANY('s')}) totals
    where c.id = $1 and c.anonymized_at is null and ${IN_COMPANY('c')}`,
};

const RECENT_SALES: RawStatement = {
  name: 'banco_customer_detail_sales',
  byKey: true,
  text: `select ${RECENT_SALE_COLUMNS} from ${customerSalesSql(SEEN_USER('u'))} s
    where s.customer_id = $1 and ${IN_COMPANY('s')}
    order by s.sale_date desc, s.id desc limit ${RECENT_SALES_SHOWN}`,
};

const LEDGER: RawStatement = {
  name: 'banco_customer_detail_ledger',
  byKey: true,
  text: `select e.id, e.kind, e.points, e.reason, e.created_at, a.first_name, a.last_name
    from customer_points_entries e
    left join users a on a.id = e.author_id and ${SEEN_USER('a')}
    where e.customer_id = $1 and ${IN_COMPANY('e')}
    order by e.created_at desc, e.id desc limit ${POINTS_HISTORY_SHOWN}`,
};

const COUPONS: RawStatement = {
  name: 'banco_customer_detail_coupons',
  byKey: true,
  text: `select k.id, k.code, k.value, k.points, k.status, k.expires_on, k.created_at
    from customer_coupons k
    where k.customer_id = $1 and ${IN_COMPANY('k')}
    order by k.created_at desc, k.id desc`,
};

const CONSENTS: RawStatement = {
  name: 'banco_customer_detail_consents',
  byKey: true,
  text: `select ev.consent, ev.granted, ev.changed_at, u.first_name, u.last_name
    from customer_consent_events ev
    left join users u on u.id = ev.changed_by_id and ${SEEN_USER('u')}
    where ev.customer_id = $1 and ${IN_COMPANY('ev')}
    order by ev.changed_at desc, ev.id desc`,
};

/** coupon_value: the company's value of 100 points (numeric, as text). */
type DetailRow = CustomerRow & TotalsRow & { credit_cents: string | number; coupon_value: string };
/** A user's name, null when the caller does not see the user. */
interface NamedBy {
  first_name: string | null;
  last_name: string | null;
}
type LedgerRow = NamedBy & { id: number; kind: PointsEntryKind; points: number; reason: string | null; created_at: Timestamp };
interface CouponRow {
  id: number;
  code: string;
  value: string;
  points: number;
  status: CouponStatus;
  expires_on: string;
  created_at: Timestamp;
}
type ConsentRow = NamedBy & { consent: ConsentKind; granted: boolean; changed_at: Timestamp };

const personOf = ({ first_name, last_name }: NamedBy) => (first_name === null ? null : { firstName: first_name, lastName: last_name ?? '' });

/** The detail of a customer the scope sees, or null (missing, another company's, erased). */
export async function readCustomerDetail(reads: RawReads, scope: TenantScope, id: number, permissions: CustomerPermissions): Promise<CustomerDetail | null> {
  const company = scope.all ? null : scope.companyId;
  const user = scope.all ? null : scope.userId;
  const queries = [
    rawQuery<DetailRow>(CUSTOMER, [id, company]),
    rawQuery<RecentSaleRow>(RECENT_SALES, [id, company, user]),
    rawQuery<LedgerRow>(LEDGER, [id, company, user]),
    rawQuery<CouponRow>(COUPONS, [id, company]),
    rawQuery<ConsentRow>(CONSENTS, [id, company, user]),
  ] as const;
  const [[row], sales, ledger, coupons, consents] = await reads.selectScoped(scope, queries);
  if (!row) return null;
  const entries = ledger.map((entry) => ({ ...entry, createdAt: new Date(entry.created_at), author: personOf(entry) }));
  const cards = coupons.map((coupon) => ({ ...coupon, expiresOn: coupon.expires_on, createdAt: new Date(coupon.created_at) }));
  return {
    ...customerDtoOf(row),
    ...purchaseStatsOf(row, Number(row.credit_cents), sales),
    loyalty: loyaltyCardOf(
      { current: Number(row.current_points), lifetime: Number(row.lifetime_points), entries: Number(row.points_entries) },
      entries,
      cards,
      permissions.can_delete_points,
      row.coupon_value,
    ),
    consent_history: consents.map((event) => toConsentEventDto({ ...event, changedAt: new Date(event.changed_at), changedBy: personOf(event) })),
    permissions,
  };
}
