/**
 * `?, ?, ?`: one placeholder per value, for `in (...)` in raw SQL. MikroORM spreads an array bound
 * to a single `?` into a list, so `= any(?)` breaks and the list has to be written out; an empty
 * list is the caller's to handle (`in ()` is not SQL).
 */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}
