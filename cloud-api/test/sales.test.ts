import { randomUUID } from 'node:crypto';
import { CASH_MSG, centsToMoney, firstDeliveryDate, emptyCashCount, moneyToCents, type MoneyString, SALE_MSG, type SalesDashboard, type SalesList, STOCK_MSG, todayIso, type CustomerDetail, type DdtDetail, type InventoryList, type ProductDto, type SaleCompleteBody, type SaleDetail, type SupplierDto, SALES_SEARCH_CUSTOMERS } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories, type OwnedCompany } from './support/factories.ts';
import { pdfText } from './support/pdf-text.ts';
import { systemEm } from '../src/common/tenancy.ts';
import { CreditEntry } from '../src/modules/customers/credit-entry.entity.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { checkStockTotalsAtTheEnd } from './support/stock-totals.ts';
import { apiCaller, imeiSequence } from './support/api-calls.ts';

/**
 * Completing a sale at the counter (issue 10): one transaction, all or nothing, exactly once per sale
 * id; prices and totals are the server's; a piece sold by two counters at once goes to one of them.
 */
let server: TestServer;
let make: Factories;
let shop: OwnedCompany;
let consultantToken: string;
let otherShop: OwnedCompany;
let supplierId: number;
let phoneId: number;
let cableId: number;

const api = apiCaller(() => server);

const run = String(Date.now()).slice(-8);
const imei = imeiSequence('87');

/** Loads phones (by IMEI) and cables into the shop's store; answers the phones' piece ids by IMEI. */
async function stock(phones: string[], cables: number): Promise<Map<string, number>> {
  const products = [
    ...(phones.length > 0 ? [{ product_id: phoneId, quantity: phones.length, pieces: phones.map((code) => ({ imei: code })), purchase_price: '700.00' }] : []),
    ...(cables > 0 ? [{ product_id: cableId, quantity: cables, purchase_price: '4.00' }] : []),
  ];
  const res = await api('POST', '/warehouse/ddt', shop.token, { ddt_info: { supplier_id: supplierId, ddt_number: `V-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: shop.store.id, total_declared_items: 1 }, products });
  if (res.status !== 201) throw new Error(`DDT: ${res.status} ${JSON.stringify(res.body)}`);
  const detail = res.body.data as DdtDetail;
  return new Map(detail.lines.flatMap((line) => line.pieces.map((piece) => [piece.imei ?? '', piece.id] as const)));
}

const cablesInStock = async (): Promise<number> => {
  const list = (await api('GET', `/warehouse/inventory?search=${encodeURIComponent(`Cavo ${run}`)}`, shop.token)).body.data as InventoryList;
  return list.items.reduce((sum, item) => sum + item.quantity, 0);
};

function sale(fields: Partial<SaleCompleteBody> = {}): SaleCompleteBody {
  return { id: randomUUID(), store_id: shop.store.id, customer_id: null, lines: [], payments: [], ...fields };
}
const complete = (token: string, body: SaleCompleteBody) => api('POST', '/sales', token, body);

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  shop = await make.ownedCompany();
  otherShop = await make.ownedCompany();
  const consultant = await make.user({ role: 'consultant', companyId: shop.company.id, storeIds: [shop.store.id], managerId: shop.manager.id });
  consultantToken = (await consultant.login()).access_token;
  supplierId = ((await api('POST', '/inventory/suppliers', shop.token, { name: 'Distribuzione Sud', code: 'DSUD' })).body.data as SupplierDto).id;
  phoneId = ((await api('POST', '/inventory/products', shop.token, { name: `Galaxy S25 ${run}`, brand: 'Samsung', model: 'S25', category: 'Smartphone', requires_imei: true, selling_price: '899.00' })).body.data as ProductDto).id;
  cableId = ((await api('POST', '/inventory/products', shop.token, { name: `Cavo ${run}`, brand: 'Belkin', model: 'C2C', category: 'Accessori', selling_price: '14.90' })).body.data as ProductDto).id;
  // cash goes into an open drawer: the shop's counter opens its shift
  const opened = await api('POST', '/shifts', shop.token, { store_id: shop.store.id, count: emptyCashCount() });
  if (opened.status !== 201) throw new Error(`shift: ${opened.status} ${JSON.stringify(opened.body)}`);
});
afterAll(() => server?.close());

describe('completing a sale (issue 10)', () => {
  it('writes the sale priced by the server: lines, payments with change, the piece sold, stock and movements', async () => {
    const code = imei();
    const pieces = await stock([code], 5);
    const customer: CustomerDetail = await make.customer(shop.company.id);
    const before = await cablesInStock();
    // 899.00 − 10% = 809.10; 2 cables 29.80; data transfer 30.00 → 868.90, paid 800 by card and 70 cash (1.10 change)
    const res = await complete(shop.managerToken, sale({
      customer_id: customer.id,
      lines: [
        { product_id: phoneId, piece_id: pieces.get(code), quantity: 1, discount_percent: 10, activation: { operator: 'TIM', dealer_code: 'D-1', portability_number: '3331234567', portability_operator: 'Vodafone' } },
        { product_id: cableId, quantity: 2 },
      ],
      services: ['data_transfer'],
      payments: [{ method: 'card', amount: '800.00' }, { method: 'cash', amount: '70.00' }],
    }));
    expect(res.status).toBe(201);
    const detail = res.body.data as SaleDetail;
    expect(detail.sale_number).toMatch(new RegExp(`^${todayIso().slice(0, 4)}\\d{6}$`));
    expect(detail).toMatchObject({ subtotal: '928.80', total_discount: '89.90', services_total: '30.00', total_amount: '868.90', change_amount: '1.10', customer_id: customer.id, store_id: shop.store.id });
    expect(detail.lines.map((line) => [line.imei, line.quantity, line.unit_price, line.total_price])).toEqual([[code, 1, '899.00', '809.10'], [null, 2, '14.90', '29.80']]);
    expect(detail.lines[0]?.activation).toEqual({ operator: 'TIM', dealer_code: 'D-1', portability_number: '3331234567', portability_operator: 'Vodafone' });

    // the phone is sold, two cables left the store, each line a 'vendita' movement of the sale
    const history = (await api('GET', `/inventory/imei/${code}/history`, shop.token)).body.data as { piece: { status: string }; movements: { movement_type: string; document_number: string | null }[] };
    expect(history.piece.status).toBe('sold');
    expect(history.movements.map((movement) => [movement.movement_type, movement.document_number])).toEqual([['carico', expect.any(String)], ['vendita', detail.sale_number]]);
    expect(await cablesInStock()).toBe(before - 2);
    // the customer's detail shows the purchase
    const shown = (await api('GET', `/customers/${customer.id}`, shop.token)).body.data as { total_purchases: string; total_sales_count: number; loyalty: { current_points: number } };
    expect(shown).toMatchObject({ total_purchases: '868.90', total_sales_count: 1, loyalty: { current_points: 868 } });
    // a point per whole euro paid; the manager who sold earns the manager's 1.5% of the products (838.90)
    expect(detail.points_earned).toBe(868);
    expect(detail.commissions).toEqual([{ user_id: shop.manager.id, user_name: expect.any(String), role: 'manager', percent: 1.5, amount: '12.58' }]);
    expect((await api('GET', `/sales/${detail.id}`, consultantToken)).body.data).toEqual({ ...detail, warnings: [] });

    // the receipt as it will print: the receipt's texts of Personalizzazione (not the documents'), lines with
    // the IMEI, discount, services, payments, change, points
    const texts = { receipt_header: 'Telefonia di prova\nVia Roma 1', receipt_footer: 'Grazie e arrivederci', document_header: 'Intestazione dei documenti A4' };
    expect((await api('PUT', '/settings/branding', shop.token, texts)).status).toBe(200);
    const receipt = await fetch(`${server.url}/api/sales/${detail.id}/receipt.pdf`, { headers: { Authorization: `Bearer ${consultantToken}` } });
    expect([receipt.status, receipt.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = pdfText(new Uint8Array(await receipt.arrayBuffer()));
    expect(text).not.toContain('Intestazione dei documenti A4');
    for (const expected of ['Telefonia di prova', 'Via Roma 1', 'Grazie e arrivederci', `Ricevuta ${detail.sale_number}`, 'Documento gestionale — non fiscale', `IMEI ${code}`, 'Attivazione TIM', '10% (-89,90', 'Trasferimento dati', '868,90', 'Carta', 'Contanti', 'Resto', '1,10', '+868 (saldo 868)']) {
      expect(text).toContain(expected);
    }
    expect((await fetch(`${server.url}/api/sales/${detail.id}/receipt.pdf`, { headers: { Authorization: `Bearer ${otherShop.token}` } })).status).toBe(404);
  });

  it('creates a quick new customer with the sale, and not without it', async () => {
    await stock([], 2);
    const phone = `+39 333 ${run.slice(-7)}`;
    const quick = { first_name: 'mario', last_name: `rossi ${run}`, phone, privacy_consent: true as const };
    const cable = { product_id: cableId, quantity: 1 };
    const customersWith = async () => ((await api('GET', `/customers?search=${encodeURIComponent(`rossi ${run}`)}`, shop.token)).body.data as { customers: unknown[] }).customers.length;
    const failed = await complete(shop.token, sale({ new_customer: quick, lines: [cable], payments: [{ method: 'card', amount: '1.00' }] }));
    expect(failed.status).toBe(422);
    expect(await customersWith()).toBe(0);
    const noConsent = await complete(shop.token, sale({ new_customer: { ...quick, privacy_consent: false as true }, lines: [cable], payments: [{ method: 'card', amount: '14.90' }] }));
    expect(Object.keys(noConsent.body.validation_errors ?? {})).toEqual(['new_customer.privacy_consent']);
    const res = await complete(shop.token, sale({ new_customer: quick, lines: [cable], payments: [{ method: 'card', amount: '14.90' }] }));
    expect(res.status).toBe(201);
    const made = res.body.data as SaleDetail;
    expect(made.customer_name).toBe(`Mario Rossi ${run}`);
    expect(made.points_earned).toBe(14);
    expect(await customersWith()).toBe(1);
    const shown = (await api('GET', `/customers/${made.customer_id}`, shop.token)).body.data as { phone: string; total_sales_count: number };
    expect(shown).toMatchObject({ phone, total_sales_count: 1 });
  });

  it("offers the company's most recent buyers first, each once, for the wizard's 'Clienti recenti'", async () => {
    await stock([], 3);
    const cable = { product_id: cableId, quantity: 1 };
    const buyer = async (name: string) => {
      const res = await complete(shop.token, sale({ new_customer: { first_name: name, last_name: `Recente ${run}`, phone: `+39 320 ${run.slice(-7)}`, privacy_consent: true }, lines: [cable], payments: [{ method: 'card', amount: '14.90' }] }));
      expect(res.status).toBe(201);
      return res.body.data as SaleDetail;
    };
    const first = await buyer('Prima');
    const second = await buyer('Seconda');
    expect((await complete(shop.token, sale({ customer_id: first.customer_id, lines: [cable], payments: [{ method: 'card', amount: '14.90' }] }))).status).toBe(201);
    const recent = async (token: string) => ((await api('GET', '/customers?recent_buyers=true&per_page=3', token)).body.data as { customers: { id: number }[] }).customers.map((c) => c.id);
    const ids = await recent(shop.token);
    expect(ids.slice(0, 2)).toEqual([first.customer_id, second.customer_id]);
    expect(new Set(ids).size).toBe(ids.length);
    // another company sees none of them
    const theirs = await recent(otherShop.token);
    expect(theirs).not.toContain(first.customer_id);
    expect(theirs).not.toContain(second.customer_id);
  });

  it("records a sale at the company's own rates: points per euro, commissions and the delivery fee below 500 €", async () => {
    await stock([], 2);
    const defaults = { name: shop.company.name, points_per_euro: 1, consultant_commission_percent: 3.5, manager_commission_percent: 1.5, delivery_fee: '0.00' };
    const refused = await api('PUT', '/settings/company', shop.token, { name: shop.company.name, points_per_euro: 101, consultant_commission_percent: 12.345, manager_commission_percent: -1, delivery_fee: '1000.00' });
    expect(refused.status).toBe(422);
    expect(refused.body.validation_errors).toEqual({
      points_per_euro: SALE_MSG.pointsPerEuroInvalid,
      consultant_commission_percent: SALE_MSG.commissionPercentInvalid,
      manager_commission_percent: SALE_MSG.commissionPercentInvalid,
      delivery_fee: SALE_MSG.deliveryFeeInvalid,
    });
    // a consultant cannot change them
    expect((await api('PUT', '/settings/company', consultantToken, { ...defaults, points_per_euro: 50 })).status).toBe(403);
    try {
      const saved = await api('PUT', '/settings/company', shop.token, { name: shop.company.name, points_per_euro: 2, consultant_commission_percent: 5, manager_commission_percent: 2.25, delivery_fee: '9.90' });
      expect(saved.status).toBe(200);
      expect((await api('GET', '/sales/rates', consultantToken)).body.data).toEqual({ points_per_euro: 2, consultant_commission_percent: 5, manager_commission_percent: 2.25, delivery_fee: '9.90' });
      const body = sale({
        new_customer: { first_name: 'Tariffe', last_name: `Azienda ${run}`, phone: `+39 321 ${run.slice(-7)}`, privacy_consent: true },
        lines: [{ product_id: cableId, quantity: 2 }],
        delivery_method: 'delivery',
        delivery_address: 'Via Roma 1, Milano',
        delivery_date: firstDeliveryDate(),
        payments: [{ method: 'card', amount: '39.70' }],
      });
      const res = await complete(consultantToken, body);
      expect(res.status).toBe(201);
      const made = res.body.data as SaleDetail;
      expect(made).toMatchObject({ delivery_total: '9.90', total_amount: '39.70', points_earned: 78, delivery_date: firstDeliveryDate() });
      expect(made.commissions.map((commission) => [commission.role, commission.percent, commission.amount])).toEqual([
        ['consultant', 5, '1.49'],
        ['manager', 2.25, '0.67'],
      ]);
    } finally {
      expect((await api('PUT', '/settings/company', shop.token, defaults)).status).toBe(200);
    }
  });

  it("takes the customer's own loyalty coupon as a payment once, earning no points on it", async () => {
    await stock([], 4);
    const made = await complete(shop.token, sale({ new_customer: { first_name: 'Coupon', last_name: `Fedele ${run}`, phone: `+39 322 ${run.slice(-7)}`, privacy_consent: true }, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'card', amount: '14.90' }] }));
    const customerId = (made.body.data as SaleDetail).customer_id ?? 0;
    expect((await api('POST', `/customers/${customerId}/assign-points`, shop.token, { points: 200, reason: 'Benvenuto' })).status).toBe(201);
    const coupon = ((await api('POST', `/customers/${customerId}/convert-points`, shop.token)).body.data as { coupon: { code: string; value: string } }).coupon;
    const couponValue = moneyToCents(coupon.value as MoneyString);
    const cable = { product_id: cableId, quantity: 1 };
    const payWith = (code: string, amount: string, customer_id: number | null = customerId) =>
      sale({ customer_id, lines: [cable], payments: [{ method: 'coupon', amount, coupon_code: code }, { method: 'card', amount: centsToMoney(1490 - moneyToCents(amount as MoneyString)) }] });
    const amount = centsToMoney(couponValue);
    // refused: another customer's, a walk-in, an unknown code, more than it is worth
    const other = await complete(shop.token, payWith(coupon.code, amount, null));
    expect(other.body.validation_errors).toEqual({ 'payments.0.method': SALE_MSG.needsCustomer });
    expect((await complete(shop.token, payWith('NOPE-000', amount))).body.validation_errors).toEqual({ 'payments.0.coupon_code': SALE_MSG.couponInvalid });
    expect(couponValue).toBeLessThan(1490);
    const above = await complete(shop.token, payWith(coupon.code, centsToMoney(couponValue + 1)));
    expect(Object.keys(above.body.validation_errors ?? {})).toEqual(['payments.0.amount']);
    const paid = await complete(shop.token, payWith(coupon.code.toLowerCase(), amount));
    expect(paid.status).toBe(201);
    const detail = paid.body.data as SaleDetail;
    expect(detail.payments[0]).toMatchObject({ method: 'coupon', amount, notes: `Coupon ${coupon.code}` });
    // points only on what the card paid
    expect(detail.points_earned).toBe(Math.floor((1490 - moneyToCents(amount as MoneyString)) / 100));
    // two counters redeeming one coupon at the same moment: one of them gets it
    expect((await api('POST', `/customers/${customerId}/assign-points`, shop.token, { points: 200, reason: 'Secondo coupon' })).status).toBe(201);
    const second = ((await api('POST', `/customers/${customerId}/convert-points`, shop.token)).body.data as { coupon: { code: string; value: string } }).coupon;
    expect(second.value).toBe(coupon.value);
    const racing = await Promise.all([complete(shop.token, payWith(second.code, amount)), complete(shop.managerToken, payWith(second.code, amount))]);
    expect(racing.map((res) => res.status).sort()).toEqual([201, 422]);
    // used: a second sale cannot redeem it, and the customer's card shows it redeemed
    expect((await complete(shop.token, payWith(coupon.code, amount))).body.validation_errors).toEqual({ 'payments.0.coupon_code': SALE_MSG.couponInvalid });
    const shown = (await api('GET', `/customers/${customerId}`, shop.token)).body.data as CustomerDetail;
    expect(shown.loyalty.coupons.find((c) => c.code === coupon.code)?.status).toBe('redeemed');
  });

  it("spends the customer's store credit once, never beyond it, and shows what is left", async () => {
    await stock([], 3);
    const made = await complete(shop.token, sale({ new_customer: { first_name: 'Credito', last_name: `Negozio ${run}`, phone: `+39 323 ${run.slice(-7)}`, privacy_consent: true }, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'card', amount: '14.90' }] }));
    const customerId = (made.body.data as SaleDetail).customer_id ?? 0;
    const balance = async () => ((await api('GET', `/customers/${customerId}`, shop.token)).body.data as CustomerDetail).credit_balance;
    const withCredit = (credit: string) =>
      sale({ customer_id: customerId, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'customer_credit', amount: credit }, { method: 'card', amount: centsToMoney(1490 - moneyToCents(credit as MoneyString)) }] });
    // none yet: refused on the payment's amount
    const none = await complete(shop.token, withCredit('5.00'));
    expect(none.body.validation_errors).toEqual({ 'payments.0.amount': SALE_MSG.creditInsufficient });
    expect(await balance()).toBe('0.00');
    // a refund's credit (returns, issue 11, write these entries)
    const em = systemEm(server.orm);
    em.create(CreditEntry, { company: shop.company.id, customer: customerId, kind: 'refund', amountCents: 1000, sale: null, author: null, notes: 'Reso' });
    await em.flush();
    expect(await balance()).toBe('10.00');
    expect((await complete(shop.token, withCredit('10.01'))).status).toBe(422);
    // two counters spending the same 10 € at once: one of them
    const racing = await Promise.all([complete(shop.token, withCredit('10.00')), complete(shop.managerToken, withCredit('10.00'))]);
    expect(racing.map((res) => res.status).sort()).toEqual([201, 422]);
    const spent = racing.find((res) => res.status === 201)?.body.data as SaleDetail;
    // points on the card's 4.90 only
    expect(spent.points_earned).toBe(4);
    expect(await balance()).toBe('0.00');
  });

  it('numbers the sales of a company one after another', async () => {
    await stock([], 3);
    const numbers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await complete(shop.token, sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '20.00' }] }));
      numbers.push(Number((res.body.data as SaleDetail).sale_number));
    }
    expect(numbers.slice(1).map((number, index) => number - (numbers[index] ?? 0))).toEqual([1, 1]);
  });

  it('happens once per sale id: a retry or a double click, in turn or at the same moment, returns the first sale', async () => {
    await stock([], 4);
    const before = await cablesInStock();
    const body = sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '14.90' }] });
    const first = await complete(consultantToken, body);
    // a consultant's sale: 3.5% to the consultant, 1.5% to the manager who supervises them
    expect((first.body.data as SaleDetail).commissions.map((commission) => [commission.role, commission.amount])).toEqual([['consultant', '0.52'], ['manager', '0.22']]);
    expect((first.body.data as SaleDetail).points_earned).toBe(0);
    const again = await complete(consultantToken, body);
    expect(again.status).toBe(201);
    expect((again.body.data as SaleDetail).id).toBe((first.body.data as SaleDetail).id);
    const racing = sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '14.90' }] });
    const answers = await Promise.all([1, 2, 3].map(() => complete(consultantToken, racing)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => (answer.body.data as SaleDetail).id)).size).toBe(1);
    expect(await cablesInStock()).toBe(before - 2);
    // another cart under an id already used is not that sale: 409, nothing sold
    const other = await complete(consultantToken, { ...body, lines: [{ product_id: cableId, quantity: 2 }], payments: [{ method: 'cash', amount: '29.80' }] });
    expect([other.status, other.body.error]).toEqual([409, SALE_MSG.saleIdReused]);
    expect(await cablesInStock()).toBe(before - 2);
  });

  it('sells a piece to one of two counters at the same moment; the other gets 409 and nothing is written', async () => {
    const code = imei();
    const pieces = await stock([code], 0);
    const body = () => sale({ lines: [{ product_id: phoneId, piece_id: pieces.get(code), quantity: 1 }], payments: [{ method: 'card', amount: '899.00' }] });
    const answers = await Promise.all([complete(shop.token, body()), complete(shop.managerToken, body())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error).toBe(SALE_MSG.pieceSold(code));
    const history = (await api('GET', `/inventory/imei/${code}/history`, shop.token)).body.data as { movements: { movement_type: string }[] };
    expect(history.movements.map((movement) => movement.movement_type)).toEqual(['carico', 'vendita']);
  });

  it('refuses what the rules refuse, with the field and the Italian message, and writes nothing', async () => {
    const code = imei();
    const pieces = await stock([code], 2);
    const before = await cablesInStock();
    const phone = { product_id: phoneId, piece_id: pieces.get(code), quantity: 1 };
    const cases: Array<[SaleCompleteBody, number, Record<string, string> | string]> = [
      [sale({ lines: [phone], payments: [{ method: 'card', amount: '800.00' }] }), 422, { payments: SALE_MSG.paymentIncomplete }],
      [sale({ lines: [phone], payments: [{ method: 'card', amount: '99999999999999999999.00' }] }), 422, { 'payments.0.amount': SALE_MSG.invalidAmount }],
      [sale({ lines: [phone], payments: [{ method: 'card', amount: '-899.00' }] }), 422, { 'payments.0.amount': SALE_MSG.invalidAmount }],
      // a card cannot give change
      [sale({ lines: [phone], payments: [{ method: 'card', amount: '900.00' }] }), 422, { payments: SALE_MSG.paymentIncomplete }],
      // nor cash handed over when the card already paid it all
      [sale({ lines: [phone], payments: [{ method: 'card', amount: '899.00' }, { method: 'cash', amount: '10.00' }] }), 422, { payments: SALE_MSG.paymentIncomplete }],
      [sale({ lines: [{ ...phone, discount_percent: 60 }], payments: [{ method: 'card', amount: '359.60' }] }), 422, { 'lines.0.discount_percent': SALE_MSG.discountOutOfRange(50) }],
      [sale({ lines: [{ product_id: phoneId, quantity: 1 }], payments: [{ method: 'card', amount: '899.00' }] }), 422, { 'lines.0.piece_id': SALE_MSG.pieceRequired }],
      [sale({ lines: [phone, phone], payments: [{ method: 'card', amount: '1798.00' }] }), 422, { 'lines.1.piece_id': SALE_MSG.pieceTwice }],
      [sale({ lines: [{ product_id: cableId, quantity: 1, activation: { operator: 'TIM' } }], payments: [{ method: 'cash', amount: '14.90' }] }), 422, { 'lines.0.activation': SALE_MSG.activationNotAllowed }],
      // a walk-in customer: no activation, no installments
      [sale({ lines: [{ ...phone, activation: { operator: 'Iliad' } }], payments: [{ method: 'installments', amount: '899.00', installments: 12 }] }), 422, { 'lines.0.activation': SALE_MSG.needsCustomer, 'payments.0.method': SALE_MSG.needsCustomer }],
      [sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '14.90' }], delivery_method: 'delivery' }), 422, { delivery_address: SALE_MSG.deliveryAddressRequired }],
      // a delivery is booked from tomorrow, the shop's day in Italy
      [sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '14.90' }], delivery_method: 'delivery', delivery_address: 'Via Roma 1, Milano', delivery_date: todayIso() }), 422, { delivery_date: SALE_MSG.deliveryDateInvalid }],
      // a day that does not exist is not a date
      [sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '14.90' }], delivery_method: 'delivery', delivery_address: 'Via Roma 1, Milano', delivery_date: '2027-02-30' }), 422, { delivery_date: SALE_MSG.dateInvalid }],
      // an operator the store does not work with (it sells TIM only)
      [sale({ customer_id: (await make.customer(shop.company.id)).id, lines: [{ ...phone, activation: { operator: 'Vodafone' } }], payments: [{ method: 'card', amount: '899.00' }] }), 422, { 'lines.0.activation.operator': SALE_MSG.operatorInvalid }],
      // the store's stock: 'block' by default
      [sale({ lines: [{ product_id: cableId, quantity: 500 }], payments: [{ method: 'cash', amount: '7450.00' }] }), 409, STOCK_MSG.insufficientStock(before)],
      // another company's product and customer are not found
      [sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '14.90' }], customer_id: (await make.customer(otherShop.company.id)).id }), 422, { customer_id: SALE_MSG.customerNotFound }],
    ];
    for (const [body, status, expected] of cases) {
      const res = await complete(shop.token, body);
      expect({ status: res.status, answer: typeof expected === 'string' ? res.body.error : res.body.validation_errors }).toEqual({ status, answer: expected });
    }
    // prices never come from the client: an unknown field is not a price
    const priced = await complete(shop.token, sale({ lines: [{ product_id: cableId, quantity: 1, unit_price: '0.01' } as never], payments: [{ method: 'cash', amount: '0.01' }] }));
    expect(priced.status).toBe(422);
    expect((await api('GET', `/inventory/imei/${code}/history`, shop.token)).body.data).toMatchObject({ piece: { status: 'available' } });
    expect(await cablesInStock()).toBe(before);
  });

  it("holds a consultant to the store's discount and amount limits until a manager of the store authorises", async () => {
    const code = imei();
    const pieces = await stock([code], 1);
    const phone = { product_id: phoneId, piece_id: pieces.get(code), quantity: 1 };
    // the consultant's maximum discount is 10% (spec 3 §9)
    const over = await complete(consultantToken, sale({ lines: [{ product_id: cableId, quantity: 1, discount_percent: 15 }], payments: [{ method: 'cash', amount: '12.67' }] }));
    expect([over.status, over.body.error]).toEqual([403, SALE_MSG.needsAuthorization]);
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { sale_authorization_amount: '500.00' } });
    const big = await complete(consultantToken, sale({ lines: [phone], payments: [{ method: 'card', amount: '899.00' }] }));
    expect([big.status, big.body.error]).toEqual([403, SALE_MSG.needsAuthorization]);
    // a manager authorises at the consultant's counter with their own credentials, and is named on the sale
    const asManager = (password: string, email = shop.manager.email) => sale({ lines: [phone], payments: [{ method: 'card', amount: '899.00' }], authorization: { email, password } });
    const wrong = await complete(consultantToken, asManager('not-the-password'));
    expect([wrong.status, wrong.body.validation_errors]).toEqual([403, { 'authorization.password': SALE_MSG.authorizationInvalid }]);
    const outsider = await complete(consultantToken, asManager(otherShop.manager.password, otherShop.manager.email));
    expect([outsider.status, outsider.body.error]).toEqual([403, SALE_MSG.authorizerNotAllowed]);
    const authorised = await complete(consultantToken, asManager(shop.manager.password));
    expect(authorised.status).toBe(201);
    const names = (await api('GET', '/auth/me', shop.managerToken)).body.data as { first_name: string; last_name: string };
    expect((authorised.body.data as SaleDetail).authorized_by_name).toBe(`${names.first_name} ${names.last_name}`);
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { sale_authorization_amount: '1000.00' } });
  });

  it("lifts a seller's discount limit to the authoriser's own, not beyond: a manager cannot authorise themselves above theirs", async () => {
    await stock([], 3);
    // the manager's maximum is 20% (spec 3 §9); 25% needs the owner
    const discounted = (authorization?: { email: string; password: string }) =>
      sale({ lines: [{ product_id: cableId, quantity: 1, discount_percent: 25 }], payments: [{ method: 'card', amount: '11.18' }], ...(authorization ? { authorization } : {}) });
    const self = await complete(shop.managerToken, discounted({ email: shop.manager.email, password: shop.manager.password }));
    expect([self.status, self.body.validation_errors]).toEqual([403, { 'authorization.email': SALE_MSG.discountAboveAuthorizer(20) }]);
    // a manager's credentials lift a consultant to 20%, not to 25%
    const consultantAbove = await complete(consultantToken, discounted({ email: shop.manager.email, password: shop.manager.password }));
    expect([consultantAbove.status, consultantAbove.body.error]).toEqual([403, SALE_MSG.discountAboveAuthorizer(20)]);
    const byOwner = await complete(shop.managerToken, discounted({ email: shop.owner.email, password: shop.owner.password }));
    expect(byOwner.status).toBe(201);
  });

  it("sells below zero only where the store's allow_negative_stock says so", async () => {
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { allow_negative_stock: 'warn' } });
    const left = await cablesInStock();
    const res = await complete(shop.token, sale({ lines: [{ product_id: cableId, quantity: left + 1 }], payments: [{ method: 'cash', amount: ((left + 1) * 14.9).toFixed(2) }] }));
    expect(res.status).toBe(201);
    expect((res.body.data as SaleDetail).warnings).toEqual([STOCK_MSG.negativeStockWarning]);
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { allow_negative_stock: 'block' } });
    await stock([], 2);
  });

  it('says when a customer search matched more customers than the list reads the sales of', async () => {
    const crowded = await make.ownedCompany();
    const surname = `Affollato${run}`;
    // one more customer of that surname than the list reads (customer search columns as the app writes them: lower case)
    await systemEm(server.orm).execute(
      `insert into customers (company_id, customer_type, first_name, last_name, phone, search_text, created_at, updated_at)
       select ?, 'individual', 'Nome', ? || n, '+39 333 1234567', lower(?) || n, now(), now() from generate_series(1, ?) n`,
      [crowded.company.id, surname, surname, SALES_SEARCH_CUSTOMERS + 1],
    );
    const list = async (query: string) => (await api('GET', `/sales?${query}`, crowded.token)).body.data as SalesList;
    expect((await list(`search=${surname}`)).search_limited).toBe(true);
    // its file would leave sales out: refused, with what to do
    const file = await api('GET', `/sales/export?search=${surname}`, crowded.token);
    expect([file.status, file.body.error]).toEqual([422, SALE_MSG.exportSearchLimited]);
    expect((await api('GET', `/sales/export?search=${surname}42`, crowded.token)).status).toBe(200);
    // exactly as many as it reads, or fewer: nothing left out
    await systemEm(server.orm).execute('delete from customers where company_id = ? and last_name = ?', [crowded.company.id, `${surname}1`]);
    expect((await list(`search=${surname}`)).search_limited).toBe(false);
    expect((await list(`search=${surname}42`)).search_limited).toBe(false);
    expect((await list('per_page=1')).search_limited).toBe(false);
    // another company's crowd is not this company's
    expect((await api('GET', `/sales?search=${surname}`, shop.token)).body.data).toMatchObject({ sales: [], search_limited: false });
  });

  it('lists the sales of the stores the caller sees: search by number, customer or IMEI, a period, pages, and the file', async () => {
    const code = imei();
    const pieces = await stock([code], 1);
    const customer: CustomerDetail = await make.customer(shop.company.id, { first_name: 'Ottavia', last_name: `Zanè${run}` });
    const sold = (await complete(shop.token, sale({ customer_id: customer.id, lines: [{ product_id: phoneId, piece_id: pieces.get(code), quantity: 1 }, { product_id: cableId, quantity: 1 }], payments: [{ method: 'card', amount: '900.00' }, { method: 'cash', amount: '13.90' }] }))).body.data as SaleDetail;
    const list = async (token: string, query: string) => (await api('GET', `/sales?${query}`, token)).body.data as SalesList;
    // the customer's tax code as the detail shows it, in groups, finds it too
    const grouped = (customer.tax_code ?? '').replace(/^(.{3})(.{3})(.{2})(.)(.{2})(.{4})(.)$/, '$1 $2 $3 $4 $5 $6 $7');
    for (const search of [sold.sale_number, code.slice(6), `zane${run}`, `ZANÈ${run}`, grouped]) {
      expect((await list(shop.token, `search=${encodeURIComponent(search)}`)).sales.map((row) => row.id)).toEqual([sold.id]);
    }
    const [row] = (await list(consultantToken, `search=${sold.sale_number}`)).sales;
    expect(row).toMatchObject({ sale_number: sold.sale_number, customer_name: `Ottavia Zanè${run}`, items_count: 2, total_amount: '913.90', store_name: shop.store.name });
    expect(row?.payment_methods.sort()).toEqual(['card', 'cash']);
    const today = todayIso();
    expect((await list(shop.token, `search=${sold.sale_number}&date_from=${today}&date_to=${today}`)).sales).toHaveLength(1);
    expect((await list(shop.token, `search=${sold.sale_number}&date_to=2020-01-01`)).sales).toHaveLength(0);
    const all = await list(shop.token, 'per_page=2');
    expect(all.sales).toHaveLength(2);
    expect(all.pagination.total).toBeGreaterThan(5);
    // the total without a search is the stores' days summed: it matches the rows, counts a sale once, a refused one never
    const ofToday = await list(shop.token, `date_from=${today}&date_to=${today}&per_page=100`);
    expect(ofToday.pagination.total).toBe(ofToday.sales.length);
    expect((await complete(shop.token, sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'card', amount: '1.00' }] }))).status).toBe(422);
    expect((await list(shop.token, 'per_page=1')).pagination.total).toBe(all.pagination.total);
    await stock([], 1);
    const again = sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'card', amount: '14.90' }] });
    expect((await complete(shop.token, again)).status).toBe(201);
    expect((await complete(shop.token, again)).status).toBe(201);
    expect((await list(shop.token, 'per_page=1')).pagination.total).toBe(all.pagination.total + 1);
    expect((await list(otherShop.token, 'per_page=1')).pagination.total).toBe(0);
    expect((await list(otherShop.token, `search=${sold.sale_number}`)).sales).toEqual([]);
    const file = await fetch(`${server.url}/api/sales/export?search=${sold.sale_number}`, { headers: { Authorization: `Bearer ${shop.token}` } });
    expect(file.headers.get('content-disposition')).toMatch(/filename="vendite-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await file.text();
    expect(text).toContain(sold.sale_number);
    expect(text).toContain('913,90');
  });

  it('takes cash only into an open drawer; card needs none', async () => {
    const coverId = ((await api('POST', '/inventory/products', otherShop.token, { name: `Cover ${run}`, brand: 'Spigen', model: 'S', category: 'Accessori', selling_price: '19.90' })).body.data as ProductDto).id;
    expect((await api('POST', '/warehouse/movements', otherShop.token, { store_id: otherShop.store.id, product_id: coverId, quantity: 5, notes: 'Inventario iniziale' })).status).toBe(201);
    const cover = (method: 'cash' | 'card') => sale({ store_id: otherShop.store.id, lines: [{ product_id: coverId, quantity: 1 }], payments: [{ method, amount: '19.90' }] });
    const cash = await complete(otherShop.token, cover('cash'));
    expect([cash.status, cash.body.error]).toEqual([409, CASH_MSG.openShiftForCash]);
    expect((await complete(otherShop.token, cover('card'))).status).toBe(201);
  });

  it("shows a store's day on the sales dashboard, and its goals set by a manager", async () => {
    const fresh = await make.ownedCompany();
    const seller = await make.user({ role: 'consultant', companyId: fresh.company.id, storeIds: [fresh.store.id], managerId: fresh.manager.id });
    const sellerToken = (await seller.login()).access_token;
    const itemId = ((await api('POST', '/inventory/products', fresh.token, { name: `Caricatore ${run}`, brand: 'Anker', model: '20W', category: 'Accessori', selling_price: '14.90' })).body.data as ProductDto).id;
    await api('POST', '/warehouse/movements', fresh.token, { store_id: fresh.store.id, product_id: itemId, quantity: 10, notes: 'Inventario iniziale' });
    await api('POST', '/shifts', sellerToken, { store_id: fresh.store.id, count: emptyCashCount() });
    const quick = { first_name: 'Ada', last_name: `Neri ${run}`, phone: '+39 340 1234567', privacy_consent: true as const };
    await complete(sellerToken, sale({ store_id: fresh.store.id, new_customer: quick, lines: [{ product_id: itemId, quantity: 1 }], payments: [{ method: 'card', amount: '14.90' }] }));
    await complete(sellerToken, sale({ store_id: fresh.store.id, lines: [{ product_id: itemId, quantity: 1 }], payments: [{ method: 'cash', amount: '14.90' }] }));

    const board = (await api('GET', `/sales/dashboard?store_id=${fresh.store.id}`, sellerToken)).body.data as SalesDashboard;
    expect(board).toMatchObject({ store_id: fresh.store.id, today: { sales_count: 2, revenue: '29.80', customers: 1, returns: 0 }, can_edit_goals: false });
    expect(board.active_shift?.opened_by_name).toBeTruthy();
    expect(board.recent_sales).toHaveLength(2);
    expect(board.goals).toEqual({
      revenue: { target: '3000.00', actual: '29.80', percent: 1 },
      sales_count: { target: 15, actual: 2, percent: 13 },
      new_customers: { target: 5, actual: 1, percent: 20 },
    });
    const goals = { store_id: fresh.store.id, revenue: '100.00', sales_count: 2, new_customers: 1 };
    expect((await api('PUT', '/sales/goals', sellerToken, goals)).status).toBe(403);
    expect((await api('PUT', '/sales/goals', shop.managerToken, goals)).status).toBe(404);
    expect((await api('PUT', '/sales/goals', fresh.managerToken, { ...goals, sales_count: -1 })).body.validation_errors).toEqual({ sales_count: SALE_MSG.goalInvalid });
    const saved = (await api('PUT', '/sales/goals', fresh.managerToken, goals)).body.data as SalesDashboard;
    expect(saved.goals).toEqual({
      revenue: { target: '100.00', actual: '29.80', percent: 30 },
      sales_count: { target: 2, actual: 2, percent: 100 },
      new_customers: { target: 1, actual: 1, percent: 100 },
    });
    expect((await api('GET', `/sales/dashboard?store_id=${fresh.store.id}`, shop.token)).status).toBe(404);
  });

  it("keeps every company's and store's sales to themselves", async () => {
    await stock([], 1);
    const mine = (await complete(shop.token, sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '14.90' }] }))).body.data as SaleDetail;
    expect((await api('GET', `/sales/${mine.id}`, otherShop.token)).status).toBe(404);
    // a store of another company cannot be sold from
    const foreign = await complete(otherShop.token, sale({ lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '14.90' }] }));
    expect(foreign.status).toBe(404);
  });

  it("a sale keeps its customer after the customer's erasure: by the anonymised name, with the points it earned", async () => {
    const customer = await make.customer(shop.company.id);
    await stock([], 2);
    const sold = (await complete(shop.token, sale({ customer_id: customer.id, lines: [{ product_id: cableId, quantity: 2 }], payments: [{ method: 'card', amount: '29.80' }] }))).body.data as SaleDetail;
    expect(sold.points_earned).toBeGreaterThan(0);
    expect((await api('DELETE', `/customers/${customer.id}`, shop.token)).status).toBe(200);
    const after = (await api('GET', `/sales/${sold.id}`, shop.token)).body.data as SaleDetail;
    expect(after).toMatchObject({ customer_id: customer.id, customer_name: 'Cliente anonimizzato', points_earned: sold.points_earned });
    const listed = (await api('GET', `/sales?search=${sold.sale_number}`, shop.token)).body.data as { sales: Array<{ customer_name: string | null }> };
    expect(listed.sales.map((row) => row.customer_name)).toEqual(['Cliente anonimizzato']);
  });

  it("charges a product kept by quantity at its store row's price, as the inventory shows it (set there when the catalogue has none)", async () => {
    const cover = ((await api('POST', '/inventory/products', shop.token, { name: `Cover silicone ${run}`, brand: 'Apple', model: '15' })).body.data as ProductDto).id;
    await api('POST', '/warehouse/ddt', shop.token, { ddt_info: { supplier_id: supplierId, ddt_number: `Q-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: shop.store.id, total_declared_items: 5 }, products: [{ product_id: cover, quantity: 5, purchase_price: '4.00' }] });
    const [row] = ((await api('GET', `/warehouse/inventory?search=${encodeURIComponent(`Cover silicone ${run}`)}`, shop.token)).body.data as InventoryList).items;
    expect(row?.selling_price).toBeNull();
    const unpriced = await complete(shop.token, sale({ lines: [{ product_id: cover, quantity: 1 }], payments: [{ method: 'card', amount: '19.90' }] }));
    expect(unpriced.body.validation_errors).toEqual({ 'lines.0.product_id': SALE_MSG.priceMissing });
    expect((await api('PUT', `/warehouse/inventory/stock/${row?.id}`, shop.token, { selling_price: '19.90' })).status).toBe(200);
    const sold = await complete(shop.token, sale({ lines: [{ product_id: cover, quantity: 2 }], payments: [{ method: 'card', amount: '39.80' }] }));
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect((sold.body.data as SaleDetail).lines[0]).toMatchObject({ unit_price: '19.90', total_price: '39.80' });
    // the store's row wins over the catalogue's price, as the inventory and the counter show it
    await api('PUT', `/inventory/products/${cover}`, shop.token, { name: `Cover silicone ${run}`, brand: 'Apple', model: '15', selling_price: '24.90' });
    const again = await complete(shop.token, sale({ lines: [{ product_id: cover, quantity: 1 }], payments: [{ method: 'card', amount: '19.90' }] }));
    expect((again.body.data as SaleDetail).lines[0]?.unit_price).toBe('19.90');
  });

  it('a line of many dear units passes 32 bits of cents and still completes, to the cent', async () => {
    // 10.000 units (the cart's limit) of 2.500,00 € = 25.000.000,00 €: past what a 32-bit cents column holds
    const dear = ((await api('POST', '/inventory/products', shop.token, { name: `Lingotto ${run}`, brand: 'Banco', model: 'L1', selling_price: '2500.00' })).body.data as ProductDto).id;
    const loaded = await api('POST', '/warehouse/ddt', shop.token, { ddt_info: { supplier_id: supplierId, ddt_number: `L-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: shop.store.id, total_declared_items: 10_000 }, products: [{ product_id: dear, quantity: 10_000, purchase_price: '2000.00' }] });
    expect(loaded.status).toBe(201);
    const res = await complete(shop.token, sale({ lines: [{ product_id: dear, quantity: 10_000 }], payments: [{ method: 'card', amount: '25000000.00' }] }));
    expect(res.status).toBe(201);
    expect((res.body.data as SaleDetail).lines[0]).toMatchObject({ quantity: 10_000, unit_price: '2500.00', total_price: '25000000.00' });
    expect((res.body.data as SaleDetail).total_amount).toBe('25000000.00');
  });
});

checkStockTotalsAtTheEnd(() => server);
