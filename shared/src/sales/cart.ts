import { divideCents } from '../money/money.ts';
import { SALE_MSG } from './sale-messages.ts';

/** The per-line discount cap of the sales wizard (spec 2 §9). */
export const SALE_DISCOUNT_MAX_PERCENT = 50;
/** Home delivery is free above this products total (spec 2 §9: 500 EUR); pickup is always free. */
export const FREE_DELIVERY_ABOVE_CENTS = 50_000;
/** Activation fields are offered for these categories (spec 2 §9). */
export const ACTIVATION_CATEGORIES = ['Smartphone', 'Tablet'] as const;
/** The mobile operators of the activation and portability fields (spec 2 §9). */
export const SALE_OPERATORS = ['TIM', 'Vodafone', 'WindTre', 'Iliad', 'PosteMobile'] as const;
export type SaleOperator = (typeof SALE_OPERATORS)[number];
export const isSaleOperator = (value: string): value is SaleOperator => (SALE_OPERATORS as readonly string[]).includes(value);

/**
 * The operators a store's activations offer: the spec's mobile operators (§9) that the store has
 * enabled (its telecom operators, by name in any case); all of them for a store that lists none.
 */
export function activationOperators(storeTelecom: readonly string[]): SaleOperator[] {
  const enabled = new Set(storeTelecom.map((name) => name.trim().toLowerCase()));
  const offered = SALE_OPERATORS.filter((operator) => enabled.has(operator.toLowerCase()));
  return offered.length > 0 ? offered : [...SALE_OPERATORS];
}

export interface CartLine {
  unitPriceCents: number;
  quantity: number;
  /** 0 to 50, at most two decimals. */
  discountPercent: number;
}

export interface LineAmounts {
  grossCents: number;
  discountCents: number;
  totalCents: number;
}

/** A percent with at most two decimals, as hundredths (12.5 → 1250). */
const hundredths = (percent: number): number => Math.round(percent * 100);

/** A line's amounts: price × quantity, the discount rounded to the cent, and what is left. */
export function lineAmounts(line: CartLine): LineAmounts {
  const grossCents = line.unitPriceCents * line.quantity;
  const discountCents = divideCents(grossCents * hundredths(line.discountPercent), 10_000);
  return { grossCents, discountCents, totalCents: grossCents - discountCents };
}

/**
 * Why a line's discount cannot be used, or null: between 0 and the wizard's cap (50%), and within
 * `userMaxPercent` when given (the store's discount_max_consultant / discount_max_manager; above
 * it a manager authorises at the counter, which the caller decides).
 */
export function discountPercentError(percent: number, userMaxPercent: number = SALE_DISCOUNT_MAX_PERCENT): string | null {
  const max = Math.min(SALE_DISCOUNT_MAX_PERCENT, userMaxPercent);
  const twoDecimals = Number.isFinite(percent) && Math.abs(hundredths(percent) - percent * 100) < 1e-6;
  if (!twoDecimals || percent < 0 || percent > max) return SALE_MSG.discountOutOfRange(max);
  return null;
}

export interface SaleTotals {
  /** Price × quantity of every line. */
  subtotalCents: number;
  discountCents: number;
  /** The lines after their discounts. */
  productsCents: number;
  servicesCents: number;
  deliveryCents: number;
  totalCents: number;
}

/** The summary of step 3 and the amount step 4 must collect. */
export function saleTotals(lines: readonly CartLine[], servicesCents: number, deliveryCents: number): SaleTotals {
  const amounts = lines.map(lineAmounts);
  const subtotalCents = amounts.reduce((sum, line) => sum + line.grossCents, 0);
  const discountCents = amounts.reduce((sum, line) => sum + line.discountCents, 0);
  const productsCents = subtotalCents - discountCents;
  return { subtotalCents, discountCents, productsCents, servicesCents, deliveryCents, totalCents: productsCents + servicesCents + deliveryCents };
}

/** What delivery costs: nothing for pickup or above the free-delivery total, else the store's fee. */
export function deliveryCents(method: 'pickup' | 'delivery', productsCents: number, feeCents: number): number {
  return method === 'pickup' || productsCents > FREE_DELIVERY_ABOVE_CENTS ? 0 : feeCents;
}

/**
 * The company's sales rates as a new company starts (issue 10; its settings change them): loyalty
 * points per euro paid (not on customer credit or coupons), the commissions on the products total
 * for the consultant who sold and the manager who supervises (spec 2 §9: 3.5% and 1.5%), and the
 * home-delivery fee (free above FREE_DELIVERY_ABOVE_CENTS; none until the company sets one).
 */
export const SALES_RATE_DEFAULTS = { pointsPerEuro: 1, consultantCommissionPercent: 3.5, managerCommissionPercent: 1.5, deliveryFeeCents: 0 } as const;
/** The most a company may set: points per euro, a commission percent, the delivery fee. */
export const SALES_RATE_LIMITS = { pointsPerEuro: 100, commissionPercent: 50, deliveryFeeCents: 99_999 } as const;

/** Points earned by a sale: whole euros actually paid (the change given back and customer credit excluded) × the rate. */
export function pointsEarned(paidCents: number, pointsPerEuro: number = SALES_RATE_DEFAULTS.pointsPerEuro): number {
  return paidCents > 0 ? Math.floor(paidCents / 100) * pointsPerEuro : 0;
}

/** A commission: `percent` (two decimals at most) of the base, to the cent. */
export function commissionCents(baseCents: number, percent: number): number {
  return divideCents(baseCents * Math.round(percent * 100), 10_000);
}
