import { centsToMoney, decimalToCents, type MoneyString } from '@banco/shared';

/**
 * The one conversion of a money column (numeric(10,2)) to the wire form "29.90". MikroORM reads
 * decimals back as strings ('29.90'); a driver or a raw query may give a number, which is already
 * the nearest float to a two-decimal value, so rounding it to cents is exact.
 */
export function moneyOfColumn(value: string | number): MoneyString {
  if (typeof value === 'string') return centsToMoney(decimalToCents(value));
  return centsToMoney(Math.round(value * 100));
}
