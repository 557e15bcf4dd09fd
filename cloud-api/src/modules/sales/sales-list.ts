import { centsToMoney, formatDay, PAYMENT_METHOD_LABELS, todayIso, type FileAnswer, type PaymentMethod, type SaleStatus, type SaleSummary, type z, type salesListQuerySchema } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { csvAmount, csvFile } from '../../common/csv-file.ts';
import { containsPattern } from '../../common/like.ts';
import { searchForm } from '../../common/search-form.ts';
import type { TenantScope } from '../../common/tenancy.ts';
import { xlsxFile, type SheetValue } from '../../common/xlsx-file.ts';
import { scopeCondition } from '../stock/stock-scope.ts';

type Filters = Omit<z.output<typeof salesListQuerySchema>, 'page' | 'per_page'>;

interface SaleRow {
  id: number;
  sale_number: string;
  sale_date: Date | string;
  status: SaleStatus;
  store_id: number;
  store_name: string;
  customer_id: number | null;
  customer_name: string | null;
  consultant_name: string | null;
  items_count: number | string;
  total_cents: number | string;
  payment_methods: PaymentMethod[] | string;
}

/** The sales of the scope's stores that the filters keep (the day of a sale is Italy's). */
function whereOf(scope: TenantScope, filters: Filters): { sql: string; params: unknown[] } {
  const scoped = scopeCondition(scope, 's');
  const clauses = [scoped.sql];
  const params = [...scoped.params];
  const term = filters.search?.trim() ?? '';
  if (term !== '') {
    // the number, an IMEI sold with it, or the customer (its search column: no accents, lower case)
    clauses.push(`(s.sale_number like ? or exists (select 1 from sale_lines l where l.sale_id = s.id and l.imei like ?) or c.search_text like ?)`);
    params.push(containsPattern(term), containsPattern(term), containsPattern(searchForm(term)));
  }
  if (filters.store_id !== undefined) {
    clauses.push('s.store_id = ?');
    params.push(filters.store_id);
  }
  if (filters.date_from !== undefined) {
    clauses.push(`(s.sale_date at time zone 'Europe/Rome')::date >= ?`);
    params.push(filters.date_from);
  }
  if (filters.date_to !== undefined) {
    clauses.push(`(s.sale_date at time zone 'Europe/Rome')::date <= ?`);
    params.push(filters.date_to);
  }
  return { sql: clauses.join(' and '), params };
}

const FROM = `from sales s
  join stores st on st.id = s.store_id
  left join customers c on c.id = s.customer_id
  left join users u on u.id = s.consultant_id`;

/**
 * A page of the sales list, newest first, and its total (issue 10): raw SQL over the sales of the
 * caller's stores, so that a line's IMEI and the customer's name are searched in the same statement.
 */
export async function salesPage(em: SqlEntityManager, scope: TenantScope, filters: Filters, window: { limit: number; offset: number }): Promise<{ sales: SaleSummary[]; total: number }> {
  const where = whereOf(scope, filters);
  const [counted] = await em.execute<Array<{ total: number | string }>>(`select count(*) as total ${FROM} where ${where.sql}`, where.params);
  const rows = await em.execute<SaleRow[]>(
    `select s.id, s.sale_number, s.sale_date, s.status, s.store_id, st.name as store_name, s.customer_id,
            case when c.id is null then null when c.customer_type = 'company' then c.company_name else nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') end as customer_name,
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as consultant_name,
            (select coalesce(sum(l.quantity), 0) from sale_lines l where l.sale_id = s.id) as items_count,
            s.total_cents,
            (select coalesce(json_agg(distinct p.method), '[]'::json) from sale_payments p where p.sale_id = s.id) as payment_methods
       ${FROM} where ${where.sql}
      order by s.sale_date desc, s.id desc limit ? offset ?`,
    [...where.params, window.limit, window.offset],
  );
  return { total: Number(counted?.total ?? 0), sales: rows.map(toSummary) };
}

function toSummary(row: SaleRow): SaleSummary {
  return {
    id: Number(row.id),
    sale_number: row.sale_number,
    sale_date: new Date(row.sale_date).toISOString(),
    status: row.status,
    store_id: Number(row.store_id),
    store_name: row.store_name,
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
    customer_name: row.customer_name,
    consultant_name: row.consultant_name,
    items_count: Number(row.items_count),
    total_amount: centsToMoney(Number(row.total_cents)),
    payment_methods: typeof row.payment_methods === 'string' ? (JSON.parse(row.payment_methods) as PaymentMethod[]) : row.payment_methods,
  };
}

/** The filtered sales as CSV (Italian spreadsheets) or XLSX (amounts as numbers). */
export async function salesFile(sales: readonly SaleSummary[], format: 'csv' | 'xlsx'): Promise<FileAnswer> {
  const header = ['Numero', 'Data', 'Negozio', 'Cliente', 'Venditore', 'Articoli', 'Totale', 'Pagamenti'];
  const rows = sales.map((sale): SheetValue[] => [
    sale.sale_number,
    formatDay(todayIso(new Date(sale.sale_date))),
    sale.store_name,
    sale.customer_name ?? 'Cliente occasionale',
    sale.consultant_name,
    sale.items_count,
    format === 'xlsx' ? Number(sale.total_amount) : csvAmount(sale.total_amount),
    sale.payment_methods.map((method) => PAYMENT_METHOD_LABELS[method]).join(', '),
  ]);
  const filename = `vendite-${todayIso()}.${format}`;
  return format === 'xlsx' ? xlsxFile(filename, 'Vendite', header, rows) : csvFile(filename, header, rows);
}
