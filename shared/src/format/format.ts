/**
 * Dates and money as Banco shows them (spec 1 §9): Italian locale, euro — on screen (the renderer) and
 * on paper (the server's PDFs), in the local time zone of the process. Counts and percentages: numbers.ts.
 */
import { UNLIMITED } from '../api/companies.ts';
import { centsToMoney, type MoneyString } from '../money/money.ts';
import { moreCount } from '../validation/plural.ts';
import { LOCALE } from './numbers.ts';

export { formatCount, formatPercent } from './numbers.ts';

// 'always': Italian CLDR would leave 4-digit amounts ungrouped (1234,50 €); prices read better as 1.234,50 €.
const currency = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** The date formats of one time zone (undefined: the process's own). */
function dateFormats(timeZone: string | undefined) {
  const zone = timeZone === undefined ? {} : { timeZone };
  return {
    date: new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', ...zone }),
    dateTime: new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', ...zone }),
    longDate: new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...zone }),
  };
}

let formats = dateFormats(undefined);
let formatsZone: string | undefined;

/**
 * The time zone the moments are shown in: the signed-in user's preference on screen (Profilo → Fuso
 * orario); undefined, the process's own (the server's PDFs, the login screen). Calendar days
 * (formatDay) have no time zone.
 */
export function setDisplayTimeZone(timeZone: string | undefined): void {
  if (timeZone === formatsZone) return;
  formats = dateFormats(timeZone);
  formatsZone = timeZone;
}

function toDate(value: Date | string | number): Date | null {
  const parsed = value instanceof Date ? value : new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * '1234.50' → '1.234,50 €'. The one place money is shown: Intl reads the decimal string as an exact
 * decimal, so no float ever stands between the server's amount and the screen.
 */
export function formatMoney(value: MoneyString): string {
  // MONEY_PATTERN makes every MoneyString a numeric literal; TypeScript cannot see through the brand
  return currency.format(value as Intl.StringNumericLiteral);
}

/** 2990 → '29,90 €' (amounts the screens compute in cents). */
export function formatCents(cents: number): string {
  return formatMoney(centsToMoney(cents));
}

/** '21/11/2025'; '' for a missing or invalid value. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const parsed = toDate(value);
  return parsed ? formats.date.format(parsed) : '';
}

/** A calendar date of the API ('YYYY-MM-DD') as '31/12/2025', without time-zone shifts; '—' when absent. */
export function formatDay(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
}

/** '21/11/2025, 14:05'. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const parsed = toDate(value);
  return parsed ? formats.dateTime.format(parsed) : '';
}

/** 'venerdì 21 novembre 2025'. */
export function formatLongDate(value: Date | string | number): string {
  const parsed = toDate(value);
  return parsed ? formats.longDate.format(parsed) : '';
}

/** A plan maximum: -1 is unlimited, shown as infinity (spec 1 §9); '—' when there is none. */
export function limitText(max: number | null | undefined): string {
  if (max === null || max === undefined) return '—';
  return max === UNLIMITED ? '∞' : String(max);
}

/** Used against maximum: '2 / 5', '3 / ∞'; just the count when there is no maximum (no plan). */
export function usageText(used: number, max: number | null | undefined): string {
  return max === null || max === undefined ? String(used) : `${used} / ${limitText(max)}`;
}

/** A list cut to its first `max` names, then '+1 altro' / '+N altri' (spec 1 §2, §9: stores of a user). */
export function namesSummary(names: readonly string[], max: number): { shown: string[]; more: string | null } {
  const shown = names.slice(0, max);
  return { shown, more: moreCount(names.length - shown.length) };
}
