import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATES_LOCALE, parseTypedDay } from './dates.ts';

describe('date fields setup', () => {
  it('reads a typed DD/MM/YYYY date as the API\'s YYYY-MM-DD, with Italian month names', () => {
    expect(dayjs('31/12/2099', 'DD/MM/YYYY', DATES_LOCALE, true).format('YYYY-MM-DD')).toBe('2099-12-31');
    expect(dayjs('31/02/2099', 'DD/MM/YYYY', DATES_LOCALE, true).isValid()).toBe(false);
    expect(dayjs('2025-03-07').locale(DATES_LOCALE).format('D MMMM YYYY')).toBe('7 marzo 2025');
  });
});

describe('a typed day', () => {
  it('is read strictly: a day that does not exist is none, never the next month', () => {
    expect(parseTypedDay('31/12/2025')).toBe('2025-12-31');
    expect(parseTypedDay(' 1/2/2025 ')).toBe('2025-02-01');
    expect(parseTypedDay('29/02/2024')).toBe('2024-02-29');
    for (const wrong of ['31/02/2026', '29/02/2025', '00/01/2025', '12/13/2025', '2025-12-31', 'domani', '']) expect(parseTypedDay(wrong)).toBeNull();
  });

  it('may be typed with dots, dashes or as eight digits, still strictly', () => {
    expect(parseTypedDay('15032020')).toBe('2020-03-15');
    expect(parseTypedDay('15.03.2020')).toBe('2020-03-15');
    expect(parseTypedDay('1.3.2020')).toBe('2020-03-01');
    expect(parseTypedDay('15-03-2020')).toBe('2020-03-15');
    for (const wrong of ['31022026', '1503202', '150320201', '20200315', '15.13.2020', '2020-03-15', '15/03-2020']) expect(parseTypedDay(wrong)).toBeNull();
  });
});
