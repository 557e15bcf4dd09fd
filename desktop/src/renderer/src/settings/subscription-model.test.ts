import { describe, expect, it } from 'vitest';
import { usageColor, usagePercent } from './subscription-model.ts';

describe('usagePercent', () => {
  it('draws no bar for unlimited (-1) or without a plan', () => {
    expect(usagePercent(4, -1)).toBeNull();
    expect(usagePercent(4, null)).toBeNull();
  });
  it('is the share of the limit, capped at 100', () => {
    expect(usagePercent(1, 4)).toBe(25);
    expect(usagePercent(2, 3)).toBe(67);
    expect(usagePercent(7, 5)).toBe(100);
    expect(usagePercent(0, 0)).toBe(100);
  });
});

describe('usageColor', () => {
  it('warns near the limit and alarms at it', () => {
    expect(usageColor(50)).toBe('blue');
    expect(usageColor(80)).toBe('orange');
    expect(usageColor(100)).toBe('red');
  });
});
