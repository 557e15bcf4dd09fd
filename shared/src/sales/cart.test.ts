import { describe, expect, it } from 'vitest';
import { activationOperators, commissionCents, deliveryCents, discountPercentError, lineAmounts, pointsEarned, saleTotals } from './cart.ts';
import { SALE_MSG } from './sale-messages.ts';
import { servicesCents } from './services.ts';
import { formatSaleNumber, SALE_NUMBER_PATTERN } from './sale-number.ts';

describe('the cart (spec 2 §3.5, §5.3)', () => {
  it('prices a line as price × quantity less its discount, rounded to the cent', () => {
    expect(lineAmounts({ unitPriceCents: 119_900, quantity: 1, discountPercent: 10 })).toEqual({ grossCents: 119_900, discountCents: 11_990, totalCents: 107_910 });
    expect(lineAmounts({ unitPriceCents: 1_490, quantity: 3, discountPercent: 12.5 })).toEqual({ grossCents: 4_470, discountCents: 559, totalCents: 3_911 });
    expect(lineAmounts({ unitPriceCents: 999, quantity: 2, discountPercent: 0 })).toEqual({ grossCents: 1_998, discountCents: 0, totalCents: 1_998 });
  });

  it('caps the discount at 50% and at the user\'s own maximum, with two decimals at most', () => {
    expect(discountPercentError(50)).toBeNull();
    expect(discountPercentError(0.07)).toBeNull();
    expect(discountPercentError(50.01)).toBe(SALE_MSG.discountOutOfRange(50));
    expect(discountPercentError(-1)).toBe(SALE_MSG.discountOutOfRange(50));
    expect(discountPercentError(10.005)).toBe(SALE_MSG.discountOutOfRange(50));
    expect(discountPercentError(Number.NaN)).toBe(SALE_MSG.discountOutOfRange(50));
    expect(discountPercentError(15, 10)).toBe('Lo sconto deve essere tra 0 e 10%');
    expect(discountPercentError(12.5, 20)).toBeNull();
    expect(discountPercentError(40, 100)).toBeNull();
  });

  it('sums products, discounts, services and delivery into the total to collect', () => {
    const lines = [
      { unitPriceCents: 119_900, quantity: 1, discountPercent: 10 },
      { unitPriceCents: 1_490, quantity: 2, discountPercent: 0 },
    ];
    const services = servicesCents(['data_transfer', 'insurance_12', 'data_transfer']);
    expect(services).toBe(11_900);
    expect(saleTotals(lines, services, 0)).toEqual({
      subtotalCents: 122_880,
      discountCents: 11_990,
      productsCents: 110_890,
      servicesCents: 11_900,
      deliveryCents: 0,
      totalCents: 122_790,
    });
  });

  it('delivers free above 500 euro and always for pickup', () => {
    expect(deliveryCents('pickup', 10_000, 990)).toBe(0);
    expect(deliveryCents('delivery', 10_000, 990)).toBe(990);
    expect(deliveryCents('delivery', 50_000, 990)).toBe(990);
    expect(deliveryCents('delivery', 50_001, 990)).toBe(0);
  });
});

describe('the sale number (spec 2 §9)', () => {
  it('is the year and six digits of the sequence', () => {
    expect(formatSaleNumber(2026, 42)).toBe('2026000042');
    expect(SALE_NUMBER_PATTERN.test(formatSaleNumber(2026, 999_999))).toBe(true);
    expect(() => formatSaleNumber(2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatSaleNumber(2026, 0)).toThrow(RangeError);
  });
});

describe('points and commissions (spec 2 §9; issue 10)', () => {
  it('earns a point per whole euro paid, and commissions to the cent', () => {
    expect([pointsEarned(86_890), pointsEarned(99), pointsEarned(0), pointsEarned(10_050, 2)]).toEqual([868, 0, 0, 200]);
    expect([commissionCents(83_890, 3.5), commissionCents(83_890, 1.5), commissionCents(1_490, 3.5)]).toEqual([2_936, 1_258, 52]);
  });
});

describe('the activation operators of a store', () => {
  it("offers the spec's operators the store has enabled, or all of them", () => {
    expect(activationOperators(['tim', 'Iliad', 'Fastweb'])).toEqual(['TIM', 'Iliad']);
    expect(activationOperators([])).toEqual(['TIM', 'Vodafone', 'WindTre', 'Iliad', 'PosteMobile']);
  });
});
