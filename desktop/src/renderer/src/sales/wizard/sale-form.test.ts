import { describe, expect, it } from 'vitest';
import { firstDeliveryDate, parseMoney, SALE_MSG, type InventoryItem } from '@banco/shared';
import { formErrorsOf } from '../../components/wizard/form-schema.ts';
import { addToCart, couponPayment, emptySale, paymentsAgainst, paymentSummary, saleFormSchema, setQuantity, toSaleBody, totalsOf, type SaleFormValues } from './sale-form.ts';

const item = (fields: Partial<InventoryItem>): InventoryItem => ({
  kind: 'stock',
  id: 1,
  product_id: 10,
  product_name: 'Cavo USB-C',
  brand: 'Belkin',
  model: 'C2C',
  category: 'Accessori',
  requires_imei: false,
  requires_serial: false,
  imei: null,
  imei2: null,
  serial_number: null,
  purchase_price: null,
  selling_price: parseMoney('14.90'),
  margin_percent: null,
  status: 'available',
  location: 'PV',
  location_label: 'Pronto Vendita',
  supplier_id: null,
  supplier: null,
  purchase_date: null,
  last_sale_date: null,
  days_in_stock: null,
  low_stock: false,
  quantity: 2,
  store_id: 1,
  store_name: 'Centro',
  ean: null,
  sku: null,
  ddt_id: null,
  ddt_number: null,
  ...fields,
});
const cable = item({});
const phone = item({ kind: 'piece', id: 7, product_id: 11, product_name: 'Galaxy S25', category: 'Smartphone', requires_imei: true, imei: '356938035643809', selling_price: parseMoney('899.00'), quantity: 1 });

const errorsOf = (values: SaleFormValues, feeCents = 0) => formErrorsOf(saleFormSchema(feeCents), values);

describe('the cart of the sales wizard (spec 2 §5.3)', () => {
  it('adds the same row again up to its stock, and a piece once', () => {
    let lines = addToCart([], cable);
    lines = addToCart(lines, cable);
    lines = addToCart(lines, cable);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
    lines = addToCart(addToCart(lines, phone), phone);
    expect(lines.map((line) => [line.key, line.quantity, line.piece_id])).toEqual([
      ['stock-1', 2, null],
      ['piece-7', 1, 7],
    ]);
  });

  it('removes a line at quantity 0 and keeps a quantity within stock', () => {
    const lines = addToCart([], cable);
    expect(setQuantity(lines, 'stock-1', 9)[0]?.quantity).toBe(2);
    expect(setQuantity(lines, 'stock-1', 0)).toEqual([]);
  });

  it('totals the lines with their discounts and the services; delivery is free', () => {
    const values: SaleFormValues = { ...emptySale('x'), lines: addToCart(addToCart([], phone), cable).map((line) => ({ ...line, discount_percent: line.key === 'piece-7' ? 10 : 0 })), services: ['device_setup'] };
    expect(totalsOf(values, 990)).toEqual({ subtotalCents: 91_390, discountCents: 8_990, productsCents: 82_400, servicesCents: 2_000, deliveryCents: 0, totalCents: 84_400 });
    // the company's fee below 500 € of products, for a delivery only
    const small: SaleFormValues = { ...emptySale('x'), lines: addToCart([], cable), delivery_method: 'delivery' };
    expect(totalsOf(small, 990)).toMatchObject({ deliveryCents: 990, totalCents: 2_480 });
    expect(totalsOf({ ...small, delivery_method: 'pickup' }, 990)).toMatchObject({ deliveryCents: 0, totalCents: 1_490 });
  });
});

describe('the steps of the sales wizard', () => {
  const withCart = (fields: Partial<SaleFormValues> = {}): SaleFormValues => ({ ...emptySale('0b5e7c1e-3a5c-4a39-9f47-1f8f1b1c2d3e'), lines: addToCart([], cable), ...fields });

  it('needs a chosen customer, or a new one with name, surname, phone and privacy consent', () => {
    expect(errorsOf(withCart()).customer).toBe(SALE_MSG.customerRequired);
    const quick = errorsOf(withCart({ customer_type: 'new_quick' }));
    expect(Object.keys(quick).filter((key) => key.startsWith('new_customer.')).sort()).toEqual(['new_customer.first_name', 'new_customer.last_name', 'new_customer.phone', 'new_customer.privacy_consent']);
    expect(Object.keys(errorsOf(withCart({ customer_type: 'walk_in' })))).toEqual(['payments']);
  });

  it('refuses an empty cart and a discount above 50%', () => {
    const empty = errorsOf({ ...withCart({ customer_type: 'walk_in' }), lines: [] });
    expect(empty.lines).toBe(SALE_MSG.cartEmpty);
    const discounted = withCart({ customer_type: 'walk_in' });
    discounted.lines = discounted.lines.map((line) => ({ ...line, discount_percent: 55 }));
    expect(errorsOf(discounted)['lines.0.discount_percent']).toBe(SALE_MSG.discountOutOfRange(50));
  });

  it('asks a delivery for its address and a date from tomorrow', () => {
    const errors = errorsOf(withCart({ customer_type: 'walk_in', delivery_method: 'delivery', delivery_date: '2020-01-01' }));
    expect(errors.delivery_address).toBe(SALE_MSG.deliveryAddressRequired);
    expect(errors.delivery_date).toBe(SALE_MSG.deliveryDateInvalid);
    expect(firstDeliveryDate('2026-12-31')).toBe('2027-01-01');
  });

  it("completes only when paid in full: 'Rimanente', then 'Resto' from cash, then 'Completato'", () => {
    const partly = withCart({ customer_type: 'walk_in', payments: [{ method: 'card', amount: '10.00', installments: null }] });
    expect(paymentSummary(partly, 0).state).toEqual({ kind: 'remaining', label: 'Rimanente', cents: 490 });
    expect(errorsOf(partly).payments).toBe(SALE_MSG.paymentIncomplete);
    const overpaid = withCart({ customer_type: 'walk_in', payments: [{ method: 'cash', amount: '20.00', installments: null }] });
    expect(paymentSummary(overpaid, 0)).toMatchObject({ state: { kind: 'change', cents: 510 }, changeCents: 510, fullyPaid: true });
    const exact = withCart({ customer_type: 'walk_in', payments: [{ method: 'card', amount: '14.90', installments: null }] });
    expect(paymentSummary(exact, 0).state.label).toBe('Completato');
    expect(errorsOf(exact)).toEqual({});
    // the same rules against any amount (an exchange's difference, issue 11)
    expect(paymentsAgainst(2910, [{ method: 'card', amount: '29.10', installments: null }])).toMatchObject({ totalCents: 2910, paidCents: 2910, fullyPaid: true });
    expect(paymentsAgainst(2910, []).state).toEqual({ kind: 'remaining', label: 'Rimanente', cents: 2910 });
    // a delivery fee makes the same payments short
    expect(errorsOf({ ...exact, delivery_method: 'delivery', delivery_address: 'Via Roma 1' }, 990).payments).toBe(SALE_MSG.paymentIncomplete);
  });
});

describe('the body of POST /sales', () => {
  it('sends what is sold and how it is paid, never a price; a walk-in sends no activation', () => {
    const lines = addToCart(addToCart([], phone), cable).map((line) => (line.piece_id === 7 ? { ...line, activation: { operator: 'TIM' as const, dealer_code: ' D1 ', portability_number: '', portability_operator: '' as const } } : line));
    const values: SaleFormValues = { ...emptySale('id-1'), customer: { id: 5, name: 'Anna Bianchi', phone: '333', email: null, tax_code: null, loyalty_points: 0 }, lines, payments: [{ method: 'card', amount: '913.90', installments: 3 }] };
    const body = toSaleBody(values, 4);
    expect(body).toMatchObject({ id: 'id-1', store_id: 4, customer_id: 5, new_customer: null, delivery_address: null, delivery_date: null });
    expect(body.lines).toEqual([
      { product_id: 11, piece_id: 7, quantity: 1, discount_percent: 0, activation: { operator: 'TIM', dealer_code: 'D1', portability_number: null, portability_operator: null } },
      { product_id: 10, piece_id: null, quantity: 1, discount_percent: 0, activation: null },
    ]);
    expect(body.payments).toEqual([{ method: 'card', amount: '913.90', installments: null, coupon_code: null }]);
    expect(JSON.stringify(body)).not.toContain('899');
    expect(toSaleBody({ ...values, customer_type: 'walk_in' }, 4).lines[0]?.activation).toBeNull();
  });

  it("pays with a coupon up to what remains, once, and sends its code", () => {
    const coupon = { code: 'PF-ABC123', value: '10.00' };
    expect(couponPayment([], coupon, 1_490)).toEqual({ method: 'coupon', amount: '10.00', installments: null, coupon_code: 'PF-ABC123' });
    expect(couponPayment([], coupon, 590)?.amount).toBe('5.90');
    const used = couponPayment([], coupon, 1_490);
    expect(couponPayment(used ? [used] : [], coupon, 490)).toBeNull();
    expect(couponPayment([], coupon, 0)).toBeNull();
    const values: SaleFormValues = { ...emptySale('c'), customer: { id: 5, name: 'Anna', phone: '3', email: null, tax_code: null, loyalty_points: 0 }, lines: addToCart([], cable), payments: used ? [used, { method: 'card', amount: '4.90', installments: null }] : [] };
    expect(toSaleBody(values, 1).payments).toEqual([
      { method: 'coupon', amount: '10.00', installments: null, coupon_code: 'PF-ABC123' },
      { method: 'card', amount: '4.90', installments: null, coupon_code: null },
    ]);
  });

});
