import { centsToMoney, returnCustomerQuery, RETURN_SEARCH_LIMIT, todayIso, type ReturnSaleResult, type WarehouseSettings, type z, type returnSalesQuerySchema } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { containsPattern } from '../../common/like.ts';
import { scopeCondition } from '../../common/scope-condition.ts';
import type { TenantScope } from '../../common/tenancy.ts';
import { SaleLine } from '../sales/sale-line.entity.ts';
import { warehouseSettingsFor } from '../warehouse-settings/warehouse-settings.service.ts';
import { lineStatus, returnedQuantities } from './returnable-sale.ts';

type Query = z.output<typeof returnSalesQuerySchema>;

interface FoundRow {
  id: number;
  sale_number: string;
  sale_date: Date | string;
  store_id: number;
  store_name: string;
  customer_id: number | null;
  customer_name: string | null;
  customer_phone: string | null;
  customer_tax_code: string | null;
  consultant_name: string | null;
  items_count: number | string;
  total_cents: number | string;
}

/** Step 1's criterion as SQL on `sales s` / `customers c` (spec 2 §5.5: substrings, case-insensitive; the period inclusive, Italy's days). */
function criterionOf(query: Query): { sql: string; params: unknown[] } {
  if (query.mode === 'receipt') return { sql: 's.sale_number ilike ?', params: [containsPattern(query.receipt ?? '')] };
  if (query.mode === 'customer') {
    // the schema let only a tax code or a phone through
    const customer = returnCustomerQuery(query.customer ?? '') ?? { kind: 'phone', value: '' };
    return customer.kind === 'tax_code'
      ? { sql: 'upper(c.tax_code) like ?', params: [containsPattern(customer.value)] }
      : { sql: `replace(c.phone, ' ', '') like ?`, params: [containsPattern(customer.value)] };
  }
  return {
    sql: `s.sale_date >= (?::date)::timestamp at time zone 'Europe/Rome' and s.sale_date < ((?::date) + 1)::timestamp at time zone 'Europe/Rome'`,
    params: [query.date_from, query.date_to],
  };
}

/** Whether each found sale still has a line to return now (its stores' return days, earlier returns). */
async function returnableSales(em: SqlEntityManager, rows: readonly FoundRow[]): Promise<Set<number>> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return new Set();
  const lines = await em.find(SaleLine, { sale: { $in: ids } }, { populate: ['product'], fields: ['id', 'quantity', 'sale', 'product.category'] });
  const returned = await returnedQuantities(em, lines.map((line) => line.id));
  const settings = new Map<number, WarehouseSettings>();
  for (const storeId of new Set(rows.map((row) => Number(row.store_id)))) settings.set(storeId, await warehouseSettingsFor(em, storeId));
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const today = todayIso();
  const open = new Set<number>();
  for (const line of lines) {
    const row = byId.get(line.sale.id);
    const storeSettings = row && settings.get(Number(row.store_id));
    if (!row || !storeSettings) continue;
    const status = lineStatus(line, todayIso(new Date(row.sale_date)), today, storeSettings, returned.get(line.id) ?? 0);
    if (status.returnableQuantity > 0) open.add(line.sale.id);
  }
  return open;
}

/** Step 1 (issue 11): the sales of the caller's stores that match, newest first, at most RETURN_SEARCH_LIMIT. */
export async function searchReturnSales(em: SqlEntityManager, scope: TenantScope, query: Query): Promise<ReturnSaleResult[]> {
  const scoped = scopeCondition(scope, 's');
  const criterion = criterionOf(query);
  const store = query.store_id === undefined ? { sql: 'true', params: [] as unknown[] } : { sql: 's.store_id = ?', params: [query.store_id] };
  const rows = await em.execute<FoundRow[]>(
    `select s.id, s.sale_number, s.sale_date, s.store_id, st.name as store_name, s.customer_id,
            case when c.id is null then null when c.customer_type = 'company' then c.company_name else nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') end as customer_name,
            c.phone as customer_phone, c.tax_code as customer_tax_code,
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as consultant_name,
            (select coalesce(sum(l.quantity), 0) from sale_lines l where l.sale_id = s.id) as items_count,
            s.total_cents
       from sales s
       join stores st on st.id = s.store_id
       left join customers c on c.id = s.customer_id
       left join users u on u.id = s.consultant_id
      where ${scoped.sql} and ${store.sql} and ${criterion.sql} and s.status = 'completed'
      order by s.sale_date desc, s.id desc
      limit ?`,
    [...scoped.params, ...store.params, ...criterion.params, RETURN_SEARCH_LIMIT],
  );
  const open = await returnableSales(em, rows);
  return rows.map((row) => ({
    id: Number(row.id),
    sale_number: row.sale_number,
    sale_date: new Date(row.sale_date).toISOString(),
    store_id: Number(row.store_id),
    store_name: row.store_name,
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
    customer_name: row.customer_name,
    customer_phone: row.customer_phone,
    customer_tax_code: row.customer_tax_code,
    consultant_name: row.consultant_name,
    items_count: Number(row.items_count),
    total_amount: centsToMoney(Number(row.total_cents)),
    returnable: open.has(Number(row.id)),
  }));
}
