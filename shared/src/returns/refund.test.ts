import { describe, expect, it } from 'vitest';
import { assessCondition } from './condition.ts';
import { balanceCreditCents, exchangeBalance, pointsToReverse, refundCalculation, refundLimitMessage, restockingFee } from './refund.ts';
import { isReturnCustomerQuery, returnSalesQuerySchema } from './returns.ts';

const settings = { restocking_fee_opened: 10, restocking_fee_damaged: 30 };

describe('restocking fee (spec 2 §9 waiver, the store percentages)', () => {
  it('is waived for a product that goes back on sale', () => {
    const scratched = assessCondition('Smartphone', ['scratches_minor', 'dents'], 50_000);
    expect(scratched.resellable).toBe(true);
    expect(restockingFee(scratched, settings)).toEqual({ percent: 0, cents: 0 });
  });

  it('takes the damaged percentage of the return value for a major defect', () => {
    // cracked screen: 80% off a €600 phone → €120 back, 30% of it kept
    const cracked = assessCondition('Smartphone', ['screen_cracks'], 60_000);
    expect(cracked.returnValueCents).toBe(12_000);
    expect(restockingFee(cracked, settings)).toEqual({ percent: 30, cents: 3_600 });
  });

  it('takes the opened percentage when the product is only worn', () => {
    // no critical checkpoint, but 75% of impact: not resellable, not damaged
    const worn = assessCondition('Smartphone', ['battery_health', 'camera_issues', 'scratches_minor'], 10_000);
    expect(worn).toMatchObject({ resellable: false, hasMajorDefect: false, totalImpact: 75, returnValueCents: 2_500 });
    expect(restockingFee(worn, settings)).toEqual({ percent: 10, cents: 250 });
  });
});

describe('refund methods (spec 2 §9)', () => {
  it('pays the original payment without fees', () => {
    expect(refundCalculation('original_payment', 20_000, 1_000)).toEqual({ method: 'original_payment', refundCents: 19_000, bonusCents: 0, processingFeeCents: 0, finalCents: 19_000, overLimit: false });
  });
  it('adds 5% to store credit', () => {
    expect(refundCalculation('store_credit', 8_400, 0)).toMatchObject({ bonusCents: 420, finalCents: 8_820 });
  });
  it('takes 2% of cash, and refuses above €999.99', () => {
    expect(refundCalculation('cash', 10_000, 0)).toMatchObject({ processingFeeCents: 200, finalCents: 9_800, overLimit: false });
    expect(refundCalculation('cash', 99_999, 0).overLimit).toBe(false);
    expect(refundCalculation('cash', 100_000, 0)).toMatchObject({ overLimit: true, finalCents: 99_999 - 2_000 });
    expect(refundLimitMessage('cash')).toBe('Limite superato (max €999.99)');
    expect(refundLimitMessage('store_credit')).toBeNull();
  });
  it('takes €2.50 of a bank transfer, never more than the refund', () => {
    expect(refundCalculation('bank_transfer', 5_000, 0)).toMatchObject({ processingFeeCents: 250, finalCents: 4_750 });
    expect(refundCalculation('bank_transfer', 100, 0)).toMatchObject({ processingFeeCents: 100, finalCents: 0 });
  });
  it('never refunds below zero', () => {
    expect(refundCalculation('store_credit', 1_000, 3_000)).toMatchObject({ refundCents: 0, finalCents: 0 });
  });
});

describe('exchange and points', () => {
  it('says who pays the difference', () => {
    expect(exchangeBalance(2_000, 3_500)).toEqual({ differenceCents: 1_500, direction: 'customer_pays' });
    expect(exchangeBalance(3_500, 2_000)).toEqual({ differenceCents: 1_500, direction: 'refund' });
    expect(exchangeBalance(2_000, 2_000)).toEqual({ differenceCents: 0, direction: 'even' });
  });
  it('takes back the returned share of the points, rounded down', () => {
    expect(pointsToReverse(100, 2_990, 10_000)).toBe(29);
    expect(pointsToReverse(0, 2_990, 10_000)).toBe(0);
    expect(pointsToReverse(10, 10_000, 10_000)).toBe(10);
  });
});

describe('step 1 search (spec 2 §5.5)', () => {
  it('accepts a phone of 10+ characters or a 16-character tax code', () => {
    expect(isReturnCustomerQuery('3331234567')).toBe(true);
    expect(isReturnCustomerQuery('333123456')).toBe(false);
    expect(isReturnCustomerQuery('rssmra80a01h501u')).toBe(true);
    expect(isReturnCustomerQuery('RSSMRA80A01H501')).toBe(false);
  });
  it('names the field that is missing', () => {
    const receipt = returnSalesQuerySchema.safeParse({ mode: 'receipt', receipt: '20' });
    expect(receipt.success ? null : receipt.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['receipt', 'Inserisci almeno 3 caratteri dello scontrino']]);
    const period = returnSalesQuerySchema.safeParse({ mode: 'period', date_from: '2026-11-02' });
    expect(period.success ? null : period.error.issues.map((issue) => issue.path.join('.'))).toEqual(['date_to']);
    expect(returnSalesQuerySchema.safeParse({ mode: 'period', date_from: '2026-11-02', date_to: '2026-11-01' }).success).toBe(false);
  });
});

describe('balanceCreditCents', () => {
  it("gives back as store credit the share of the refund the customer paid with balances, never more than the refund", () => {
    // €59 paid all with store credit: all of it comes back as credit
    expect(balanceCreditCents(5_900, 5_900, 5_900)).toBe(5_900);
    // €45 coupon + €14 card on €59: 45/59 of a €59 refund
    expect(balanceCreditCents(5_900, 4_500, 5_900)).toBe(4_500);
    // a worn product refunded at €40 of that sale: the same share of €40
    expect(balanceCreditCents(4_000, 4_500, 5_900)).toBe(3_051);
    expect(balanceCreditCents(5_900, 0, 5_900)).toBe(0);
    expect(balanceCreditCents(0, 4_500, 5_900)).toBe(0);
    expect(balanceCreditCents(1_000, 9_000, 5_900)).toBe(1_000);
  });
});
