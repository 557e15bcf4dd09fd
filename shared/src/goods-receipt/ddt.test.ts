import { describe, expect, it } from 'vitest';
import { receiptVariance, receiptVarianceFigure } from './ddt.ts';

describe('the variance between declared and loaded pieces (spec 3 §9)', () => {
  it('colours and flags it by its percentage', () => {
    expect(receiptVariance(100, 100)).toEqual({ difference: 0, percent: 0, tone: 'success', significant: false });
    expect(receiptVariance(100, 95)).toEqual({ difference: -5, percent: 5, tone: 'warning', significant: false });
    expect(receiptVariance(10, 12)).toEqual({ difference: 2, percent: 20, tone: 'danger', significant: true });
  });

  it('shows it signed, with Italian thousands and a minus sign', () => {
    expect(receiptVarianceFigure(receiptVariance(10, 1208))).toBe('+1.198 (11.980%)');
    expect(receiptVarianceFigure(receiptVariance(12, 9))).toBe('−3 (25%)');
    expect(receiptVarianceFigure(receiptVariance(12, 9), '-')).toBe('-3 (25%)');
  });
});
