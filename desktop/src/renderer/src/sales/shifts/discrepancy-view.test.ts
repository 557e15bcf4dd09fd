import { describe, expect, it } from 'vitest';
import { parseMoney } from '@banco/shared';
import { discrepancyView, signedMoney } from './discrepancy-view.ts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('discrepancy view', () => {
  it('is even when the count matches the expected cash', () => {
    const view = discrepancyView(parseMoney('174.40'), 17_440);
    expect(view).toMatchObject({ differenceCents: 0, withinTolerance: true, requiresApproval: false, headline: 'Cassa in pari', color: 'green' });
    expect(nbsp(view.differenceText)).toBe('0,00 €');
  });

  it('accepts a shortage up to 5 € without approval (spec 2 §5.6)', () => {
    const view = discrepancyView(parseMoney('174.40'), 17_200);
    expect(view).toMatchObject({ differenceCents: -240, withinTolerance: true, requiresApproval: false, color: 'yellow' });
    expect(nbsp(view.headline)).toBe('Ammanco di 2,40 €');
    expect(nbsp(view.differenceText)).toBe('-2,40 €');
    expect(nbsp(view.status)).toContain('entro la tolleranza di 5,00 €');
    expect(discrepancyView(parseMoney('100.00'), 10_500).requiresApproval).toBe(false);
  });

  it('asks for approval beyond 5 €, short or over', () => {
    const short = discrepancyView(parseMoney('100.00'), 9_300);
    expect(short).toMatchObject({ differenceCents: -700, withinTolerance: false, requiresApproval: true, color: 'red' });
    expect(nbsp(short.headline)).toBe('Ammanco di 7,00 €');
    expect(nbsp(short.status)).toContain("serve l'approvazione di un manager");
    const over = discrepancyView(parseMoney('100.00'), 10_501);
    expect(over.requiresApproval).toBe(true);
    expect(nbsp(over.headline)).toBe('Eccedenza di 5,01 €');
    expect(nbsp(over.differenceText)).toBe('+5,01 €');
  });

  it('signs amounts', () => {
    expect(nbsp(signedMoney(300))).toBe('+3,00 €');
    expect(nbsp(signedMoney(-123_456))).toBe('-1.234,56 €');
  });
});
