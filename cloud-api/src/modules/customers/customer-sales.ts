import { centsToMoney, type CustomerPurchaseStats, type CustomerRecentSale } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';

/** Recent purchases shown in the detail (spec 2 §9). */
export const RECENT_SALES_SHOWN = 5;

/**
 * The sales of customers, as the purchase statistics read them: one row per sale header (sales,
 * written by the sales wizard of issue 10) with its store's and consultant's names. The tenant filter
 * does not reach raw SQL: callers restrict by customer, and row-level security walls the company.
 * `consultantSeen` restricts the users `u` whose names show (the raw detail's own wall, customer-detail-read.ts).
 * The names are keyed subqueries, not joins: a read that uses them (the 5 recent sales) looks them up
 * for its own rows only, after its order and limit, and the totals, which do not, read the sales alone.
 */
export const customerSalesSql = (consultantSeen = 'true'): string => `(select
    s.id, s.customer_id, s.company_id, s.total_cents, s.notes, s.sale_date, s.status,
    (select st.name from stores st where st.id = s.store_id) as store_name,
    (select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from users u where u.id = s.consultant_id and ${consultantSeen}) as consultant_name
  from sales s
  where s.status <> 'cancelled')`;
export const CUSTOMER_SALES_SQL = customerSalesSql();

/** The sums of a customer's sales (PURCHASE_TOTALS_SQL): numbers or, from a raw driver, their text. */
export interface TotalsRow {
  total_cents: string | number;
  last_year_cents: string | number;
  last_90_days_cents: string | number;
  sales_count: string | number;
  last_purchase: Date | string | null;
}

export interface RecentSaleRow {
  id: number;
  total_cents: string | number;
  notes: string | null;
  sale_date: Date | string;
  status: string;
  store_name: string | null;
  consultant_name: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The totals of the sales `s` of one customer (its rows: TotalsRow). */
export const PURCHASE_TOTALS_SQL = `coalesce(sum(s.total_cents), 0) as total_cents,
  coalesce(sum(s.total_cents) filter (where s.sale_date >= now() - interval '1 year'), 0) as last_year_cents,
  coalesce(sum(s.total_cents) filter (where s.sale_date >= now() - interval '90 days'), 0) as last_90_days_cents,
  count(s.id) as sales_count,
  max(s.sale_date) as last_purchase`;

/** The columns of a sale `s` shown in the detail and the export (RecentSaleRow). */
export const RECENT_SALE_COLUMNS = 's.id, s.total_cents, s.notes, s.sale_date, s.status, s.store_name, s.consultant_name';

/**
 * Purchase statistics of one customer (spec 2 §2.3, §3.1): totals of all time, of the last year and
 * of the last 90 days, the count, the last purchase and the 5 most recent sales. Amounts are summed
 * in integer cents; without sales the totals are "0.00" and the last purchase null.
 */
export async function purchaseStats(em: SqlEntityManager, customerId: number): Promise<CustomerPurchaseStats> {
  const [totals] = await em.execute<TotalsRow[]>(`select ${PURCHASE_TOTALS_SQL} from ${CUSTOMER_SALES_SQL} s where s.customer_id = ?`, [customerId]);
  const recent = await em.execute<RecentSaleRow[]>(
    `select ${RECENT_SALE_COLUMNS} from ${CUSTOMER_SALES_SQL} s where s.customer_id = ? order by s.sale_date desc, s.id desc limit ${RECENT_SALES_SHOWN}`,
    [customerId],
  );
  return purchaseStatsOf(totals, await creditBalanceCents(em, customerId), recent);
}

/** The statistics of the totals, the store credit and the most recent sales (newest first). */
export function purchaseStatsOf(totals: TotalsRow | undefined, creditCents: number, recent: readonly RecentSaleRow[]): CustomerPurchaseStats {
  return {
    credit_balance: centsToMoney(creditCents),
    total_purchases: centsToMoney(Number(totals?.total_cents ?? 0)),
    total_purchases_last_year: centsToMoney(Number(totals?.last_year_cents ?? 0)),
    total_purchases_last_90_days: centsToMoney(Number(totals?.last_90_days_cents ?? 0)),
    total_sales_count: Number(totals?.sales_count ?? 0),
    last_purchase_date_calculated: totals?.last_purchase ? iso(totals.last_purchase) : null,
    recent_sales: recent.map(toRecentSale),
  };
}

/** A customer's store credit: the sum of its ledger. */
export async function creditBalanceCents(em: SqlEntityManager, customerId: number): Promise<number> {
  const [row] = await em.execute<Array<{ cents: string | number }>>('select coalesce(sum(amount_cents), 0) as cents from customer_credit_entries where customer_id = ?', [customerId]);
  return Number(row?.cents ?? 0);
}

/** Every purchase of a customer, newest first (the data export of a right-of-access request). */
export async function allPurchases(em: SqlEntityManager, customerId: number): Promise<CustomerRecentSale[]> {
  const rows = await em.execute<RecentSaleRow[]>(
    `select ${RECENT_SALE_COLUMNS} from ${CUSTOMER_SALES_SQL} s where s.customer_id = ? order by s.sale_date desc, s.id desc`,
    [customerId],
  );
  return rows.map(toRecentSale);
}

function toRecentSale(row: RecentSaleRow): CustomerRecentSale {
  return {
    id: row.id,
    total_amount: centsToMoney(Number(row.total_cents)),
    notes: row.notes,
    sale_date: iso(row.sale_date),
    store_name: row.store_name,
    consultant_name: row.consultant_name,
    status: row.status,
  };
}
