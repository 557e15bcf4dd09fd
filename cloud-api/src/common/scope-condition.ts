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

/**
 * scopeCondition, with a caller of one store (most managers and consultants) restricted by an equality:
 * an index on (company_id, store_id, x) then gives that store's rows in x's order, which `= any(…)`
 * does not before PostgreSQL 17 (the inventory's pages sorted by price, inventory-sql.ts).
 */
export function orderedScopeCondition(scope: TenantScope, alias: string): { sql: string; params: unknown[] } {
  const store = onlyStoreOf(scope);
  if (scope.all || store === null) return scopeCondition(scope, alias);
  return { sql: `${alias}.company_id = ? and ${alias}.store_id = ?`, params: [scope.companyId, store] };
}

/** The caller's one store, when it works in exactly one (orderedScopeCondition restricts to it by an equality); else null. */
export function onlyStoreOf(scope: TenantScope): number | null {
  return !scope.all && scope.storeIds?.length === 1 ? (scope.storeIds[0] ?? null) : null;
}

/** Whether the caller sees only some stores of its company ('Visualizzazione limitata ai negozi di tua competenza'). */
export function limitedToOwnStores(scope: TenantScope): boolean {
  return !scope.all && scope.storeIds !== null;
}
