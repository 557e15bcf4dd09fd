import { describe, expect, it } from 'vitest';
import { parseMoney } from '@banco/shared';
import {
  activationText,
  customerText,
  installmentsText,
  lineCodeText,
  lineDiscountText,
  minusMoney,
  momentText,
  paymentMethodsText,
  serviceOf,
  WALK_IN_CUSTOMER,
} from './sale-format.ts';

describe('customerText', () => {
  it("names a walk-in sale 'Cliente occasionale'", () => {
    expect(customerText(null)).toBe(WALK_IN_CUSTOMER);
    expect(customerText('  ')).toBe('Cliente occasionale');
    expect(customerText('Mario Rossi')).toBe('Mario Rossi');
  });
});

describe('paymentMethodsText', () => {
  it('gives the Italian labels once each, in the order of the payment step', () => {
    expect(paymentMethodsText(['card', 'cash', 'card'])).toBe('Contanti, Carta');
    expect(paymentMethodsText(['installments', 'bank_transfer', 'customer_credit'])).toBe('Bonifico, Credito cliente, Rate');
    expect(paymentMethodsText([])).toBe('—');
  });
});

describe('installmentsText', () => {
  it('says the plan only for installments', () => {
    expect(installmentsText(12)).toBe('12 rate');
    expect(installmentsText(null)).toBeNull();
  });
});

describe('serviceOf', () => {
  it('finds the label and price of a service, and shows an unknown code as itself', () => {
    expect(serviceOf('insurance_24')).toEqual({ label: 'Assicurazione 24 mesi', priceCents: 14_900 });
    expect(serviceOf('teleport')).toEqual({ label: 'teleport', priceCents: null });
  });
});

describe('line texts', () => {
  it('shows the IMEI first, else the serial, else nothing', () => {
    expect(lineCodeText({ imei: '356789012345678', serial_number: 'SN1' })).toBe('IMEI 356789012345678');
    expect(lineCodeText({ imei: null, serial_number: 'SN1' })).toBe('S/N SN1');
    expect(lineCodeText({ imei: null, serial_number: null })).toBeNull();
  });

  it('shows a discount as percent and amount taken off', () => {
    expect(lineDiscountText({ discount_percent: 10, discount_amount: parseMoney('99.90') })).toBe('10% (−99,90\u00a0€)');
    expect(lineDiscountText({ discount_percent: 7.5, discount_amount: parseMoney('1234.50') })).toBe('7,5% (−1.234,50\u00a0€)');
    expect(lineDiscountText({ discount_percent: 0, discount_amount: parseMoney('0.00') })).toBe('—');
  });

  it('describes an activation with its portability', () => {
    expect(activationText(null)).toBeNull();
    expect(activationText({ operator: 'TIM', dealer_code: null, portability_number: null, portability_operator: null })).toBe('TIM');
    expect(activationText({ operator: 'Iliad', dealer_code: 'D12', portability_number: '3331234567', portability_operator: 'Vodafone' })).toBe(
      'Iliad · portabilità 3331234567 da Vodafone · dealer D12',
    );
  });

  it('signs an amount taken off, but not zero', () => {
    expect(minusMoney(parseMoney('5.00'))).toBe('−5,00\u00a0€');
    expect(minusMoney(parseMoney('0.00'))).toBe('0,00\u00a0€');
  });
});

describe('momentText', () => {
  const now = new Date(2026, 2, 14, 18, 30);
  it('shows only the time of today, and the day with the time otherwise', () => {
    expect(momentText(new Date(2026, 2, 14, 9, 5).toISOString(), now)).toBe('09:05');
    expect(momentText(new Date(2026, 2, 13, 23, 59).toISOString(), now)).toBe('13/03, 23:59');
    expect(momentText('not a date', now)).toBe('');
  });
});
