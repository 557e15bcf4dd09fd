import type { TenantScope } from '../../common/tenancy.ts';
import { rawQuery } from '../../db/raw-reads.ts';
import { shapedStatement, StatementParams, whereAll } from '../../db/shaped-statement.ts';
import { STORE_COLUMNS, STORE_COUNTS, STORES_BY_NAME, storeEntryOf, type StoreListRow, type StoresPage } from './stores-list.ts';

/**
 * The page of GET /stores and its total, raw (db/raw-reads.ts), one text per shape
 * (db/shaped-statement.ts): the caller's scope and the filters present. The statements restrict
 * to the scope themselves, as the tenant filter would (company, and the caller's stores);
 * row-level security still walls them as the tenant role.
 */

/** The list's filters; null: not filtered. `pattern`: a LIKE pattern (common/like.ts) of the search in searchForm. */
export interface StoresFilter {
  status: string | null;
  companyId: number | null;
  pattern: string | null;
}

/** The stores of the list: the scope's company and, for managers and consultants, their stores; then the filters. */
function matching(params: StatementParams, scope: TenantScope, filter: StoresFilter): string {
  const conditions: string[] = [];
  if (!scope.all) {
    conditions.push(`s.company_id = ${params.ref('company', scope.companyId, 'int')}`);
    if (scope.storeIds !== null) conditions.push(`s.id = any(${params.ref('stores', scope.storeIds, 'int[]')})`);
  }
  if (filter.status !== null) conditions.push(`s.status = ${params.ref('status', filter.status, 'text')}`);
  if (filter.companyId !== null) conditions.push(`s.company_id = ${params.ref('filter_company', filter.companyId, 'int')}`);
  if (filter.pattern !== null) {
    const pattern = params.ref('pattern', filter.pattern, 'text');
    // name, code, city and address, ignoring case and accents (store.entity.ts: search_text)
    conditions.push(`s.search_text like ${pattern}`);
  }
  return whereAll(conditions);
}

function countQuery(scope: TenantScope, filter: StoresFilter) {
  const params = new StatementParams();
  const text = `select count(*) as total from stores s ${matching(params, scope, filter)}`;
  return rawQuery<{ total: number | string }>(shapedStatement('banco_stores_count', text), params.values);
}

/**
 * The page's stores first, then their company and manager names and their counts: for the page's
 * rows only, not for those its offset skips.
 */
function pageQuery(scope: TenantScope, filter: StoresFilter, window: { limit: number; offset: number }) {
  const params = new StatementParams();
  const where = matching(params, scope, filter);
  const text = `with page as (
    select ${STORE_COLUMNS} from stores s ${where}
    order by ${STORES_BY_NAME} limit ${params.ref('limit', window.limit, 'int')} offset ${params.ref('offset', window.offset, 'int')})
  select ${STORE_COLUMNS}, c.name as company_name, m.first_name as manager_first_name, m.last_name as manager_last_name, ${STORE_COUNTS}
  from page s
  join companies c on c.id = s.company_id
  left join users m on m.id = s.manager_id
  order by ${STORES_BY_NAME}`;
  return rawQuery<StoreListRow>(shapedStatement('banco_stores_page', text), params.values);
}

/**
 * A page of GET /stores with its total, as two queries for the caller's read: the total first (a
 * count, so that the page can stop at its last row), then the page with its company and manager
 * names and its counts. `storesPageOf` reads their rows.
 */
export function storesPageQueries(scope: TenantScope, filter: StoresFilter, window: { limit: number; offset: number }) {
  return [countQuery(scope, filter), pageQuery(scope, filter, window)] as const;
}

export function storesPageOf(counted: readonly { total: number | string }[], rows: readonly StoreListRow[]): StoresPage {
  return { total: Number(counted[0]?.total ?? 0), stores: rows.map(storeEntryOf) };
}
