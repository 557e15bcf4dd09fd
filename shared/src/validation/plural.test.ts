import { describe, expect, it } from 'vitest';
import { isPlanFull, planLimitMessage } from '../plans/plan-limits.ts';
import { countOf, moreCount } from './plural.ts';

describe('Italian counts', () => {
  it('agrees the noun with the number', () => {
    expect(countOf(1, 'negozio', 'negozi')).toBe('1 negozio');
    expect(countOf(0, 'negozio', 'negozi')).toBe('0 negozi');
    expect(countOf(5, 'negozio', 'negozi')).toBe('5 negozi');
  });

  it("says '+1 altro' and '+3 altri', nothing when nothing is left out", () => {
    expect(moreCount(1)).toBe('+1 altro');
    expect(moreCount(3)).toBe('+3 altri');
    expect(moreCount(0)).toBeNull();
  });
});

describe('plan limits', () => {
  it('a plan is full at its maximum; unlimited (-1) and no plan never are', () => {
    expect(isPlanFull(1, 1)).toBe(true);
    expect(isPlanFull(0, 1)).toBe(false);
    expect(isPlanFull(500, -1)).toBe(false);
    expect(isPlanFull(3, null)).toBe(false);
  });

  it("names the limit in good Italian: '1 negozio', '3 utenti'", () => {
    expect(planLimitMessage('stores', 'Single', 1)).toBe(
      'Limite del piano Single raggiunto: al massimo 1 negozio. Passa a un piano superiore per aggiungerne altri.',
    );
    expect(planLimitMessage('users', 'Single', 3)).toBe(
      'Limite del piano Single raggiunto: al massimo 3 utenti. Passa a un piano superiore per aggiungerne altri.',
    );
  });
});
