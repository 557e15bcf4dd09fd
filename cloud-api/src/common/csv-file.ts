import type { FileAnswer } from '@banco/shared';
import { stringify } from 'csv-stringify/sync';

/**
 * A CSV file as Italian spreadsheets open it: `;` between fields (the comma is the decimal mark), a
 * UTF-8 byte-order mark so accents survive Excel, CRLF lines, quotes where a value needs them
 * (csv-stringify, node-csv's well-kept writer).
 */
export function csvFile(filename: string, header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): FileAnswer {
  const text = stringify([header, ...rows.map((row) => row.map((value) => value ?? ''))], { delimiter: ';', record_delimiter: 'windows' });
  return { filename, content_type: 'text/csv; charset=utf-8', bytes: new TextEncoder().encode(`\uFEFF${text}`) };
}

/** An amount ("199.90") as an Italian spreadsheet reads it in a CSV: the comma as the decimal mark. */
export function csvAmount(value: string | null): string | null {
  return value === null ? null : value.replace('.', ',');
}
