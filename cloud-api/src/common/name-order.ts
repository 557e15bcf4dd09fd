import { raw, type QueryOrderMap } from '@mikro-orm/core';

/**
 * Names in the order a person expects, whatever the database's collation: in lower case first, then as
 * written, so that 'iPhone 15' comes between 'Galaxy S24' and 'Xiaomi 14'. PGlite, and a PostgreSQL
 * database of C or C.UTF-8 collation, compare text by code point and put every capital before every
 * lower-case letter. The catalogue, the suppliers, the stores and the inventory by product name use it.
 */
export const foldedName = (column: string): string => `lower(${column})`;

/** For a raw statement: `column` in that order (its ties are the caller's to break, by id). */
export const nameAnyCaseSql = (column: string): string => `${foldedName(column)} asc, ${column} asc`;

/**
 * For the EntityManager and the query builder: by `name` in that order, then by id. A new raw fragment
 * at each call, on the query's own alias of the entity (a join may bring another `name`).
 */
export function byNameAnyCase<T extends { name: string; id: number }>(): QueryOrderMap<T>[] {
  return [
    { [raw((alias) => foldedName(`${alias}.name`))]: 'asc' },
    { name: 'asc' },
    { id: 'asc' },
  ] as QueryOrderMap<T>[];
}
