import { centsToMoney, type CustomerPurchaseStats, type CustomerRecentSale } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';

/** Recent purchases shown in the detail (spec 2 §9). */
export const RECENT_SALES_SHOWN = 5;

/**
 * The sales of customers, as the purchase statistics read them: one row per sale with
 * customer_id, company_id, total_cents, notes, sale_date, status, store_name, consultant_name.
 * There are no sales yet (issue 10 brings them): until then it is an empty relation of those
 * typed columns, and every query below is real SQL over it. Issue 10 replaces this one fragment
 * with a select over its sales table (joined to stores and users), and the statistics follow.
 */
export const CUSTOMER_SALES_SQL = `(select
    null::int as id, null::int as customer_id, null::int as company_id, null::bigint as total_cents,
    null::text as notes, null::timestamptz as sale_date, null::text as status,
    null::text as store_name, null::text as consultant_name
  where false)`;

/** The last purchase of the customer row aliased `alias`, for the list (null: 'Nessun acquisto'). */
export function lastPurchaseSql(alias: string): string {
  return `(select max(s.sale_date) from ${CUSTOMER_SALES_SQL} s where s.customer_id = ${alias}.id)`;
}

interface TotalsRow {
  total_cents: string | number;
  last_year_cents: string | number;
  last_90_days_cents: string | number;
  sales_count: string | number;
  last_purchase: Date | string | null;
}

interface RecentSaleRow {
  id: number;
  total_cents: string | number;
  notes: string | null;
  sale_date: Date | string;
  status: string;
  store_name: string | null;
  consultant_name: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * Purchase statistics of one customer (spec 2 §2.3, §3.1): totals of all time, of the last year and
 * of the last 90 days, the count, the last purchase and the 5 most recent sales. Amounts are summed
 * in integer cents; without sales the totals are "0.00" and the last purchase null.
 */
export async function purchaseStats(em: SqlEntityManager, customerId: number): Promise<CustomerPurchaseStats> {
  const [totals] = await em.execute<TotalsRow[]>(
    `select
       coalesce(sum(s.total_cents), 0) as total_cents,
       coalesce(sum(s.total_cents) filter (where s.sale_date >= now() - interval '1 year'), 0) as last_year_cents,
       coalesce(sum(s.total_cents) filter (where s.sale_date >= now() - interval '90 days'), 0) as last_90_days_cents,
       count(s.id) as sales_count,
       max(s.sale_date) as last_purchase
     from ${CUSTOMER_SALES_SQL} s where s.customer_id = ?`,
    [customerId],
  );
  const recent = await em.execute<RecentSaleRow[]>(
    `select s.id, s.total_cents, s.notes, s.sale_date, s.status, s.store_name, s.consultant_name
     from ${CUSTOMER_SALES_SQL} s where s.customer_id = ? order by s.sale_date desc, s.id desc limit ${RECENT_SALES_SHOWN}`,
    [customerId],
  );
  return {
    total_purchases: centsToMoney(Number(totals?.total_cents ?? 0)),
    total_purchases_last_year: centsToMoney(Number(totals?.last_year_cents ?? 0)),
    total_purchases_last_90_days: centsToMoney(Number(totals?.last_90_days_cents ?? 0)),
    total_sales_count: Number(totals?.sales_count ?? 0),
    last_purchase_date_calculated: totals?.last_purchase ? iso(totals.last_purchase) : null,
    recent_sales: recent.map(toRecentSale),
  };
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
