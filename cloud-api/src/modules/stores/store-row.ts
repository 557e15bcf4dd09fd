import type { TenantScope } from '../../common/tenancy.ts';
import { rawQuery, type RawReads, type RawStatement } from '../../db/raw-reads.ts';
import { STORE_COUNTS, storeEntryOf, type StoreListRow, type StoresPage } from './stores-list.ts';

/**
 * The hot store reads, raw (db/raw-reads.ts): GET /stores/{id} and the page of GET /stores, as
 * prepared statements instead of QueryBuilders built, inlined and planned at every request
 * (planning the page took longer than running it). On PostgreSQL the scope's settings and the
 * statements travel in one round trip. The statements restrict to the scope themselves, as the tenant filter
 * would (company, and the caller's stores); row-level security still walls them as the tenant role.
 */
const STORE_SELECT = `select s.*, c.name as company_name, m.first_name as manager_first_name, m.last_name as manager_last_name, ${STORE_COUNTS}
  from stores s
  join companies c on c.id = s.company_id
  left join users m on m.id = s.manager_id`;

/** A store of the scope: its company and, for managers and consultants ($3 not null), their stores. */
const IN_SCOPE: RawStatement = {
  name: 'banco_store_row',
  text: `${STORE_SELECT} where s.id = $1 and s.company_id = $2 and ($3::int[] is null or s.id = any($3::int[]))`,
};
/** The superadmin's: any store. */
const ANY_COMPANY: RawStatement = { name: 'banco_store_row_any', text: `${STORE_SELECT} where s.id = $1` };

/** GET /stores/{id}: the stores list's row for one id, or null when the scope does not see it. */
export async function readStoreRow(reads: RawReads, scope: TenantScope, id: number): Promise<StoresPage['stores'][number] | null> {
  const [row] = scope.all
    ? await reads.select<StoreListRow>(ANY_COMPANY, [id])
    : (await reads.selectScoped(scope, [rawQuery<StoreListRow>(IN_SCOPE, [id, scope.companyId, scope.storeIds])]))[0];
  return row ? storeEntryOf(row) : null;
}

/** The list's filters; null: not filtered. `pattern` is an ILIKE pattern (common/like.ts). */
export interface StoresFilter {
  status: string | null;
  companyId: number | null;
  pattern: string | null;
}

/**
 * The stores of the list: $1 the scope's company (null: any), $2 the caller's stores (null: all),
 * $3 status, $4 company, $5 the search over name, code, city and address. One fixed text whatever
 * the filters, so that it is prepared once.
 */
const MATCHING = `where ($1::int is null or s.company_id = $1) and ($2::int[] is null or s.id = any($2::int[]))
  and ($3::text is null or s.status = $3) and ($4::int is null or s.company_id = $4)
  and ($5::text is null or s.name ilike $5 or s.code ilike $5 or s.city ilike $5 or s.address ilike $5)`;
const PAGE_COUNT: RawStatement = { name: 'banco_stores_count', text: `select count(*) as total from stores s ${MATCHING}` };
const PAGE_ROWS: RawStatement = { name: 'banco_stores_page', text: `${STORE_SELECT} ${MATCHING} order by s.name asc, s.id asc limit $6 offset $7` };

/**
 * A page of GET /stores with its total, as two queries for the caller's read: the total first (a
 * count, so that the page can stop at its last row), then the page with its company and manager
 * names and its counts. `storesPageOf` reads their rows.
 */
export function storesPageQueries(scope: TenantScope, filter: StoresFilter, window: { limit: number; offset: number }) {
  const values = [scope.all ? null : scope.companyId, scope.all ? null : scope.storeIds, filter.status, filter.companyId, filter.pattern];
  return [rawQuery<{ total: number | string }>(PAGE_COUNT, values), rawQuery<StoreListRow>(PAGE_ROWS, [...values, window.limit, window.offset])] as const;
}

export function storesPageOf(counted: readonly { total: number | string }[], rows: readonly StoreListRow[]): StoresPage {
  return { total: Number(counted[0]?.total ?? 0), stores: rows.map(storeEntryOf) };
}
