import type { TenantScope } from './tenancy.ts';
import { intArray } from './sql-list.ts';

/**
 * The caller's scope as a SQL condition for raw reads of store-owned rows (`alias.company_id`, `alias.store_id`): the
 * company's rows, a manager's or consultant's own stores, everything for the superadmin. Row-level
 * security walls the company underneath; the store restriction is this one's (as the ORM filter's).
 */
export function scopeCondition(scope: TenantScope, alias: string, storeColumn = 'store_id'): { sql: string; params: unknown[] } {
  if (scope.all) return { sql: 'true', params: [] };
  if (scope.storeIds === null) return { sql: `${alias}.company_id = ?`, params: [scope.companyId] };
  // one text whatever the number of stores (an empty list matches nothing)
  return { sql: `${alias}.company_id = ? and ${alias}.${storeColumn} = any(?::int[])`, params: [scope.companyId, intArray(scope.storeIds)] };
}

/** Whether the caller sees only some stores of its company ('Visualizzazione limitata ai negozi di tua competenza'). */
export function limitedToOwnStores(scope: TenantScope): boolean {
  return !scope.all && scope.storeIds !== null;
}
