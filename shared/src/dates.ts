import { DEFAULT_TIMEZONE, TRIAL_DAYS } from './constants.ts';

// Calendar dates ('YYYY-MM-DD') as the shop lives them: "today" is the date in Italy, on the
// server and at the counter alike (trial ends, expired activation codes, subscription dates).

/** Built once: a DateTimeFormat with a time zone costs far more to build than to use (every inventory row asks). */
const ITALIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date in Italy, 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return ITALIAN_DAY.format(now);
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
