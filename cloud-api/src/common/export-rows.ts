import { EXPORT_ROWS_MAX, MSG } from '@banco/shared';
import { AppError } from '../http/errors.ts';

/**
 * A list's file (CSV or Excel) holds at most EXPORT_ROWS_MAX rows. A larger selection is refused
 * (422, with what to do) after its count and before its rows are read: a file is never cut short.
 */
export function assertExportable(rows: number): void {
  if (rows > EXPORT_ROWS_MAX) throw new AppError(422, MSG.exportTooLarge);
}
