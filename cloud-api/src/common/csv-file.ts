import type { FileAnswer } from '@banco/shared';
import { stringify } from 'csv-stringify/sync';

/** A number as the exports write it ('-12,50', '3', '1.199,00'): safe to leave as it is. */
const PLAIN_NUMBER = /^[-+]?\d+([.,]\d+)*$/;

/**
 * A text a spreadsheet would run as a formula ('=HYPERLINK(…)', '+…', '-…', '@…', or after a tab or
 * a carriage return) gets a leading apostrophe, so Excel and LibreOffice show it as text (OWASP's
 * "CSV injection"): names, notes and supplier fields are typed by shop staff, and the file is opened
 * by the owner. Plain numbers, negative amounts among them, stay numbers.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * A CSV file as Italian spreadsheets open it: `;` between fields (the comma is the decimal mark), a
 * UTF-8 byte-order mark so accents survive Excel, CRLF lines, quotes where a value needs them
 * (csv-stringify, node-csv's well-kept writer).
 */
export function csvFile(filename: string, header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): FileAnswer {
  const cells = rows.map((row) => row.map((value) => (value === null ? '' : typeof value === 'string' ? spreadsheetText(value) : value)));
  const text = stringify([header, ...cells], { delimiter: ';', record_delimiter: 'windows' });
  return { filename, content_type: 'text/csv; charset=utf-8', bytes: new TextEncoder().encode(`\uFEFF${text}`) };
}

/** An amount ("199.90") as an Italian spreadsheet reads it in a CSV: the comma as the decimal mark. */
export function csvAmount(value: string | null): string | null {
  return value === null ? null : value.replace('.', ',');
}
