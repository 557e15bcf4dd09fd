import { centsToMoney, percentOfCents } from '../money/money.ts';
import type { ConditionAssessment } from './condition.ts';
import { RETURN_MSG } from './return-messages.ts';

/** How a return is refunded (spec 2 §9), in the order step 3 offers them. */
export const REFUND_METHODS = ['original_payment', 'store_credit', 'cash', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export interface RefundMethodRule {
  label: string;
  /** Added to the refund (store credit: +5%). */
  bonusPercent: number;
  /** Taken from the refund after the bonus and the cap (cash: 2%). */
  feePercent: number;
  /** A fixed fee in cents (bank transfer: €2.50). */
  fixedFeeCents: number;
  /** The most the method refunds, in cents (cash: €999.99); null: no limit. */
  maxCents: number | null;
  processingTime: string;
  preferred: boolean;
}

/** Spec 2 §9: original payment (no fee, 3-5 working days, preferred); store credit +5%; cash 2% up to 999.99; transfer €2.50. */
export const REFUND_METHOD_RULES: Readonly<Record<RefundMethod, RefundMethodRule>> = {
  original_payment: { label: 'Pagamento originale', bonusPercent: 0, feePercent: 0, fixedFeeCents: 0, maxCents: null, processingTime: '3-5 giorni lavorativi', preferred: true },
  store_credit: { label: 'Credito negozio', bonusPercent: 5, feePercent: 0, fixedFeeCents: 0, maxCents: null, processingTime: 'Immediato', preferred: false },
  cash: { label: 'Contanti', bonusPercent: 0, feePercent: 2, fixedFeeCents: 0, maxCents: 99_999, processingTime: 'Immediato', preferred: false },
  bank_transfer: { label: 'Bonifico', bonusPercent: 0, feePercent: 0, fixedFeeCents: 250, maxCents: null, processingTime: '1-2 giorni lavorativi', preferred: false },
};

/** The sale's own methods that 'Pagamento originale' can give back to (a card, a transfer, a financing): never cash or balances. */
export const ORIGINAL_PAYMENT_METHODS: readonly string[] = ['card', 'bank_transfer', 'installments'];

/** The store's restocking percentages (warehouse settings, spec 3 §9). */
export interface RestockingSettings {
  restocking_fee_opened: number;
  restocking_fee_damaged: number;
}

/**
 * The restocking fee of one returned line (issue 11). The spec's rule decides whether a fee is due:
 * none when the product goes back on sale (total impact below 70 and no major functional defect,
 * spec 2 §9). When it is due, the store's settings decide how much, in place of the spec's sample
 * 5%: restocking_fee_damaged for a product with a major (critical) defect, restocking_fee_opened for
 * one that is only worn. The percentage is taken from the product's assessed return value — what the
 * shop takes back — so that a refund never goes below zero however low the value.
 */
export function restockingFee(assessment: Pick<ConditionAssessment, 'resellable' | 'hasMajorDefect' | 'returnValueCents'>, settings: RestockingSettings): { percent: number; cents: number } {
  if (assessment.resellable) return { percent: 0, cents: 0 };
  const percent = assessment.hasMajorDefect ? settings.restocking_fee_damaged : settings.restocking_fee_opened;
  return { percent, cents: Math.min(assessment.returnValueCents, percentOfCents(assessment.returnValueCents, percent)) };
}

export interface RefundCalculation {
  method: RefundMethod;
  /** What the returned products are worth back, less the restocking fees (never below zero). */
  refundCents: number;
  bonusCents: number;
  processingFeeCents: number;
  /** What the customer receives. */
  finalCents: number;
  /** The refund (with its bonus) is above the method's maximum: the method cannot be used. */
  overLimit: boolean;
}

/**
 * Spec 2 §9: net = refund amount minus restocking fees, the bonus added, capped at the method's
 * maximum, then the processing fee subtracted. Above the maximum the method is refused ('Limite
 * superato', issue 11) rather than paying less than is due; the capped figure is what it would pay.
 */
export function refundCalculation(method: RefundMethod, returnValueCents: number, restockingCents: number): RefundCalculation {
  const rule = REFUND_METHOD_RULES[method];
  const refundCents = Math.max(0, returnValueCents - restockingCents);
  const bonusCents = percentOfCents(refundCents, rule.bonusPercent);
  const withBonus = refundCents + bonusCents;
  const overLimit = rule.maxCents !== null && withBonus > rule.maxCents;
  const capped = rule.maxCents === null ? withBonus : Math.min(withBonus, rule.maxCents);
  const processingFeeCents = Math.min(capped, percentOfCents(capped, rule.feePercent) + rule.fixedFeeCents);
  return { method, refundCents, bonusCents, processingFeeCents, finalCents: capped - processingFeeCents, overLimit };
}

/** 'Limite superato (max €999.99)' for a method with a maximum (spec 2 §8), with the maximum as the spec writes it. */
export function refundLimitMessage(method: RefundMethod): string | null {
  const max = REFUND_METHOD_RULES[method].maxCents;
  return max === null ? null : RETURN_MSG.overLimit(`€${centsToMoney(max)}`);
}

/** An exchange's balance: the returned products' value against the new ones (spec 2 §3.6 priceExchange). */
export type ExchangeDirection = 'customer_pays' | 'refund' | 'even';
export function exchangeBalance(returnCreditCents: number, newProductsCents: number): { differenceCents: number; direction: ExchangeDirection } {
  const differenceCents = newProductsCents - returnCreditCents;
  return { differenceCents: Math.abs(differenceCents), direction: differenceCents > 0 ? 'customer_pays' : differenceCents < 0 ? 'refund' : 'even' };
}

/**
 * The loyalty points a return takes back: the share of the sale's earned points that the returned
 * lines' paid amount is of the sale's products, rounded down (the customer keeps the benefit of the
 * doubt on a fraction).
 */
export function pointsToReverse(pointsEarned: number, returnedCents: number, productsCents: number): number {
  if (pointsEarned <= 0 || productsCents <= 0) return 0;
  return Math.min(pointsEarned, Math.floor((pointsEarned * returnedCents) / productsCents));
}

/**
 * The part of a refund that goes back as the customer's store credit at face value, whatever method
 * refunds the rest: the share of the sale paid with the customer's balances (store credit, loyalty
 * coupons). Without it a sale paid with credit came back as credit +5% (again and again) or as cash,
 * and a coupon's points as cash. The share is the balances' share of the sale's total, rounded to the
 * cent, never more than the refund.
 */
export function balanceCreditCents(refundableCents: number, balancePaidCents: number, saleTotalCents: number): number {
  if (refundableCents <= 0 || balancePaidCents <= 0 || saleTotalCents <= 0) return 0;
  return Math.min(refundableCents, Math.round((refundableCents * Math.min(balancePaidCents, saleTotalCents)) / saleTotalCents));
}
