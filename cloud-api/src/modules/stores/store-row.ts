import type { TenantScope } from '../../common/tenancy.ts';
import { rawQuery, type RawReads, type RawStatement } from '../../db/raw-reads.ts';
import { STORE_COLUMNS, STORE_COUNTS, storeEntryOf, type StoreListRow, type StoresPage } from './stores-list.ts';

/**
 * GET /stores/{id} raw (db/raw-reads.ts; the page of GET /stores is stores-page.ts): prepared
 * statements instead of QueryBuilders built, inlined and planned at every request. On PostgreSQL the
 * scope's settings and the statement travel in one round trip. The statements restrict to the scope
 * themselves, as the tenant filter would (company, and the caller's stores); row-level security
 * still walls them as the tenant role.
 */
const STORE_SELECT = `select ${STORE_COLUMNS}, c.name as company_name, m.first_name as manager_first_name, m.last_name as manager_last_name, ${STORE_COUNTS}
  from stores s
  join companies c on c.id = s.company_id
  left join users m on m.id = s.manager_id`;

/** A store of the scope: its company and, for managers and consultants ($3 not null), their stores. */
const IN_SCOPE: RawStatement = {
  name: 'banco_store_row',
  byKey: true,
  text: `${STORE_SELECT} where s.id = $1 and s.company_id = $2 and ($3::int[] is null or s.id = any($3::int[]))`,
};
/** The superadmin's: any store. */
const ANY_COMPANY: RawStatement = { name: 'banco_store_row_any', text: `${STORE_SELECT} where s.id = $1` };

/** GET /stores/{id}: the stores list's row for one id, or null when the scope does not see it. */
export async function readStoreRow(reads: RawReads, scope: TenantScope, id: number): Promise<StoresPage['stores'][number] | null> {
  const [[row]] = await reads.selectScoped(scope, [
    scope.all ? rawQuery<StoreListRow>(ANY_COMPANY, [id]) : rawQuery<StoreListRow>(IN_SCOPE, [id, scope.companyId, scope.storeIds]),
  ] as const);
  return row ? storeEntryOf(row) : null;
}
