import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/it';

// the date fields read and show 'DD/MM/YYYY' (Mantine's DateInput parses a custom format through this plugin)
dayjs.extend(customParseFormat);

/** The locale of Mantine's calendars: Italian month and day names, weeks from Monday. */
export const DATES_LOCALE = 'it';
