/**
 * Trigram (pg_trgm) GIN indexes for the `ILIKE '%term%'` searches of the lists: a B-tree cannot
 * serve a pattern with a leading wildcard, a trigram index can (PostgreSQL, and PGlite with its
 * pg_trgm extension loaded, db/orm.ts). Declared on the entities so the schema check of
 * test/db.test.ts compares them with migration `..._list_indexes`.
 */
export function trigramIndexes(table: string, columns: readonly string[]): { name: string; expression: string }[] {
  return columns.map((column) => {
    const name = `${table}_${column}_trgm_index`;
    return { name, expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops)` };
  });
}
