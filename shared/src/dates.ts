import { DEFAULT_TIMEZONE, TRIAL_DAYS } from './constants.ts';

// Calendar dates ('YYYY-MM-DD') as the shop lives them: "today" is the date in Italy, on the
// server and at the counter alike (trial ends, expired activation codes, subscription dates).

/** Built once: a DateTimeFormat with a time zone costs far more to build than to use (every inventory row asks). */
const ITALIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The last day formatted and the UTC minute it was for (formatting is the cost: every inventory row asks). */
let lastDay = { minute: Number.NaN, day: '' };

/**
 * Today's calendar date in Italy, 'YYYY-MM-DD'. Formatted once per minute: Italy's day can only change
 * on a whole UTC minute (its offsets are whole hours), so every instant of one minute has one day.
 */
export function todayIso(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: ITALIAN_DAY.format(now) };
  return lastDay.day;
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDaysIso(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last day of a trial that starts on `startIso` (TRIAL_DAYS later). */
export function trialEndDate(startIso: string): string {
  return addDaysIso(startIso, TRIAL_DAYS);
}

/** A validity end date is past when it is before today (in Italy); no end date never expires. */
export function isPastDate(isoDate: string | null | undefined, today: string = todayIso()): boolean {
  return isoDate !== null && isoDate !== undefined && isoDate !== '' && isoDate < today;
}
