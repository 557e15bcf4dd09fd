import { describe, expect, it } from 'vitest';
import { changeCents, isFullyPaid, paymentAmountError, paymentState, quickPaymentCents, type PaymentPart } from './payments.ts';
import { SALE_MSG } from './sale-messages.ts';

const cash = (amountCents: number): PaymentPart => ({ method: 'cash', amountCents });
const card = (amountCents: number): PaymentPart => ({ method: 'card', amountCents });

describe('the payment summary (spec 2 §4)', () => {
  it("is 'Rimanente' while something is due, 'Completato' within a cent, 'Resto' when overpaid", () => {
    expect(paymentState(124_990, [card(100_000)])).toEqual({ kind: 'remaining', label: 'Rimanente', cents: 24_990 });
    expect(paymentState(124_990, [card(100_000), cash(24_989)])).toEqual({ kind: 'complete', label: 'Completato', cents: 0 });
    expect(paymentState(124_990, [card(100_000), cash(24_991)])).toEqual({ kind: 'complete', label: 'Completato', cents: 0 });
    expect(paymentState(124_990, [card(100_000), cash(25_000)])).toEqual({ kind: 'change', label: 'Resto', cents: 10 });
    expect(paymentState(124_990, [card(100_000), cash(30_000)])).toEqual({ kind: 'change', label: 'Resto', cents: 5_010 });
    expect(paymentState(4_250, [])).toEqual({ kind: 'remaining', label: 'Rimanente', cents: 4_250 });
  });

  it('completes only when fully paid, with change only from cash', () => {
    expect(isFullyPaid(124_990, [card(100_000)])).toBe(false);
    expect(isFullyPaid(124_990, [card(100_000), cash(24_990)])).toBe(true);
    expect(isFullyPaid(4_250, [cash(5_000)])).toBe(true);
    expect(changeCents(4_250, [cash(5_000)])).toBe(750);
    // a card cannot be charged more than is due: no change from it
    expect(isFullyPaid(4_250, [card(5_000)])).toBe(false);
    expect(isFullyPaid(4_250, [cash(500), card(5_000)])).toBe(false);
    // nor handed cash the sale did not need: the card already paid it all
    expect(isFullyPaid(4_250, [card(4_250), cash(5_000)])).toBe(false);
  });
});

describe('a payment amount (spec 2 §5.3)', () => {
  it('is above 0 and, except cash, not above what remains', () => {
    expect(paymentAmountError('card', 0, 4_250)).toBe(SALE_MSG.invalidAmount);
    expect(paymentAmountError('card', -100, 4_250)).toBe(SALE_MSG.invalidAmount);
    expect(paymentAmountError('card', 4_251, 4_250)).toBe(SALE_MSG.invalidAmount);
    expect(paymentAmountError('installments', 4_250, 4_250)).toBeNull();
    expect(paymentAmountError('cash', 5_000, 4_250)).toBeNull();
    expect(paymentAmountError('cash', 0.5, 4_250)).toBe(SALE_MSG.invalidAmount);
  });

  it('offers quick shares of what remains, to the cent', () => {
    expect([25, 50, 75, 100].map((percent) => quickPaymentCents(24_990, percent))).toEqual([6_248, 12_495, 18_743, 24_990]);
  });
});
