import { describe, expect, it } from 'vitest';
import { receiptPointsText } from './receipt-texts.ts';

describe('receiptPointsText', () => {
  it('writes the points earned and the balance as Italian counts', () => {
    expect(receiptPointsText(120, null)).toBe('+120');
    expect(receiptPointsText(1250, 16000)).toBe('+1.250 (saldo 16.000)');
  });
});
