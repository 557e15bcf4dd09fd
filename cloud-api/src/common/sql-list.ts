/**
 * `?, ?, ?`: one placeholder per value, for `in (...)` in raw SQL. MikroORM spreads an array bound
 * to a single `?` into a list, so `= any(?)` breaks and the list has to be written out; an empty
 * list is the caller's to handle (`in ()` is not SQL).
 */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/**
 * A PostgreSQL array literal of ids (`{1,2,3}`), bound as ONE text value and read as `= any(?::int[])`:
 * a statement whose text does not change with the number of ids (prepared once, raw-reads.ts), and
 * which MikroORM binds as it is (a JS array would be spread into a list). `ids` are integers.
 */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
