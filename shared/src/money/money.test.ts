import { describe, expect, it } from 'vitest';
import { centsToMoney, decimalToCents, divideCents, isMoney, moneyField, moneyFieldWith, moneyToCents, nonNegativeMoneyFieldWith, parseMoney, percentOfCents } from './money.ts';

describe('the money form', () => {
  it('is a decimal string with exactly two decimals', () => {
    for (const good of ['0.00', '29.90', '1234.50', '-5.00', '99999999.99', '90071992547409.91', '-90071992547409.91']) expect(isMoney(good)).toBe(true);
    // cents past a safe integer: not money (moneyToCents would throw), in a body or an answer
    for (const unsafe of ['90071992547409.92', '-99999999999999.99']) {
      expect(isMoney(unsafe)).toBe(false);
      expect(moneyField.safeParse(unsafe).success).toBe(false);
      expect(moneyFieldWith('Importo non valido').safeParse(unsafe).success).toBe(false);
    }
    for (const bad of [29.9, '29.9', '29', '29.900', '029.90', '-0.00', '29,90', ' 29.90', '1e3', '', null]) {
      expect(isMoney(bad)).toBe(false);
      expect(moneyField.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses other forms in a body with the field\'s own message', () => {
    const field = moneyFieldWith('Importo non valido');
    expect(field.parse('12.50')).toBe('12.50');
    for (const bad of [12.5, '12.5', '12,50', null]) expect(field.safeParse(bad).error?.issues[0]?.message).toBe('Importo non valido');
  });

  it('refuses to build money from anything else', () => {
    expect(() => parseMoney('29.9')).toThrow();
  });
});

describe('cents ⇄ money', () => {
  it('writes cents as a two-decimal string, 0 and negatives included', () => {
    expect(centsToMoney(2990)).toBe('29.90');
    expect(centsToMoney(0)).toBe('0.00');
    expect(centsToMoney(-0)).toBe('0.00');
    expect(centsToMoney(5)).toBe('0.05');
    expect(centsToMoney(-505)).toBe('-5.05');
    expect(centsToMoney(123456789012)).toBe('1234567890.12');
  });

  it('reads money back to the same cents, without float rounding', () => {
    expect(moneyToCents(parseMoney('29.90'))).toBe(2990);
    expect(moneyToCents(parseMoney('0.00'))).toBe(0);
    // 0.1 + 0.2 style traps: 1.15 * 100 = 114.99999999999999 as floats
    expect(moneyToCents(parseMoney('1.15'))).toBe(115);
    expect(moneyToCents(parseMoney('-4.35'))).toBe(-435);
    expect(moneyToCents(parseMoney('90071992547409.91'))).toBe(Number.MAX_SAFE_INTEGER);
    for (const cents of [1, 99, 100, 115, 435, 2990, 999_999_999_999]) expect(moneyToCents(centsToMoney(cents))).toBe(cents);
  });

  it('reads a numeric column however many decimals it kept, and nothing else', () => {
    expect(decimalToCents('29.9')).toBe(2990);
    expect(decimalToCents('30')).toBe(3000);
    expect(decimalToCents('-0.00')).toBe(0);
    for (const bad of ['29.999', '1e3', 'abc', '', '29.', '90071992547409.92']) expect(() => decimalToCents(bad)).toThrow(RangeError);
  });

  it('keeps whole cents only', () => {
    expect(() => centsToMoney(29.9)).toThrow(RangeError);
    expect(() => centsToMoney(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe('arithmetic in cents', () => {
  it('divides rounding half away from zero', () => {
    expect(divideCents(95880, 100)).toBe(959);
    expect(divideCents(35880, 3)).toBe(11960);
    expect(divideCents(5, 2)).toBe(3);
    expect(divideCents(-5, 2)).toBe(-3);
    expect(divideCents(4, 3)).toBe(1);
    expect(divideCents(-1, 3)).toBe(0);
    expect(divideCents(0, 7)).toBe(0);
    expect(divideCents(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => divideCents(100, 0)).toThrow(RangeError);
  });

  it('takes a percentage to the cent', () => {
    expect(percentOfCents(2990, 90)).toBe(2691);
    expect(percentOfCents(999, 90)).toBe(899);
    expect(percentOfCents(5, 90)).toBe(5);
    expect(percentOfCents(0, 90)).toBe(0);
    expect(percentOfCents(9_999_999_999, 90)).toBe(8_999_999_999);
  });
});

describe('money in a body', () => {
  it('is refused past safe cents, so that moneyToCents never throws on it', () => {
    const field = moneyFieldWith('Importo non valido');
    expect(field.safeParse('9999999999999.99').success).toBe(true);
    expect(field.safeParse('99999999999999999999.99').error?.issues[0]?.message).toBe('Importo non valido');
  });

  it('checks a bound in cents only on money: an amount past safe cents is refused, never thrown', () => {
    // its cents (9,999,999,999,999,999) are past a safe integer: moneyToCents would throw
    const bounded = nonNegativeMoneyFieldWith('Importo non valido', 'Non negativo').refine((value) => moneyToCents(value) <= 100_00, 'Troppo');
    expect(bounded.safeParse('99999999999999.99').error?.issues.map((issue) => issue.message)).toEqual(['Importo non valido']);
    expect(bounded.safeParse('dieci').error?.issues.map((issue) => issue.message)).toEqual(['Importo non valido']);
    expect(bounded.safeParse('-1.00').error?.issues.map((issue) => issue.message)).toEqual(['Non negativo']);
    expect(bounded.safeParse('100.01').error?.issues.map((issue) => issue.message)).toEqual(['Troppo']);
    expect(bounded.safeParse('100.00').success).toBe(true);
  });
});
