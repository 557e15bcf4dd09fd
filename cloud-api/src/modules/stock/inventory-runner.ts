import type { SqlEntityManager } from '@mikro-orm/sql';
import type { TenantScope } from '../../common/tenancy.ts';
import { rawQuery, type RawReads } from '../../db/raw-reads.ts';
import { shapedStatement } from '../../db/shaped-statement.ts';

/** A statement of the inventory's SQL (inventory-sql.ts): `?` placeholders, the values in order. */
export interface SqlPart {
  sql: string;
  params: unknown[];
  /** Keeps one plan for every value of its parameters (db/raw-reads.ts RawStatement.generic): inventory-sql.ts plannedOnce. */
  generic?: boolean;
}

/**
 * Where the inventory's statements run. The page, its totals and the files read through prepared raw
 * reads under the caller's scope (`onRawReads`): a text per filter shape, planned once per connection
 * (planning the page's three statements took half of its database time at a million pieces). A read
 * inside a write (the detail answered after an edit) runs on the write's EntityManager, which sees
 * what the write did (`onEntityManager`). Both read as the caller: under row-level security for a
 * company's user, above the tenants for the superadmin.
 */
export interface InventorySql {
  all<Row>(statement: SqlPart): Promise<Row[]>;
}

export const onEntityManager = (em: SqlEntityManager): InventorySql => ({
  all: <Row>(statement: SqlPart) => em.execute<Row[]>(statement.sql, statement.params),
});

export const onRawReads = (reads: RawReads, scope: TenantScope): InventorySql => ({
  async all<Row>(statement: SqlPart): Promise<Row[]> {
    const [rows] = await reads.selectScoped(scope, [rawQuery<Row>(shapedStatement('banco_inventory', numbered(statement.sql), statement.generic), statement.params)] as const);
    return rows;
  },
});

/** `?` → `$1`, `$2`, … in order (the inventory's texts hold no other question mark). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
