import { centsToMoney, EXPORT_ROWS_MAX, formatDay, PAYMENT_METHOD_LABELS, SALE_MSG, SALES_SEARCH_CUSTOMERS, todayIso, type FileAnswer, type PaymentMethod, type SaleStatus, type SaleSummary, type z, type salesListQuerySchema } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { csvAmount, csvFile } from '../../common/csv-file.ts';
import { assertExportable } from '../../common/export-rows.ts';
import { AppError } from '../../http/errors.ts';
import { containsPattern } from '../../common/like.ts';
import { customerSearchPattern } from '../customers/customer-search.ts';
import { placeholders } from '../../common/sql-list.ts';
import { summedSaleDays } from './sale-day-counts.ts';
import { customerSearchIds } from '../customers/customer-search-ids.ts';
import type { TenantScope } from '../../common/tenancy.ts';
import { xlsxFile, type SheetValue } from '../../common/xlsx-file.ts';
import { scopeCondition } from '../../common/scope-condition.ts';

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

/**
 * What a search looks for, decided before the query so that each kind is an index lookup: a whole
 * IMEI (15 digits) among the lines, a whole sale number (year + 6 digits), part of either, or the
 * customers whose search column holds the words (through the customers' own search, capped).
 */
type SaleSearch =
  | { kind: 'none' }
  | { kind: 'imei' | 'number'; value: string }
  | { kind: 'number-part'; pattern: string }
  // limited: more customers matched than SALES_SEARCH_CUSTOMERS, the newest of whom are in `ids`
  | { kind: 'customers'; ids: number[]; limited: boolean };

async function saleSearchOf(em: SqlEntityManager, search: string | undefined): Promise<SaleSearch> {
  const term = search?.trim() ?? '';
  if (term === '') return { kind: 'none' };
  if (/^\d{15}$/.test(term)) return { kind: 'imei', value: term };
  if (/^\d{10}$/.test(term)) return { kind: 'number', value: term };
  if (/^\d+$/.test(term)) return { kind: 'number-part', pattern: containsPattern(term) };
  // one more than are read: whether the search matched more customers than it reads
  const ids = await customerSearchIds(em, customerSearchPattern(term), SALES_SEARCH_CUSTOMERS + 1);
  return { kind: 'customers', ids: ids.slice(0, SALES_SEARCH_CUSTOMERS), limited: ids.length > SALES_SEARCH_CUSTOMERS };
}

/** The sales of the scope's stores that the filters keep (the day of a sale is Italy's), on `sales s` alone. */
function whereOf(scope: TenantScope, filters: Filters, search: SaleSearch): { sql: string; params: unknown[] } {
  const scoped = scopeCondition(scope, 's');
  const clauses = [scoped.sql];
  const params = [...scoped.params];
  const add = (sql: string, ...values: unknown[]) => {
    clauses.push(sql);
    params.push(...values);
  };
  if (search.kind === 'imei') add('s.id in (select l.sale_id from sale_lines l where l.imei = ?)', search.value);
  else if (search.kind === 'number') add('s.sale_number = ?', search.value);
  // part of a number or of an IMEI: the one search that reads every sale of the scope
  else if (search.kind === 'number-part') add('(s.sale_number like ? or s.id in (select l.sale_id from sale_lines l where l.imei like ?))', search.pattern, search.pattern);
  else if (search.kind === 'customers') {
    if (search.ids.length === 0) add('false');
    else add(`s.customer_id in (${placeholders(search.ids)})`, ...search.ids);
  }
  if (filters.store_id !== undefined) add('s.store_id = ?', filters.store_id);
  // bounds on the column itself (Italy's midnight as an instant), so the (company, sale_date) index serves them
  if (filters.date_from !== undefined) add(`s.sale_date >= (?::date)::timestamp at time zone 'Europe/Rome'`, filters.date_from);
  if (filters.date_to !== undefined) add(`s.sale_date < ((?::date) + 1)::timestamp at time zone 'Europe/Rome'`, filters.date_to);
  return { sql: clauses.join(' and '), params };
}

/** The days of the scope's stores the filters keep (no search): the total as a sum of days. */
function daysOf(scope: TenantScope, filters: Filters): { sql: string; params: unknown[] } {
  const scoped = scopeCondition(scope, 'd');
  const kept: Array<[string, unknown]> = [];
  if (filters.store_id !== undefined) kept.push(['d.store_id = ?', filters.store_id]);
  if (filters.date_from !== undefined) kept.push(['d.day >= ?', filters.date_from]);
  if (filters.date_to !== undefined) kept.push(['d.day <= ?', filters.date_to]);
  return { sql: [scoped.sql, ...kept.map(([sql]) => sql)].join(' and '), params: [...scoped.params, ...kept.map(([, value]) => value)] };
}

async function countedSales(em: SqlEntityManager, where: { sql: string; params: unknown[] }): Promise<number> {
  const [row] = await em.execute<Array<{ total: number | string }>>(`select count(*) as total from sales s where ${where.sql}`, where.params);
  return Number(row?.total ?? 0);
}

/** The sales the filters keep, as one `where` on `sales s` (a customer search is resolved to ids first). */
async function selectionOf(em: SqlEntityManager, scope: TenantScope, filters: Filters) {
  const search = await saleSearchOf(em, filters.search);
  return { search, where: whereOf(scope, filters, search) };
}

/** How many sales the filters keep: without a search a sum of the stores' days (sale_day_counts), with one a count of `sales` alone. */
function totalOf(em: SqlEntityManager, scope: TenantScope, filters: Filters, selection: { search: SaleSearch; where: { sql: string; params: unknown[] } }): Promise<number> {
  return selection.search.kind === 'none' ? summedSaleDays(em, daysOf(scope, filters)) : countedSales(em, selection.where);
}

/** The kept sales in a window, newest first, the names joined for those rows only. */
async function summariesOf(em: SqlEntityManager, where: { sql: string; params: unknown[] }, window: { limit: number; offset: number }): Promise<SaleSummary[]> {
  const rows = await em.execute<SaleRow[]>(
    `select s.id, s.sale_number, s.sale_date, s.status, s.store_id, st.name as store_name, s.customer_id,
            case when c.id is null then null when c.customer_type = 'company' then c.company_name else nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') end as customer_name,
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as consultant_name,
            (select coalesce(sum(l.quantity), 0) from sale_lines l where l.sale_id = s.id) as items_count,
            s.total_cents,
            (select coalesce(json_agg(distinct p.method), '[]'::json) from sale_payments p where p.sale_id = s.id) as payment_methods
       from (select s.* from sales s where ${where.sql} order by s.sale_date desc, s.id desc limit ? offset ?) s
       join stores st on st.id = s.store_id
       left join customers c on c.id = s.customer_id
       left join users u on u.id = s.consultant_id
      order by s.sale_date desc, s.id desc`,
    [...where.params, window.limit, window.offset],
  );
  return rows.map(toSummary);
}

/** A page of the sales list (issue 10), newest first, and its total: raw SQL over the sales of the caller's stores. */
export async function salesPage(
  em: SqlEntityManager,
  scope: TenantScope,
  filters: Filters,
  window: { limit: number; offset: number },
): Promise<{ sales: SaleSummary[]; total: number; searchLimited: boolean }> {
  const selection = await selectionOf(em, scope, filters);
  const total = await totalOf(em, scope, filters, selection);
  const sales = await summariesOf(em, selection.where, window);
  return { total, sales, searchLimited: selection.search.kind === 'customers' && selection.search.limited };
}

/**
 * Every sale the filters keep, for the file: refused when there are more than a file holds
 * (assertExportable), or when the customer search was cut (a file is never short of sales).
 */
export async function salesToExport(em: SqlEntityManager, scope: TenantScope, filters: Filters): Promise<SaleSummary[]> {
  const selection = await selectionOf(em, scope, filters);
  if (selection.search.kind === 'customers' && selection.search.limited) throw new AppError(422, SALE_MSG.exportSearchLimited);
  const total = await totalOf(em, scope, filters, selection);
  assertExportable(total);
  return summariesOf(em, selection.where, { limit: EXPORT_ROWS_MAX, offset: 0 });
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
  const header = ['Numero', 'Data', 'Negozio', 'Cliente', 'Consulente', 'Articoli', 'Totale', 'Pagamenti'];
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
