import type { FileAnswer } from '@banco/shared';
import writeXlsxFile, { type Row } from 'write-excel-file/node';

/** A cell of an exported table: text, a number (amounts in euros, quantities) or nothing. */
export type SheetValue = string | number | null;

/**
 * An Excel workbook of one sheet (write-excel-file: small, maintained, writes real .xlsx with typed
 * cells, so amounts stay numbers a spreadsheet can sum). The header row is bold.
 */
export async function xlsxFile(filename: string, sheet: string, header: readonly string[], rows: readonly (readonly SheetValue[])[]): Promise<FileAnswer> {
  const data: Row[] = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map((value) => (value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String }))),
  ];
  const buffer = await writeXlsxFile(data, { sheet: sheet.slice(0, 31) }).toBuffer();
  return { filename, content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: Uint8Array.from(buffer) };
}
