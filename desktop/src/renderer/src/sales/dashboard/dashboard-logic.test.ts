import { describe, expect, it } from 'vitest';
import { parseMoney, type SalesDashboard } from '@banco/shared';
import { shiftBadgeText, shiftStartText } from './dashboard-texts.ts';
import { goalBarValue, goalColor, goalRows } from './goal-progress.ts';

describe('goalColor (spec 2 §4)', () => {
  it('is green at 100% or more, blue at 75% or more, orange below', () => {
    expect(goalColor(100)).toBe('green');
    expect(goalColor(250)).toBe('green');
    expect(goalColor(99)).toBe('blue');
    expect(goalColor(75)).toBe('blue');
    expect(goalColor(74)).toBe('orange');
    expect(goalColor(0)).toBe('orange');
  });
});

describe('goalBarValue', () => {
  it('fills the bar at most to 100 and never below 0', () => {
    expect(goalBarValue(82)).toBe(82);
    expect(goalBarValue(140)).toBe(100);
    expect(goalBarValue(-3)).toBe(0);
    expect(goalBarValue(Number.NaN)).toBe(0);
  });
});

describe('goalRows', () => {
  const goals: SalesDashboard['goals'] = {
    revenue: { target: parseMoney('3000.00'), actual: parseMoney('2450.00'), percent: 82 },
    sales_count: { target: 15, actual: 12, percent: 80 },
    new_customers: { target: 5, actual: 6, percent: 120 },
  };

  it("shows each goal's actual of target with the server's percent and its colour", () => {
    expect(goalRows(goals)).toEqual([
      { key: 'revenue', label: 'Fatturato', progressText: '2.450,00\u00a0€ di 3.000,00\u00a0€', percent: 82, color: 'blue', barValue: 82 },
      { key: 'sales_count', label: 'Vendite', progressText: '12 di 15', percent: 80, color: 'blue', barValue: 80 },
      { key: 'new_customers', label: 'Nuovi clienti', progressText: '6 di 5', percent: 120, color: 'green', barValue: 100 },
    ]);
  });
});

describe('active shift', () => {
  const shift = { id: 3, opened_by_name: 'Giulia Bianchi', opened_at: new Date(2026, 2, 14, 9, 15).toISOString() };
  it("reads 'Turno Attivo - {name}'", () => {
    expect(shiftBadgeText(shift)).toBe('Turno Attivo - Giulia Bianchi');
  });

  it('gives the start time of today, the day too for a shift left open since another day', () => {
    expect(shiftStartText(shift.opened_at, new Date(2026, 2, 14, 17, 0))).toBe('dalle 09:15');
    expect(shiftStartText(shift.opened_at, new Date(2026, 2, 15, 8, 0))).toBe('dal 14/03, 09:15');
  });
});
