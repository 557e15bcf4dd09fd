import { describe, expect, it } from 'vitest';
import { returnDaysFor, returnWindow } from './return-window.ts';

const settings = { return_days_smartphone: 14, return_days_accessories: 30 };

describe('the return window of a sold line (spec 2 §4, §9)', () => {
  it("takes the store's days by category: smartphones theirs, the rest the accessories'", () => {
    expect(returnDaysFor('Smartphone', settings)).toBe(14);
    expect(returnDaysFor('Tablet', settings)).toBe(30);
    expect(returnDaysFor('Accessori', settings)).toBe(30);
  });

  it('is valid, then expiring at 3 days or fewer, then expired; never with 0 days', () => {
    expect(returnWindow('2026-11-01', '2026-11-10', 14)).toEqual({ status: 'valid', lastDay: '2026-11-15', daysLeft: 5 });
    expect(returnWindow('2026-11-01', '2026-11-12', 14)).toEqual({ status: 'expiring', lastDay: '2026-11-15', daysLeft: 3 });
    expect(returnWindow('2026-11-01', '2026-11-15', 14)).toEqual({ status: 'expiring', lastDay: '2026-11-15', daysLeft: 0 });
    expect(returnWindow('2026-11-01', '2026-11-16', 14)).toEqual({ status: 'expired', lastDay: '2026-11-15', daysLeft: -1 });
    expect(returnWindow('2026-11-01', '2026-11-02', 0)).toEqual({ status: 'not_returnable', lastDay: null, daysLeft: null });
  });

  it('counts calendar days across months and years', () => {
    expect(returnWindow('2026-12-20', '2027-01-05', 30)).toEqual({ status: 'valid', lastDay: '2027-01-19', daysLeft: 14 });
  });
});
