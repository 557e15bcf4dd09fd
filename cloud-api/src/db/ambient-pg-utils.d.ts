/** node-postgres' value mapping and quoting (a public path, "pg/lib/*" in its exports, without typings; CommonJS). */
declare module 'pg/lib/utils.js' {
  const utils: {
    /** A parameter as node-postgres sends it: arrays as PostgreSQL array literals, dates and numbers as text. */
    prepareValue(value: unknown): Buffer | string | null;
    /** A string as a quoted SQL literal (doubled quotes, E'' with doubled backslashes when it has any). */
    escapeLiteral(text: string): string;
  };
  export default utils;
}
