import { z } from 'zod';

/**
 * Money has one form on the wire: a decimal string with exactly two decimals ("29.90", "0.00",
 * "1234.50"), never a binary float. Arithmetic happens in integer cents: moneyToCents → compute →
 * centsToMoney. The renderer shows it only through formatMoney (desktop format.ts).
 */
export const MONEY_PATTERN = /^(?!-0\.00$)-?(?:0|[1-9]\d*)\.\d{2}$/;

/** Money on the wire: "29.90" (isMoney). */
export type MoneyString = string & z.$brand<'Money'>;

/** A response field that carries money: "29.90". */
export const moneyField = z.string().refine(isMoney).brand<'Money'>();

/** A body field that takes money: "29.90", refused with `message` (Italian, from MSG) in any other form. */
export function moneyFieldWith(message: string) {
  // `abort`: a refinement chained on the field (a bound in cents) runs only on money (isMoney); without it zod ran
  // them after a failed check too, and an amount past safe cents made moneyToCents throw (a 500)
  return z.string({ error: message }).refine(isMoney, { error: message, abort: true }).brand<'Money'>();
}

/** A money field not below zero (a price, an amount of the settings): `negative` says so, by default `message`. */
export function nonNegativeMoneyFieldWith(message: string, negative: string = message) {
  return moneyFieldWith(message).refine((value) => moneyToCents(value) >= 0, negative);
}

/** A decimal with at most two decimals, as a numeric(…, 2) column reads back ("29.9", "29.90", "30"). */
const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Whether `value` is money: the wire form, with cents that are a safe integer, so that moneyToCents never throws
 * on it (a price typed with seventeen digits is not money). Its digits without the point are its cents.
 */
export function isMoney(value: unknown): value is MoneyString {
  return typeof value === 'string' && MONEY_PATTERN.test(value) && Number.isSafeInteger(Number(value.replace(/[-.]/g, '')));
}

/** "29.90" → the branded MoneyString; anything else throws (for constants and fixtures). */
export function parseMoney(value: string): MoneyString {
  return moneyField.parse(value);
}

function safeCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents;
}

/** 2990 → "29.90"; -5 → "-0.05". The cents must be a safe integer. */
export function centsToMoney(cents: number): MoneyString {
  const abs = Math.abs(safeCents(cents));
  const euros = Math.trunc(abs / 100);
  const rest = abs - euros * 100;
  const sign = cents < 0 ? '-' : '';
  return parseMoney(`${sign}${euros}.${String(rest).padStart(2, '0')}`);
}

/** "29.9" / "29.90" / "30" → 2990 / 2990 / 3000, digit by digit (no float parsing). Throws on anything else. */
export function decimalToCents(value: string): number {
  const match = DECIMAL_PATTERN.exec(value);
  if (!match) throw new RangeError(`Not a decimal amount with at most two decimals: ${JSON.stringify(value)}`);
  const [, sign, euros = '0', fraction = ''] = match;
  const cents = safeCents(Number(euros) * 100 + Number(fraction.padEnd(2, '0')));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** "29.90" → 2990. */
export function moneyToCents(value: MoneyString): number {
  return decimalToCents(value);
}

/** cents ÷ divisor rounded half away from zero, in integers: 95880 ÷ 100 → 959, 5 ÷ 2 → 3, -5 ÷ 2 → -3. */
export function divideCents(cents: number, divisor: number): number {
  safeCents(cents);
  if (!Number.isSafeInteger(divisor) || divisor <= 0) throw new RangeError(`Not a positive whole divisor: ${divisor}`);
  const abs = Math.abs(cents);
  let quotient = Math.floor(abs / divisor);
  const remainder = abs - quotient * divisor;
  if (remainder * 2 >= divisor) quotient += 1;
  return cents < 0 && quotient !== 0 ? -quotient : quotient;
}

/** percent % of an amount in cents, rounded to the cent: percentOfCents(2990, 90) → 2691. */
export function percentOfCents(cents: number, percent: number): number {
  return divideCents(safeCents(cents * percent), 100);
}
