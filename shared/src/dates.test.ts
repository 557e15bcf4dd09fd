import { describe, expect, it } from 'vitest';
import { todayIso } from './dates.ts';

describe('todayIso', () => {
  it("changes day at Italy's midnight, to the millisecond, in winter and in summer time", () => {
    expect(todayIso(new Date('2026-12-31T22:59:59.999Z'))).toBe('2026-12-31');
    expect(todayIso(new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01');
    expect(todayIso(new Date('2026-06-30T21:59:59.999Z'))).toBe('2026-06-30');
    expect(todayIso(new Date('2026-06-30T22:00:00.000Z'))).toBe('2026-07-01');
  });

  it('answers any instant asked, in any order (one formatting per minute is only a cache)', () => {
    expect(todayIso(new Date('2027-03-01T10:00:30Z'))).toBe('2027-03-01');
    expect(todayIso(new Date('2027-03-01T10:00:59Z'))).toBe('2027-03-01');
    expect(todayIso(new Date('2020-02-29T12:00:00Z'))).toBe('2020-02-29');
    expect(todayIso(new Date('2027-03-01T10:00:01Z'))).toBe('2027-03-01');
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an invalid date as before', () => {
    expect(() => todayIso(new Date('not a date'))).toThrow(RangeError);
  });
});
