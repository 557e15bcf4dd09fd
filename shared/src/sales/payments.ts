import { percentOfCents } from '../money/money.ts';
import { SALE_MSG } from './sale-messages.ts';

/** How a sale is paid (spec 2 §9), in the order the payment step offers them. */
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'customer_credit', 'installments', 'coupon'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * What a sale's payments record: the counter's methods, and 'exchange' — the value of the products an
 * exchange took back, paying for the new ones (issue 11). Only the exchange writes it.
 */
export const SALE_PAYMENT_METHODS = [...PAYMENT_METHODS, 'exchange'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<SalePaymentMethod, string>> = {
  cash: 'Contanti',
  card: 'Carta',
  bank_transfer: 'Bonifico',
  customer_credit: 'Credito cliente',
  installments: 'Rate',
  coupon: 'Coupon fedeltà',
  exchange: 'Reso in cambio',
};
/**
 * What the customer pays with their own balances (customer credit, loyalty coupons): it earns no
 * points, and a return gives it back as store credit at face value (balanceCreditCents).
 */
export const BALANCE_METHODS: readonly SalePaymentMethod[] = ['customer_credit', 'coupon'];

/** The part of a sale's payments made with the customer's balances (BALANCE_METHODS), in cents. */
export function balancePaidCents(payments: readonly { method: SalePaymentMethod; amountCents: number }[]): number {
  return payments.reduce((sum, payment) => sum + (BALANCE_METHODS.includes(payment.method) ? payment.amountCents : 0), 0);
}

/** Installment plans offered (spec 2 §9). */
export const INSTALLMENT_OPTIONS = [3, 6, 12, 24] as const;
/** The quick buttons of an amount: that share of what remains (spec 2 §9). */
export const QUICK_PAYMENT_PERCENTS = [25, 50, 75, 100] as const;
/** The payments must add up to the total within one cent (spec 2 §5.3). */
export const PAYMENT_TOLERANCE_CENTS = 1;

export interface PaymentPart {
  method: SalePaymentMethod;
  amountCents: number;
}

/** The payment summary (spec 2 §4): what is still due, the change to give, or done. */
export type PaymentState =
  | { kind: 'remaining'; label: 'Rimanente'; cents: number }
  | { kind: 'change'; label: 'Resto'; cents: number }
  | { kind: 'complete'; label: 'Completato'; cents: 0 };

const sum = (parts: readonly PaymentPart[], method?: SalePaymentMethod): number =>
  parts.reduce((total, part) => total + (method === undefined || part.method === method ? part.amountCents : 0), 0);

export function paymentState(totalCents: number, parts: readonly PaymentPart[]): PaymentState {
  const due = totalCents - sum(parts);
  if (Math.abs(due) <= PAYMENT_TOLERANCE_CENTS) return { kind: 'complete', label: 'Completato', cents: 0 };
  return due > 0 ? { kind: 'remaining', label: 'Rimanente', cents: due } : { kind: 'change', label: 'Resto', cents: -due };
}

/**
 * Why an amount cannot be added as a payment, or null (spec 2 §5.3: above 0 and not above what
 * remains). Cash is the exception: the customer may hand over more and gets change (issue 10), so
 * a cash amount is only checked to be positive.
 */
export function paymentAmountError(method: PaymentMethod, amountCents: number, remainingCents: number): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return SALE_MSG.invalidAmount;
  if (method !== 'cash' && amountCents > remainingCents) return SALE_MSG.invalidAmount;
  return null;
}

/**
 * Whether the sale may be completed ('Completa Vendita'): the payments cover the total within the
 * tolerance, and any excess is change given from cash the sale needed — the other methods together
 * stay below the total (spec 2 §5.3: a payment is never above what remains; only cash is handed over
 * in excess).
 */
export function isFullyPaid(totalCents: number, parts: readonly PaymentPart[]): boolean {
  const state = paymentState(totalCents, parts);
  if (state.kind === 'remaining') return false;
  return state.kind === 'complete' || sum(parts) - sum(parts, 'cash') < totalCents;
}

/** The change given back: the excess over the total (only cash gives it). */
export function changeCents(totalCents: number, parts: readonly PaymentPart[]): number {
  const state = paymentState(totalCents, parts);
  return state.kind === 'change' ? state.cents : 0;
}

/** A quick amount: `percent` % of what remains, to the cent. */
export function quickPaymentCents(remainingCents: number, percent: number): number {
  return percentOfCents(remainingCents, percent);
}
