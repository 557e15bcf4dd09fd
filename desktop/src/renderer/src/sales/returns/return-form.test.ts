import { describe, expect, it } from 'vitest';
import { RETURN_MSG, type RefundFigures, type ReturnQuote, type SaleForReturn } from '@banco/shared';
import { formErrorsOf } from '../../components/wizard/form-schema.ts';
import {
  amountToPayCents,
  canQuote,
  emptyReturn,
  preselectedMethod,
  returnDraft,
  returnFormSchema,
  returnableLines,
  settlementOf,
  toCompleteBody,
  toggleDefect,
  toggleLine,
  toQuoteBody,
  withSale,
  type ReturnFormValues,
} from './return-form.ts';

type SaleLine = SaleForReturn['lines'][number];

const line = (id: number, change: Partial<SaleLine> = {}): SaleLine => ({
  sale_line_id: id,
  product_id: 100 + id,
  product_name: `Prodotto ${id}`,
  brand: 'Banco',
  category: 'Accessori',
  imei: null,
  serial_number: null,
  quantity: 3,
  returned_quantity: 0,
  returnable_quantity: 3,
  unit_price: '10.00' as SaleLine['unit_price'],
  total_price: '30.00' as SaleLine['total_price'],
  status: 'valid',
  last_day: '2026-12-20',
  days_left: 20,
  ...change,
});

const figures = (method: RefundFigures['method'], change: Partial<RefundFigures> = {}): RefundFigures => ({
  method,
  label: method,
  available: true,
  unavailable_reason: null,
  refund_amount: '100.00' as RefundFigures['refund_amount'],
  bonus: '0.00' as RefundFigures['bonus'],
  processing_fee: '0.00' as RefundFigures['processing_fee'],
  final_amount: '100.00' as RefundFigures['final_amount'],
  processing_time: 'Immediato',
  preferred: false,
  over_limit: false,
  ...change,
});

const quoteOf = (change: Partial<ReturnQuote> = {}): ReturnQuote =>
  ({
    type: 'return',
    lines: [],
    original_amount: '100.00',
    return_value: '100.00',
    restocking_fees: '0.00',
    refund_amount: '100.00',
    requires_approval: false,
    refundable_amount: '100.00',
    balance_credit: '0.00',
    methods: [figures('original_payment'), figures('store_credit'), figures('cash', { available: false, over_limit: true, unavailable_reason: 'Limite superato (max €999.99)' }), figures('bank_transfer', { available: false, unavailable_reason: 'Serve un cliente registrato sulla vendita' })],
    exchange: null,
    ...change,
  }) as ReturnQuote;

const values = (change: Partial<ReturnFormValues> = {}): ReturnFormValues => ({ ...emptyReturn('0190d5c2-7a1e-7000-8000-000000000001'), ...change });
const errorsOf = (form: ReturnFormValues, context: Parameters<typeof returnFormSchema>[0]) => formErrorsOf(returnFormSchema(context), form);
const noContext = { sale: null, quote: null, quoteError: null };

describe('the returns wizard model', () => {
  it('offers only the lines within their window with something left to return', () => {
    const sale = { lines: [line(1), line(2, { status: 'expiring', days_left: 2 }), line(3, { status: 'expired', returnable_quantity: 0 }), line(4, { status: 'returned', returnable_quantity: 0 }), line(5, { status: 'not_returnable', returnable_quantity: 0 })] };
    expect(returnableLines(sale).map((offered) => offered.sale_line_id)).toEqual([1, 2]);
  });

  it("keeps the chosen products in the sale's order, ticks and unticks defects", () => {
    const chosen = toggleLine(toggleLine([], 7, true), 3, true);
    expect(chosen.map((one) => one.sale_line_id)).toEqual([3, 7]);
    expect(toggleLine(chosen, 7, false).map((one) => one.sale_line_id)).toEqual([3]);
    expect(toggleDefect(toggleDefect([], 'screen_cracks', true), 'dents', true)).toEqual(['screen_cracks', 'dents']);
    expect(toggleDefect(['screen_cracks', 'dents'], 'screen_cracks', false)).toEqual(['dents']);
  });

  it('asks the quote once a sale and a product are chosen (and an exchange has new products)', () => {
    const chosen = values({ sale_id: 9, lines: [{ sale_line_id: 3, quantity: 1, defects: ['screen_cracks'], notes: ' ' }] });
    expect(canQuote(values())).toBe(false);
    expect(canQuote(chosen)).toBe(true);
    expect(canQuote({ ...chosen, type: 'exchange' })).toBe(false);
    expect(toQuoteBody(chosen)).toEqual({ sale_id: 9, type: 'return', lines: [{ sale_line_id: 3, quantity: 1, defects: ['screen_cracks'], notes: null }], new_lines: [] });
  });

  it("sends the refund method for a refund, the payments when the customer tops up an exchange, and the approval", () => {
    const form = values({
      sale_id: 9,
      type: 'exchange',
      lines: [{ sale_line_id: 3, quantity: 1, defects: [], notes: '' }],
      new_lines: [{ key: 'stock-4', product_id: 4, piece_id: null, product_name: 'Cover', brand: 'B', model: 'M', category: 'Accessori', imei: null, serial_number: null, unit_price: '30.00', stock: 5, quantity: 1, discount_percent: 0, activation: null }],
      refund_method: 'store_credit',
      payments: [{ method: 'card', amount: '10.10', installments: null }],
      customer_agreement: true,
      approval: { email: 'manager@banco.demo', password: 'x' },
    });
    const pays = { refundable_amount: '0.00', exchange: { direction: 'customer_pays', difference: '10.10' } } as ReturnQuote;
    const body = toCompleteBody(form, pays);
    expect(body).toMatchObject({ id: form.return_id, refund_method: null, payments: [{ method: 'card', amount: '10.10', installments: null, coupon_code: null }], customer_agreement: true, approval: { email: 'manager@banco.demo', password: 'x' } });
    expect(body.new_lines).toEqual([{ product_id: 4, piece_id: null, quantity: 1, discount_percent: 0 }]);
    expect(toCompleteBody({ ...form, type: 'return' }, quoteOf())).toMatchObject({ refund_method: 'store_credit', payments: [], new_lines: [] });
    expect(settlementOf(pays)).toBe('customer_pays');
    expect(amountToPayCents(pays)).toBe(1010);
    expect(settlementOf(quoteOf({ refundable_amount: '0.00' as ReturnQuote['refundable_amount'] }))).toBe('even');
  });

  it('never keeps the manager password in the draft; a new sale forgets the previous choice', () => {
    const form = values({ sale_id: 4, lines: [{ sale_line_id: 1, quantity: 1, defects: [], notes: '' }], approval: { email: 'a@b.it', password: 'secret' }, customer_agreement: true });
    expect(returnDraft(form).approval).toBeNull();
    expect(withSale(form, 8)).toMatchObject({ sale_id: 8, lines: [], approval: null, customer_agreement: false });
  });

  it("preselects the store's default method only when this return can use it", () => {
    const sale = {
      default_refund_method: 'cash' as const,
      refund_methods: [{ method: 'cash' as const, label: 'Contanti', available: true, unavailable_reason: null }],
    };
    expect(preselectedMethod(sale, null)).toBe('cash');
    expect(preselectedMethod(sale, quoteOf())).toBeNull();
    expect(preselectedMethod({ ...sale, default_refund_method: null }, null)).toBeNull();
    expect(preselectedMethod({ ...sale, refund_methods: [{ method: 'cash', label: 'Contanti', available: false, unavailable_reason: 'Apri un turno' }] }, null)).toBeNull();
  });
});

describe('the returns wizard rules (spec 2 §5.5)', () => {
  it('step 1: a sale, with something to return', () => {
    expect(errorsOf(values(), noContext).sale_id).toBe(RETURN_MSG.saleRequired);
    expect(errorsOf(values({ sale_id: 3 }), { ...noContext, sale: { lines: [line(1, { status: 'expired', returnable_quantity: 0 })] } }).sale_id).toBe(RETURN_MSG.nothingReturnable);
    expect(errorsOf(values({ sale_id: 3 }), { ...noContext, sale: { lines: [line(1)] } }).sale_id).toBeUndefined();
  });

  it('step 2: at least one product, within what is left of it; an exchange needs new products; a failed quote stops', () => {
    const sale = { lines: [line(1, { returnable_quantity: 2 })] };
    expect(errorsOf(values({ sale_id: 3 }), { ...noContext, sale }).lines).toBe(RETURN_MSG.productsRequired);
    const tooMany = values({ sale_id: 3, lines: [{ sale_line_id: 1, quantity: 3, defects: [], notes: '' }] });
    expect(errorsOf(tooMany, { ...noContext, sale })['lines.0.quantity']).toBe(RETURN_MSG.quantityAboveReturnable(2));
    expect(errorsOf({ ...tooMany, type: 'exchange' }, { ...noContext, sale }).new_lines).toBe(RETURN_MSG.exchangeProductsRequired);
    expect(errorsOf(tooMany, { ...noContext, sale, quoteError: RETURN_MSG.calculationFailed }).quote).toBe(RETURN_MSG.calculationFailed);
  });

  it('step 3: the agreement, a usable method, a paid difference, the approval when required', () => {
    const base = values({ sale_id: 3, lines: [{ sale_line_id: 1, quantity: 1, defects: [], notes: '' }] });
    const context = { sale: { lines: [line(1)] }, quote: quoteOf(), quoteError: null };
    expect(errorsOf(base, context)).toMatchObject({ customer_agreement: RETURN_MSG.agreementRequired, refund_method: RETURN_MSG.refundMethodRequired });
    expect(errorsOf({ ...base, refund_method: 'cash' }, context).refund_method).toBe('Limite superato (max €999.99)');
    expect(errorsOf({ ...base, refund_method: 'bank_transfer' }, context).refund_method).toBe('Serve un cliente registrato sulla vendita');
    const approved = { ...base, refund_method: 'store_credit' as const, customer_agreement: true };
    expect(errorsOf(approved, context)).toEqual({});
    const needs = { ...context, quote: quoteOf({ requires_approval: true }) };
    expect(errorsOf(approved, needs)['approval.email']).toBe(RETURN_MSG.approvalRequired);
    expect(errorsOf({ ...approved, approval: { email: 'manager@banco.demo', password: 'demo1234' } }, needs)).toEqual({});
    const pays = { ...context, quote: quoteOf({ refundable_amount: '0.00' as ReturnQuote['refundable_amount'], exchange: { new_lines: [], return_value: '10.00', new_products_value: '30.00', difference: '20.00', direction: 'customer_pays' } as unknown as ReturnQuote['exchange'] }) };
    expect(errorsOf({ ...approved, refund_method: null }, pays).payments).toBe(RETURN_MSG.exchangePaymentIncomplete);
    expect(errorsOf({ ...approved, refund_method: null, payments: [{ method: 'card', amount: '20.00', installments: null }] }, pays)).toEqual({});
  });
});
