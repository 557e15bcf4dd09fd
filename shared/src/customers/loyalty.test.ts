import { describe, expect, it } from 'vitest';
import { convertiblePoints, tierProgress } from './loyalty.ts';

describe('loyalty tiers (spec 2 §9: bronze 0, silver 500, gold 1500, platinum 3000)', () => {
  it('places lifetime points in their tier with the way to the next', () => {
    expect(tierProgress(0)).toEqual({ tier: 'bronze', next_tier: 'silver', points_to_next_tier: 500, progress_percent: 0 });
    expect(tierProgress(250)).toEqual({ tier: 'bronze', next_tier: 'silver', points_to_next_tier: 250, progress_percent: 50 });
    expect(tierProgress(499).tier).toBe('bronze');
    expect(tierProgress(500)).toEqual({ tier: 'silver', next_tier: 'gold', points_to_next_tier: 1000, progress_percent: 0 });
    expect(tierProgress(1499)).toEqual({ tier: 'silver', next_tier: 'gold', points_to_next_tier: 1, progress_percent: 99 });
    expect(tierProgress(1500).tier).toBe('gold');
    expect(tierProgress(2999)).toMatchObject({ tier: 'gold', next_tier: 'platinum', points_to_next_tier: 1 });
  });

  it('is 100% at platinum, with no next tier', () => {
    expect(tierProgress(3000)).toEqual({ tier: 'platinum', next_tier: null, points_to_next_tier: 0, progress_percent: 100 });
    expect(tierProgress(12_345)).toEqual({ tier: 'platinum', next_tier: null, points_to_next_tier: 0, progress_percent: 100 });
  });
});

describe('coupon conversion (spec 2 §5.2, §8: blocks of 100, rounded down)', () => {
  it('takes the balance rounded down to hundreds', () => {
    expect(convertiblePoints(99)).toBe(0);
    expect(convertiblePoints(100)).toBe(100);
    expect(convertiblePoints(349)).toBe(300);
    expect(convertiblePoints(-20)).toBe(0);
  });
});
