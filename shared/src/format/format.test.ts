import { describe, expect, it } from 'vitest';
import { parseMoney } from '../money/money.ts';
import { STOCK_MSG } from '../stock/stock.ts';
import { countOf } from '../validation/plural.ts';
import { formatCents, formatCount, formatMoney, formatDate, formatDateTime, formatDay, formatLongDate, formatPercent, namesSummary, setDisplayTimeZone } from './format.ts';

describe('it-IT formatting', () => {
  it('formats euro amounts', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    const money = (value: string) => plain(formatMoney(parseMoney(value)));
    expect(money('1234.50')).toBe('1.234,50 €');
    expect(money('29.90')).toBe('29,90 €');
    expect(money('0.00')).toBe('0,00 €');
    expect(money('-1250000.00')).toBe('-1.250.000,00 €');
    expect(plain(formatCents(123450))).toBe('1.234,50 €');
    expect(plain(formatCents(5))).toBe('0,05 €');
    // the largest money (its cents are the largest safe integer): shown exactly as sent
    expect(money('90071992547409.91')).toBe('90.071.992.547.409,91 €');
  });

  it('formats dates and tolerates missing values', () => {
    expect(formatDate('2025-03-07T10:00:00')).toBe('07/03/2025');
    expect(formatDateTime('2025-03-07T10:05:00')).toBe('07/03/2025, 10:05');
    expect(formatDate(null)).toBe('');
    expect(formatDate('non una data')).toBe('');
    expect(formatLongDate(new Date(2025, 10, 21))).toBe('venerdì 21 novembre 2025');
  });
});

describe('counts and percentages', () => {
  it('groups every count by thousands, four digits too, as amounts are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(2_000_019_444)).toBe('2.000.019.444');
    // the texts that carry a count
    expect(STOCK_MSG.movementsShown(100, 1234)).toBe('Sono mostrati gli ultimi 100 movimenti su 1.234.');
    expect(countOf(1500, 'vendita', 'vendite')).toBe('1.500 vendite');
  });

  it('writes a percentage with the Italian decimal comma', () => {
    expect(formatPercent(15)).toBe('15%');
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('formatDay', () => {
  it('shows an API calendar date as DD/MM/YYYY without time-zone shifts, a dash when absent', () => {
    expect(formatDay('2025-12-31')).toBe('31/12/2025');
    expect(formatDay('2026-03-01')).toBe('01/03/2026');
    expect(formatDay(null)).toBe('—');
    expect(formatDay('')).toBe('—');
  });
});

describe('namesSummary', () => {
  it("shows the first names, then '+1 altro' or '+N altri'", () => {
    expect(namesSummary(['A', 'B', 'C'], 2)).toEqual({ shown: ['A', 'B'], more: '+1 altro' });
    expect(namesSummary(['A', 'B', 'C', 'D'], 2)).toEqual({ shown: ['A', 'B'], more: '+2 altri' });
    expect(namesSummary(['A'], 2)).toEqual({ shown: ['A'], more: null });
  });
});

describe('the time zone moments are shown in', () => {
  it("is the user's when set (Profilo → Fuso orario), the process's again when cleared; a calendar day has none", () => {
    const moment = '2026-11-28T23:30:00Z';
    try {
      setDisplayTimeZone('Europe/Rome');
      expect(formatDateTime(moment)).toBe('29/11/2026, 00:30');
      expect(formatDate(moment)).toBe('29/11/2026');
      setDisplayTimeZone('America/New_York');
      expect(formatDateTime(moment)).toBe('28/11/2026, 18:30');
      expect(formatLongDate(moment)).toBe('sabato 28 novembre 2026');
      expect(formatDay('2026-11-28')).toBe('28/11/2026');
    } finally {
      setDisplayTimeZone(undefined);
    }
    expect(formatDateTime('2025-03-07T10:05:00')).toBe('07/03/2025, 10:05');
  });
});
