import { MSG } from '../validation/messages.ts';
import { todayIso } from '../dates.ts';

/** A customer's age limits in years (spec 2 §5.1, §9). */
export const CUSTOMER_MIN_AGE = 18;
export const CUSTOMER_MAX_AGE = 120;
/** An identity document is valid 10 years by default (spec 2 §5.1, §9). */
export const DOCUMENT_VALIDITY_YEARS = 10;

type Ymd = { year: number; month: number; day: number };

function parts(isoDate: string): Ymd {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** YYYY-MM-DD of a year, month and day, the day clamped to the month's last (29 February → 28). */
function isoOf({ year, month, day }: Ymd): string {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month - 1, Math.min(day, lastDay)));
  return date.toISOString().slice(0, 10);
}

/** Full years from `birthDate` to `today` (YYYY-MM-DD both); negative for a future birth date. */
export function ageInYears(birthDate: string, today: string = todayIso()): number {
  const birth = parts(birthDate);
  const now = parts(today);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The spec's message when the age is not 18–120 (a birth date after today included), else null. */
export function customerAgeError(birthDate: string, today: string = todayIso()): string | null {
  const age = ageInYears(birthDate, today);
  return age >= CUSTOMER_MIN_AGE && age <= CUSTOMER_MAX_AGE && birthDate <= today ? null : MSG.customerAgeOutOfRange;
}

/**
 * The document expiry the wizard proposes (spec 2 §5.1): 10 years after the issue date, on the
 * day and month of the birth date (as Italian identity cards expire on the holder's birthday);
 * without an issue date from today; without a birth date on the issue date's own day and month.
 */
export function defaultDocumentExpiry(
  dates: { issuedDate?: string | null; birthDate?: string | null },
  today: string = todayIso(),
): string {
  const base = parts(dates.issuedDate || today);
  const dayOf = dates.birthDate ? parts(dates.birthDate) : base;
  return isoOf({ year: base.year + DOCUMENT_VALIDITY_YEARS, month: dayOf.month, day: dayOf.day });
}

/** 'Il documento non può essere scaduto' when the expiry is before today; valid through its day. */
export function documentExpiryError(expiryDate: string, today: string = todayIso()): string | null {
  return expiryDate < today ? MSG.documentExpired : null;
}

/**
 * 'La data di rilascio non può essere futura' when the issue date is after today, else null (Banco's rule,
 * the spec is silent; that it is not before the birth date is checked with the whole body).
 */
export function documentIssuedError(issuedDate: string, today: string = todayIso()): string | null {
  return issuedDate > today ? MSG.documentIssuedInFuture : null;
}
