import { addDaysIso } from '../dates.ts';
import type { ProductCategory } from '../products/products.ts';

/** A line's window shows as expiring when this many days or fewer are left (spec 2 §4, §9). */
export const RETURN_EXPIRING_DAYS = 3;

/** The return status of a sold line by its window (spec 2 §4: valid, expiring, expired, not returnable). */
export type ReturnWindowStatus = 'valid' | 'expiring' | 'expired' | 'not_returnable';

export interface ReturnWindow {
  status: ReturnWindowStatus;
  /** The last day a return is accepted ('YYYY-MM-DD'); null when the category is not returnable. */
  lastDay: string | null;
  /** Days left after today (0 on the last day); negative once expired; null when not returnable. */
  daysLeft: number | null;
}

/** The store's return days by category (warehouse settings): smartphones theirs, every other category the accessories'. */
export function returnDaysFor(category: ProductCategory, settings: { return_days_smartphone: number; return_days_accessories: number }): number {
  return category === 'Smartphone' ? settings.return_days_smartphone : settings.return_days_accessories;
}

const dayNumber = (isoDate: string): number => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/**
 * A sold line's window (spec 2 §9: from the purchase day, expiring at 3 days or fewer): `days` after
 * the sale's day (Italy's), 0 days meaning the category is not returnable in this store.
 */
export function returnWindow(saleDay: string, today: string, days: number): ReturnWindow {
  if (days <= 0) return { status: 'not_returnable', lastDay: null, daysLeft: null };
  const lastDay = addDaysIso(saleDay, days);
  const daysLeft = dayNumber(lastDay) - dayNumber(today);
  const status: ReturnWindowStatus = daysLeft < 0 ? 'expired' : daysLeft <= RETURN_EXPIRING_DAYS ? 'expiring' : 'valid';
  return { status, lastDay, daysLeft };
}
