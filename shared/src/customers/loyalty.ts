import { parseMoney, type MoneyString } from '../money/money.ts';

/**
 * The loyalty programme ProFylo (spec 2 §4, §5.2, §9). Balances and lifetime points are derived
 * from the points ledger; the tier follows the lifetime points, so converting points into a coupon
 * never lowers it.
 */
export const LOYALTY_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

/** The lifetime points from which each tier starts (spec 2 §9). */
export const LOYALTY_TIER_THRESHOLDS: Readonly<Record<LoyaltyTier, number>> = {
  bronze: 0,
  silver: 500,
  gold: 1500,
  platinum: 3000,
};

export const LOYALTY_TIER_LABELS: Readonly<Record<LoyaltyTier, string>> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

/** Points are converted into coupons in blocks of 100 (spec 2 §5.2, §9). */
export const POINTS_PER_COUPON_BLOCK = 100;

/** The most one coupon is worth: 10.000,00 € (a balance worth more is a slip of a manual assignment, not loyalty). */
export const COUPON_VALUE_MAX_CENTS = 1_000_000;

/**
 * The most points entries a customer's detail lists: the newest, beside how many the ledger holds
 * (a customer earns an entry at every purchase). The right-of-access export lists them all.
 */
export const POINTS_HISTORY_SHOWN = 100;
/**
 * Issue 8: the defaults of the company settings (Impostazioni → Azienda) that price one block and set
 * the coupon's validity, with their bounds.
 */
export const COUPON_VALUE_PER_BLOCK: MoneyString = parseMoney('5.00');
export const COUPON_VALIDITY_MONTHS = 12;
export const MAX_COUPON_VALUE_PER_BLOCK: MoneyString = parseMoney('100.00');
export const MAX_COUPON_VALIDITY_MONTHS = 60;

/** The largest manual assignment accepted at once (a typo guard, not a spec rule). */
export const MAX_MANUAL_POINTS = 100_000;

export interface TierProgress {
  tier: LoyaltyTier;
  next_tier: LoyaltyTier | null;
  /** Lifetime points still missing for the next tier; 0 at platinum. */
  points_to_next_tier: number;
  /** 0–100 within the current tier; 100 at platinum (spec 2 §4). */
  progress_percent: number;
}

/** The tier of `lifetimePoints` and the way to the next one. */
export function tierProgress(lifetimePoints: number): TierProgress {
  const points = Math.max(0, lifetimePoints);
  const index = LOYALTY_TIERS.findLastIndex((tier) => points >= LOYALTY_TIER_THRESHOLDS[tier]);
  const tier = LOYALTY_TIERS[index] ?? 'bronze';
  const next = LOYALTY_TIERS[index + 1] ?? null;
  if (next === null) return { tier, next_tier: null, points_to_next_tier: 0, progress_percent: 100 };
  const from = LOYALTY_TIER_THRESHOLDS[tier];
  const to = LOYALTY_TIER_THRESHOLDS[next];
  return {
    tier,
    next_tier: next,
    points_to_next_tier: to - points,
    progress_percent: Math.floor(((points - from) * 100) / (to - from)),
  };
}

/** The points a conversion takes: the balance rounded down to hundreds (spec 2 §8). */
export function convertiblePoints(balance: number): number {
  return Math.max(0, Math.floor(balance / POINTS_PER_COUPON_BLOCK) * POINTS_PER_COUPON_BLOCK);
}
