import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/it';

// the date fields read and show 'DD/MM/YYYY' (Mantine's DateInput parses a custom format through this plugin)
dayjs.extend(customParseFormat);

/** The locale of Mantine's calendars: Italian month and day names, weeks from Monday. */
export const DATES_LOCALE = 'it';

/**
 * The ways a day is typed at the counter: with slashes, dots or dashes, or as eight digits on the
 * numeric keypad (15032020), which the field used to drop without a word when it was left.
 */
const TYPED_DAY_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DD.MM.YYYY', 'D.M.YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'DDMMYYYY'];

/**
 * A typed day ('31/12/2025', also '1/2/2025', '31.12.2025', '31-12-2025', '31122025') as the API's
 * 'YYYY-MM-DD', or null when no such day exists: '31/02/2026' is no date, where a lenient parse made it
 * 03/03/2026 and filtered by that. A field given null keeps its last valid day (Mantine's DateInput).
 */
export function parseTypedDay(text: string): string | null {
  const day = dayjs(text.trim(), TYPED_DAY_FORMATS, DATES_LOCALE, true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}
