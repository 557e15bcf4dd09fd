/** node-postgres' value mapping for Bind (a public path, "pg/lib/*" in its exports, without typings). */
declare module 'pg/lib/utils.js' {
  /** A parameter as node-postgres sends it: arrays as PostgreSQL array literals, dates and numbers as text. */
  export function prepareValue(value: unknown): Buffer | string | null;
}
