import type { TenantScope } from '../../common/tenancy.ts';
import type { RawReads, RawStatement } from '../../db/raw-reads.ts';
import { STORE_COUNTS, storeEntryOf, type StoreListRow, type StoresPage } from './stores-list.ts';

const STORE_ROW = `select s.*, c.name as company_name, m.first_name as manager_first_name, m.last_name as manager_last_name, ${STORE_COUNTS}
  from stores s
  join companies c on c.id = s.company_id
  left join users m on m.id = s.manager_id
  where s.id = $1`;

/** A store of the scope: its company and, for managers and consultants ($3 not null), their stores. */
const IN_SCOPE: RawStatement = {
  name: 'banco_store_row',
  text: `${STORE_ROW} and s.company_id = $2 and ($3::int[] is null or s.id = any($3::int[]))`,
};
/** The superadmin's: any store. */
const ANY_COMPANY: RawStatement = { name: 'banco_store_row_any', text: STORE_ROW };

/**
 * GET /stores/{id}: the stores list's row for one id, or null when the scope does not see it. Raw
 * (db/raw-reads.ts) because it is a hot read: a prepared statement instead of a QueryBuilder built
 * at every request, and on PostgreSQL BEGIN and the scope's settings in one round trip. The
 * statement restricts to the scope itself, as the tenant filter would (company, and the caller's
 * stores); row-level security still walls it as the tenant role.
 */
export async function readStoreRow(reads: RawReads, scope: TenantScope, id: number): Promise<StoresPage['stores'][number] | null> {
  const [row] = scope.all
    ? await reads.select<StoreListRow>(ANY_COMPANY, [id])
    : await reads.selectScoped(scope, (select) => select<StoreListRow>(IN_SCOPE, [id, scope.companyId, scope.storeIds]));
  return row ? storeEntryOf(row) : null;
}
