import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATES_LOCALE } from './dates.ts';

describe('date fields setup', () => {
  it('reads a typed DD/MM/YYYY date as the API\'s YYYY-MM-DD, with Italian month names', () => {
    expect(dayjs('31/12/2099', 'DD/MM/YYYY', DATES_LOCALE, true).format('YYYY-MM-DD')).toBe('2099-12-31');
    expect(dayjs('31/02/2099', 'DD/MM/YYYY', DATES_LOCALE, true).isValid()).toBe(false);
    expect(dayjs('2025-03-07').locale(DATES_LOCALE).format('D MMMM YYYY')).toBe('7 marzo 2025');
  });
});
