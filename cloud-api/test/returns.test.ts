import { randomUUID } from 'node:crypto';
import {
  emptyCashCount,
  formatCents,
  RETURN_MSG,
  todayIso,
  addDaysIso,
  type CustomerDetail,
  type DdtDetail,
  type ProductDto,
  type ReturnCompleteBody,
  type ReturnDetail,
  type ReturnQuote,
  type SaleCompleteBody,
  type SaleDetail,
  type SaleForReturn,
  type Shift,
  type SupplierDto,
} from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { OutboxMailAttachment } from '../src/modules/mail/outbox-mail-attachment.entity.ts';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity.ts';
import { factories, type Factories, type OwnedCompany } from './support/factories.ts';
import { pdfText } from './support/pdf-text.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { checkStockTotalsAtTheEnd } from './support/stock-totals.ts';
import { apiCaller, imeiSequence } from './support/api-calls.ts';

/**
 * Returns and exchanges on real sales (issue 11): the windows per category from the store's settings,
 * the condition and fee arithmetic, each refund method, approvals, stock, credit, points and
 * commissions reversed, exactly once, and nothing written by a refused return.
 */
let server: TestServer;
let make: Factories;
let shop: OwnedCompany;
let otherShop: OwnedCompany;
let consultantToken: string;
let otherStoreConsultantToken: string;
let supplierId: number;
let phoneId: number;
let cableId: number;
let chargerId: number;
let shiftId: number;

const api = apiCaller(() => server);

const run = String(Date.now()).slice(-8);
const imei = imeiSequence('88');

/** Loads phones (by IMEI), cables and chargers into the shop's store; answers the phones' piece ids by IMEI. */
async function stock(phones: string[], cables: number, chargers = 0): Promise<Map<string, number>> {
  const products = [
    ...(phones.length > 0 ? [{ product_id: phoneId, quantity: phones.length, pieces: phones.map((code) => ({ imei: code })), purchase_price: '500.00' }] : []),
    ...(cables > 0 ? [{ product_id: cableId, quantity: cables, purchase_price: '4.00' }] : []),
    ...(chargers > 0 ? [{ product_id: chargerId, quantity: chargers, purchase_price: '10.00' }] : []),
  ];
  const res = await api('POST', '/warehouse/ddt', shop.token, { ddt_info: { supplier_id: supplierId, ddt_number: `R-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: shop.store.id, total_declared_items: 1 }, products });
  if (res.status !== 201) throw new Error(`DDT: ${res.status} ${JSON.stringify(res.body)}`);
  return new Map((res.body.data as DdtDetail).lines.flatMap((line) => line.pieces.map((piece) => [piece.imei ?? '', piece.id] as const)));
}

async function sell(token: string, fields: Partial<SaleCompleteBody>): Promise<SaleDetail> {
  const res = await api('POST', '/sales', token, { id: randomUUID(), store_id: shop.store.id, customer_id: null, lines: [], payments: [], ...fields });
  if (res.status !== 201) throw new Error(`sale: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as SaleDetail;
}

/** A phone sold (by the consultant, so commissions are earned) to a new customer, paid by card. */
async function soldPhone(): Promise<{ sale: SaleDetail; code: string; customer: CustomerDetail }> {
  const code = imei();
  const pieces = await stock([code], 0);
  const customer = await make.customer(shop.company.id, { email: `cliente.${randomUUID().slice(0, 6)}@example.com` });
  const sale = await sell(consultantToken, { customer_id: customer.id, lines: [{ product_id: phoneId, piece_id: pieces.get(code), quantity: 1 }], payments: [{ method: 'card', amount: '600.00' }] });
  return { sale, code, customer };
}

const lineOf = (sale: SaleDetail, index = 0) => {
  const line = sale.lines[index];
  if (!line) throw new Error('no line');
  return line.id;
};
const returnBody = (sale: SaleDetail, fields: Partial<ReturnCompleteBody> = {}): ReturnCompleteBody => ({
  id: randomUUID(),
  sale_id: sale.id,
  type: 'return',
  lines: [{ sale_line_id: lineOf(sale), quantity: 1, defects: [] }],
  refund_method: 'store_credit',
  customer_agreement: true,
  ...fields,
});
const approval = () => ({ email: shop.manager.email, password: shop.manager.password });
const customerOf = async (id: number) => (await api('GET', `/customers/${id}`, shop.token)).body.data as CustomerDetail;
const pieceStatus = async (code: string) => ((await api('GET', `/inventory/imei/${code}/history`, shop.token)).body.data as { piece: { status: string }; movements: { movement_type: string; document_number: string | null }[] });
const cablesInStock = async (): Promise<number> => {
  const list = (await api('GET', `/warehouse/inventory?search=${encodeURIComponent(`Cavo ${run}`)}`, shop.token)).body.data as { items: { quantity: number }[] };
  return list.items.reduce((sum, item) => sum + item.quantity, 0);
};
const returnsOfCompany = async () => Number((await systemEm(server.orm).execute<Array<{ n: string }>>('select count(*) as n from sale_returns where company_id = ?', [shop.company.id]))[0]?.n);

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  shop = await make.ownedCompany();
  otherShop = await make.ownedCompany();
  const consultant = await make.user({ role: 'consultant', companyId: shop.company.id, storeIds: [shop.store.id], managerId: shop.manager.id });
  consultantToken = (await consultant.login()).access_token;
  const otherStore = await make.store(shop.company.id);
  const otherManager = await make.user({ role: 'manager', companyId: shop.company.id, storeIds: [otherStore.id] });
  const elsewhere = await make.user({ role: 'consultant', companyId: shop.company.id, storeIds: [otherStore.id], managerId: otherManager.id });
  otherStoreConsultantToken = (await elsewhere.login()).access_token;
  supplierId = ((await api('POST', '/inventory/suppliers', shop.token, { name: 'Distribuzione Resi', code: 'DRES' })).body.data as SupplierDto).id;
  phoneId = ((await api('POST', '/inventory/products', shop.token, { name: `Pixel 9 ${run}`, brand: 'Google', model: 'P9', category: 'Smartphone', requires_imei: true, selling_price: '600.00' })).body.data as ProductDto).id;
  cableId = ((await api('POST', '/inventory/products', shop.token, { name: `Cavo ${run}`, brand: 'Belkin', model: 'C2C', category: 'Accessori', selling_price: '20.00' })).body.data as ProductDto).id;
  chargerId = ((await api('POST', '/inventory/products', shop.token, { name: `Caricatore ${run}`, brand: 'Anker', model: 'A65', category: 'Accessori', selling_price: '45.00' })).body.data as ProductDto).id;
  const opened = await api('POST', '/shifts', shop.token, { store_id: shop.store.id, count: { ...emptyCashCount(), notes: { ...emptyCashCount().notes, '500': 4 } } });
  if (opened.status !== 201) throw new Error(`shift: ${opened.status} ${JSON.stringify(opened.body)}`);
  shiftId = (opened.body.data as Shift).id;
});
afterAll(() => server?.close());

describe('step 1: the sale and its lines (issue 11)', () => {
  it('finds sales by receipt, customer phone or tax code and period, in the caller\'s stores only', async () => {
    const { sale, customer } = await soldPhone();
    const byReceipt = await api('GET', `/returns/sales?mode=receipt&receipt=${sale.sale_number.slice(-7)}`, consultantToken);
    expect(byReceipt.status).toBe(200);
    expect((byReceipt.body.data as { sales: { id: number; returnable: boolean }[] }).sales).toContainEqual(expect.objectContaining({ id: sale.id, returnable: true }));
    const byPhone = await api('GET', `/returns/sales?mode=customer&customer=${encodeURIComponent(customer.phone.replace(/\s/g, ''))}`, consultantToken);
    expect((byPhone.body.data as { sales: { id: number }[] }).sales.map((found) => found.id)).toContain(sale.id);
    const day = todayIso();
    const byPeriod = await api('GET', `/returns/sales?mode=period&date_from=${day}&date_to=${day}`, consultantToken);
    expect((byPeriod.body.data as { sales: { id: number }[] }).sales.map((found) => found.id)).toContain(sale.id);
    // another store's consultant, another company: nothing
    expect(((await api('GET', `/returns/sales?mode=receipt&receipt=${sale.sale_number}`, otherStoreConsultantToken)).body.data as { sales: unknown[] }).sales).toEqual([]);
    expect(((await api('GET', `/returns/sales?mode=receipt&receipt=${sale.sale_number}`, otherShop.token)).body.data as { sales: unknown[] }).sales).toEqual([]);
    expect((await api('GET', `/returns/sales/${sale.id}`, otherShop.token)).status).toBe(404);
    expect((await api('GET', `/returns/sales/${sale.id}`, otherStoreConsultantToken)).status).toBe(404);
  });

  it('refuses criteria the spec does not search on, field by field', async () => {
    const short = await api('GET', '/returns/sales?mode=receipt&receipt=20', shop.token);
    expect([short.status, short.body.validation_errors]).toEqual([422, { receipt: 'Inserisci almeno 3 caratteri dello scontrino' }]);
    const phone = await api('GET', '/returns/sales?mode=customer&customer=333123', shop.token);
    expect(phone.body.validation_errors).toEqual({ customer: 'Inserisci un telefono (almeno 10 caratteri) o un codice fiscale di 16 caratteri' });
    const period = await api('GET', '/returns/sales?mode=period&date_from=2026-01-01', shop.token);
    expect(period.body.validation_errors).toEqual({ date_to: 'Indica entrambe le date del periodo' });
  });

  it('gives each line its status by the store\'s days per category: valid, expiring, expired, not returnable, returned', async () => {
    await stock([], 4);
    const sale = await sell(shop.token, { lines: [{ product_id: cableId, quantity: 2 }], payments: [{ method: 'card', amount: '40.00' }] });
    const statusOf = async () => ((await api('GET', `/returns/sales/${sale.id}`, shop.token)).body.data as SaleForReturn).lines[0];
    expect(await statusOf()).toMatchObject({ status: 'valid', returnable_quantity: 2, days_left: 30, last_day: addDaysIso(todayIso(), 30) });
    // the sale 28 days ago: 2 days left of the accessories' 30
    await systemEm(server.orm).execute(`update sales set sale_date = now() - interval '28 days' where id = ?`, [sale.id]);
    expect(await statusOf()).toMatchObject({ status: 'expiring', days_left: 2 });
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { return_days_accessories: 20 } });
    expect(await statusOf()).toMatchObject({ status: 'expired', returnable_quantity: 0 });
    const refused = await api('POST', '/returns', shop.token, returnBody(sale));
    expect([refused.status, refused.body.validation_errors]).toEqual([422, { 'lines.0.sale_line_id': 'Il periodo di reso di questo prodotto è scaduto' }]);
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { return_days_accessories: 0 } });
    expect(await statusOf()).toMatchObject({ status: 'not_returnable', last_day: null });
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { return_days_accessories: 30 } });
    // partial returns add up to what was sold, then 'returned'
    expect((await api('POST', '/returns', shop.token, returnBody(sale, { refund_method: 'original_payment' }))).status).toBe(201);
    expect(await statusOf()).toMatchObject({ status: 'expiring', returned_quantity: 1, returnable_quantity: 1 });
    const tooMany = await api('POST', '/returns', shop.token, returnBody(sale, { lines: [{ sale_line_id: lineOf(sale), quantity: 2, defects: [] }], refund_method: 'original_payment' }));
    expect(tooMany.body.validation_errors).toEqual({ 'lines.0.quantity': 'Quantità non valida: restituibili al massimo 1' });
    expect((await api('POST', '/returns', shop.token, returnBody(sale, { refund_method: 'original_payment' }))).status).toBe(201);
    expect(await statusOf()).toMatchObject({ status: 'returned', returned_quantity: 2, returnable_quantity: 0 });
    const again = await api('POST', '/returns', shop.token, returnBody(sale, { refund_method: 'original_payment' }));
    expect([again.status, again.body.validation_errors]).toEqual([422, { 'lines.0.sale_line_id': 'Prodotto già restituito' }]);
    const found = (await api('GET', `/returns/sales?mode=receipt&receipt=${sale.sale_number}`, shop.token)).body.data as { sales: { returnable: boolean }[] };
    expect(found.sales).toEqual([expect.objectContaining({ returnable: false })]);
  });
});

describe('the quote: condition, fees and refund methods (spec 2 §9)', () => {
  it('values a cracked screen at 20%, keeps the damaged fee, needs approval, and computes each method', async () => {
    const { sale } = await soldPhone();
    const res = await api('POST', '/returns/quote', consultantToken, { sale_id: sale.id, lines: [{ sale_line_id: lineOf(sale), defects: ['screen_cracks'] }] });
    expect(res.status).toBe(200);
    const quote = res.body.data as ReturnQuote;
    // 600.00 − 80% = 120.00; 30% of it kept (restocking_fee_damaged) = 36.00; refund 84.00
    expect(quote.lines[0]).toMatchObject({ condition: 'poor', total_impact: 80, return_value: '120.00', restocking_percent: 30, restocking_fee: '36.00', resellable: false, has_major_defect: true });
    expect(quote).toMatchObject({ original_amount: '600.00', return_value: '120.00', restocking_fees: '36.00', refund_amount: '84.00', requires_approval: true });
    const figures = Object.fromEntries(quote.methods.map((method) => [method.method, [method.available, method.bonus, method.processing_fee, method.final_amount]]));
    expect(figures).toEqual({
      original_payment: [true, '0.00', '0.00', '84.00'],
      store_credit: [true, '4.20', '0.00', '88.20'],
      cash: [true, '0.00', '1.68', '82.32'],
      bank_transfer: [true, '0.00', '2.50', '81.50'],
    });
  });

  it('waives the fee for a product that goes back on sale, and takes the store\'s own percentages', async () => {
    const { sale } = await soldPhone();
    const scratched = (await api('POST', '/returns/quote', shop.token, { sale_id: sale.id, lines: [{ sale_line_id: lineOf(sale), defects: ['scratches_minor'] }] })).body.data as ReturnQuote;
    expect(scratched).toMatchObject({ return_value: '570.00', restocking_fees: '0.00', refund_amount: '570.00', requires_approval: true });
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { restocking_fee_damaged: 10 } });
    const cracked = (await api('POST', '/returns/quote', shop.token, { sale_id: sale.id, lines: [{ sale_line_id: lineOf(sale), defects: ['screen_cracks'] }] })).body.data as ReturnQuote;
    expect(cracked).toMatchObject({ restocking_fees: '12.00', refund_amount: '108.00' });
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { restocking_fee_damaged: 30 } });
    // an accessory's checkpoint is no phone's defect
    const unknown = await api('POST', '/returns/quote', shop.token, { sale_id: sale.id, lines: [{ sale_line_id: lineOf(sale), defects: ['not_working'] }] });
    expect(unknown.body.validation_errors).toEqual({ 'lines.0.defects': 'Difetto non previsto per questa categoria' });
  });

  it('refuses cash above €999.99 with the spec\'s message and writes nothing', async () => {
    const codes = [imei(), imei()];
    const pieces = await stock(codes, 0);
    const customer = await make.customer(shop.company.id);
    const sale = await sell(shop.token, { customer_id: customer.id, lines: codes.map((code) => ({ product_id: phoneId, piece_id: pieces.get(code), quantity: 1 })), payments: [{ method: 'card', amount: '1200.00' }] });
    const lines = sale.lines.map((line) => ({ sale_line_id: line.id, quantity: 1, defects: [] }));
    const quote = (await api('POST', '/returns/quote', shop.token, { sale_id: sale.id, lines })).body.data as ReturnQuote;
    expect(quote.methods.find((method) => method.method === 'cash')).toMatchObject({ available: false, over_limit: true, unavailable_reason: 'Limite superato (max €999.99)' });
    const before = await returnsOfCompany();
    const refused = await api('POST', '/returns', shop.token, returnBody(sale, { lines, refund_method: 'cash', approval: approval() }));
    expect([refused.status, refused.body.validation_errors]).toEqual([422, { refund_method: 'Limite superato (max €999.99)' }]);
    expect(await returnsOfCompany()).toBe(before);
    expect((await pieceStatus(codes[0] ?? '')).piece.status).toBe('sold');
  });
});

describe('completing a return (issue 11)', () => {
  it('takes back a cracked phone with a manager\'s approval: damaged piece, store credit, points and commissions reversed', async () => {
    const { sale, code, customer } = await soldPhone();
    expect(sale.points_earned).toBe(600);
    expect((await customerOf(customer.id)).loyalty.current_points).toBe(600);
    const body = returnBody(sale, { lines: [{ sale_line_id: lineOf(sale), quantity: 1, defects: ['screen_cracks'], notes: 'Caduto' }] });
    // no approval, a wrong password, no agreement: refused, nothing written
    const before = await returnsOfCompany();
    const noApproval = await api('POST', '/returns', consultantToken, body);
    expect([noApproval.status, noApproval.body.error]).toEqual([403, "Serve l'approvazione di un manager (rimborso oltre 500 € o difetto grave)"]);
    const wrong = await api('POST', '/returns', consultantToken, { ...body, approval: { email: shop.manager.email, password: 'sbagliata' } });
    expect([wrong.status, wrong.body.validation_errors]).toEqual([403, { 'approval.password': 'Credenziali del manager non valide' }]);
    const noAgreement = await api('POST', '/returns', consultantToken, { ...body, approval: approval(), customer_agreement: false });
    expect([noAgreement.status, noAgreement.body.validation_errors]).toEqual([422, { customer_agreement: 'È necessario il consenso del cliente per procedere' }]);
    expect(await returnsOfCompany()).toBe(before);

    const res = await api('POST', '/returns', consultantToken, { ...body, approval: approval() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Reso completato');
    const done = res.body.data as ReturnDetail;
    expect(done.return_number).toMatch(new RegExp(`^R${todayIso().slice(0, 4)}\\d{6}$`));
    expect(done).toMatchObject({ type: 'return', refund_method: 'store_credit', refund_amount: '84.00', bonus: '4.20', final_amount: '88.20', approved_by_name: expect.any(String), customer_id: customer.id, points_reversed: 600, points_not_recovered: 0 });
    // consultant 3.5% + manager 1.5% of 600.00 taken back
    expect(done.commissions_reversed).toBe('30.00');
    // the sale's detail shows each person's commission net of the return
    const commissions = ((await api('GET', `/sales/${sale.id}`, shop.token)).body.data as SaleDetail).commissions;
    expect(commissions.map((commission) => [commission.role, commission.amount])).toEqual([['consultant', '0.00'], ['manager', '0.00']]);
    expect(((await api('GET', `/sales/${sale.id}`, shop.token)).body.data as SaleDetail).returns).toEqual([
      { id: done.id, return_number: done.return_number, type: 'return', created_at: done.created_at, refund_method_label: 'Credito negozio', final_amount: '88.20' },
    ]);
    // the piece is damaged, with its 'reso' movement
    const history = await pieceStatus(code);
    expect(history.piece.status).toBe('damaged');
    expect(history.movements.map((movement) => [movement.movement_type, movement.document_number])).toEqual([['carico', expect.any(String)], ['vendita', sale.sale_number], ['reso', done.return_number]]);
    // the customer has the credit and no points from the returned purchase
    const shown = await customerOf(customer.id);
    expect(shown.credit_balance).toBe('88.20');
    // points of a returned purchase were never earned: the balance and the tier's lifetime points lose them
    expect(shown.loyalty).toMatchObject({ current_points: 0, lifetime_points: 0 });
    expect(shown.loyalty.points_history.map((entry) => [entry.kind, entry.points])).toEqual([['reversal', -600], ['earned', 600]]);
    // the credit pays at the counter
    await stock([], 1);
    const spent = await sell(shop.token, { customer_id: customer.id, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'customer_credit', amount: '20.00' }] });
    expect(spent.total_amount).toBe('20.00');
    expect((await customerOf(customer.id)).credit_balance).toBe('68.20');
    // the customer's returns and the document
    const list = (await api('GET', `/returns?customer_id=${customer.id}`, consultantToken)).body.data as { returns: { return_number: string; final_amount: string }[] };
    expect(list.returns).toEqual([expect.objectContaining({ return_number: done.return_number, final_amount: '88.20' })]);
    const pdf = await fetch(`${server.url}/api/returns/${done.id}/document.pdf`, { headers: { Authorization: `Bearer ${consultantToken}` } });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [done.return_number, sale.sale_number, code, 'Credito negozio', '88,20']) expect(text).toContain(expected);
    expect((await fetch(`${server.url}/api/returns/${done.id}/document.pdf`, { headers: { Authorization: `Bearer ${otherShop.token}` } })).status).toBe(404);
    expect((await api('GET', `/returns/${done.id}`, otherStoreConsultantToken)).status).toBe(404);
  });

  it('puts a resellable piece back on sale, refunds cash out of the open drawer, and counts it on the dashboard', async () => {
    const { sale, code } = await soldPhone();
    const shiftBefore = (await api('GET', `/shifts/${shiftId}`, shop.token)).body.data as Shift;
    const dashboardBefore = ((await api('GET', `/sales/dashboard?store_id=${shop.store.id}`, shop.token)).body.data as { today: { returns: number } }).today.returns;
    const res = await api('POST', '/returns', shop.managerToken, returnBody(sale, { refund_method: 'cash', approval: approval() }));
    expect(res.status).toBe(201);
    const done = res.body.data as ReturnDetail;
    // 600.00 − 2% = 588.00 in cash
    expect(done).toMatchObject({ refund_method: 'cash', processing_fee: '12.00', final_amount: '588.00', processing_time: 'Immediato' });
    expect((await pieceStatus(code)).piece.status).toBe('available');
    const shiftAfter = (await api('GET', `/shifts/${shiftId}`, shop.token)).body.data as Shift;
    expect(Number(shiftAfter.cash_refunds) - Number(shiftBefore.cash_refunds)).toBeCloseTo(588, 2);
    expect(Number(shiftBefore.expected_cash) - Number(shiftAfter.expected_cash)).toBeCloseTo(588, 2);
    expect(((await api('GET', `/sales/dashboard?store_id=${shop.store.id}`, shop.token)).body.data as { today: { returns: number } }).today.returns).toBe(dashboardBefore + 1);
  });

  it('refunds in cash no more than the drawer holds: the quote says so, and two refunds at once never both count the same cash', async () => {
    // a company of its own, with 50 € in its drawer and two chargers sold by card
    const small = await make.ownedCompany();
    const post = async <T>(path: string, body: unknown, expected = 201) => {
      const res = await api('POST', path, small.token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(expected);
      return res.body.data as T;
    };
    const supplier = (await post<SupplierDto>('/inventory/suppliers', { name: 'Fornitore Cassa', code: 'FCAS' })).id;
    const charger = (await post<ProductDto>('/inventory/products', { name: `Caricatore ${run}`, brand: 'Anker', model: 'A65', category: 'Accessori', selling_price: '45.00' })).id;
    await post('/warehouse/ddt', { ddt_info: { supplier_id: supplier, ddt_number: `C-${run}`, ddt_date: todayIso(), store_id: small.store.id, total_declared_items: 2 }, products: [{ product_id: charger, quantity: 2, purchase_price: '20.00' }] });
    const shift = await post<Shift>('/shifts', { store_id: small.store.id, count: { ...emptyCashCount(), notes: { ...emptyCashCount().notes, '50': 1 } } });
    const sold = [
      await post<SaleDetail>('/sales', { id: randomUUID(), store_id: small.store.id, customer_id: null, lines: [{ product_id: charger, quantity: 1 }], payments: [{ method: 'card', amount: '45.00' }] }),
      await post<SaleDetail>('/sales', { id: randomUUID(), store_id: small.store.id, customer_id: null, lines: [{ product_id: charger, quantity: 1 }], payments: [{ method: 'card', amount: '45.00' }] }),
    ];
    // one refund fits: 45.00 − 2% = 44.10 of 50.00
    const quote = await post<ReturnQuote>('/returns/quote', { sale_id: sold[0]?.id, lines: [{ sale_line_id: lineOf(sold[0] as SaleDetail), defects: [] }] }, 200);
    expect(quote.methods.find((method) => method.method === 'cash')).toMatchObject({ available: true, final_amount: '44.10' });
    // both at once: the second finds 5.90 left
    const body = (sale: SaleDetail) => ({ ...returnBody(sale, { refund_method: 'cash' }), lines: [{ sale_line_id: lineOf(sale), quantity: 1, defects: [] }] });
    const answers = await Promise.all(sold.map((sale) => api('POST', '/returns', small.token, body(sale))));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    const refused = answers.find((res) => res.status === 422);
    expect(refused?.body.validation_errors).toEqual({ refund_method: RETURN_MSG.cashNotInDrawer(formatCents(590)) });
    const left = sold.find((_, index) => answers[index]?.status === 422) as SaleDetail;
    const after = await post<ReturnQuote>('/returns/quote', { sale_id: left.id, lines: [{ sale_line_id: lineOf(left), defects: [] }] }, 200);
    expect(after.methods.find((method) => method.method === 'cash')).toMatchObject({ available: false, unavailable_reason: RETURN_MSG.cashNotInDrawer(formatCents(590)) });
    expect(((await api('GET', `/shifts/${shift.id}`, small.token)).body.data as Shift).expected_cash).toBe('5.90');
  });

  it('happens once per return id, and two returns of one line at once give one', async () => {
    await stock([], 2);
    const customer = await make.customer(shop.company.id);
    const sale = await sell(shop.token, { customer_id: customer.id, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'card', amount: '20.00' }] });
    const body = returnBody(sale);
    const [first, second] = await Promise.all([api('POST', '/returns', shop.token, body), api('POST', '/returns', shop.token, body)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((first.body.data as ReturnDetail).id).toBe((second.body.data as ReturnDetail).id);
    expect((await customerOf(customer.id)).credit_balance).toBe('21.00');
    // the same id with another refund is not that return: 409, nothing written
    const reused = await api('POST', '/returns', shop.token, { ...body, refund_method: 'bank_transfer' });
    expect([reused.status, reused.body.error]).toEqual([409, RETURN_MSG.returnIdReused]);
    expect((await customerOf(customer.id)).credit_balance).toBe('21.00');

    const other = await sell(shop.token, { customer_id: customer.id, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'card', amount: '20.00' }] });
    const racing = await Promise.all([api('POST', '/returns', shop.token, returnBody(other)), api('POST', '/returns', shop.token, returnBody(other))]);
    expect(racing.map((res) => res.status).sort()).toEqual([201, 422]);
    expect((await customerOf(customer.id)).credit_balance).toBe('42.00');
  });

  it('gives back what was paid with credit or coupons as credit at face value: no +5% on it, never cash', async () => {
    await stock([], 4);
    const customer = await make.customer(shop.company.id);
    const credit = async () => (await customerOf(customer.id)).credit_balance;
    const first = await sell(shop.token, { customer_id: customer.id, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'card', amount: '20.00' }] });
    expect((await api('POST', '/returns', shop.token, returnBody(first))).status).toBe(201);
    // card money back as store credit: +5%
    expect(await credit()).toBe('21.00');

    // bought again with that credit and returned for credit: the 20.00 come back as 20.00, no bonus (it was a loop: 21 → 22.05 → ...)
    const second = await sell(shop.token, { customer_id: customer.id, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'customer_credit', amount: '20.00' }] });
    expect(await credit()).toBe('1.00');
    const quote = (await api('POST', '/returns/quote', shop.token, { sale_id: second.id, type: 'return', lines: [{ sale_line_id: lineOf(second), quantity: 1, defects: [] }] })).body.data as ReturnQuote;
    expect(quote).toMatchObject({ refundable_amount: '20.00', balance_credit: '20.00' });
    expect(quote.methods.find((method) => method.method === 'store_credit')).toMatchObject({ bonus: '0.00', final_amount: '0.00' });
    const back = (await api('POST', '/returns', shop.token, returnBody(second))).body.data as ReturnDetail;
    expect(back).toMatchObject({ balance_credit: '20.00', bonus: '0.00', final_amount: '0.00' });
    expect(await credit()).toBe('21.00');

    // and with cash chosen: no cash for credit; half paid by card, that half is the method's
    const third = await sell(shop.token, { customer_id: customer.id, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'customer_credit', amount: '10.00' }, { method: 'card', amount: '10.00' }] });
    expect(await credit()).toBe('11.00');
    const cash = (await api('POST', '/returns', shop.token, returnBody(third, { refund_method: 'cash' }))).body.data as ReturnDetail;
    // 10.00 back as credit; the card's 10.00 in cash less 2%
    expect(cash).toMatchObject({ balance_credit: '10.00', processing_fee: '0.20', final_amount: '9.80' });
    expect(await credit()).toBe('21.00');

    // a loyalty coupon's part is not money either: 200 points, a €10.00 coupon, spent on a cable with €10.00 by card
    await api('POST', `/customers/${customer.id}/assign-points`, shop.token, { points: 200, reason: 'Promo' });
    const coupon = ((await api('POST', `/customers/${customer.id}/convert-points`, shop.token)).body.data as { coupon: { code: string; value: string } }).coupon;
    expect(coupon.value).toBe('10.00');
    const fourth = await sell(shop.token, { customer_id: customer.id, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'coupon', amount: '10.00', coupon_code: coupon.code }, { method: 'card', amount: '10.00' }] });
    const couponBack = (await api('POST', '/returns', shop.token, returnBody(fourth, { refund_method: 'cash' }))).body.data as ReturnDetail;
    expect(couponBack).toMatchObject({ balance_credit: '10.00', final_amount: '9.80' });
    expect(await credit()).toBe('31.00');
  });

  it("returns a line in parts that add up to the line, to the cent", async () => {
    const adapterId = ((await api('POST', '/inventory/products', shop.token, { name: `Adattatore ${run}`, brand: 'Ugreen', model: 'U3', category: 'Accessori', selling_price: '24.90' })).body.data as ProductDto).id;
    await api('POST', '/warehouse/ddt', shop.token, { ddt_info: { supplier_id: supplierId, ddt_number: `A-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: shop.store.id, total_declared_items: 3 }, products: [{ product_id: adapterId, quantity: 3, purchase_price: '8.00' }] });
    // 3 × 24,90 less 7%: 69,47 for the line
    const sale = await sell(shop.token, { lines: [{ product_id: adapterId, quantity: 3, discount_percent: 7 }], payments: [{ method: 'card', amount: '69.47' }] });
    const refunds: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const res = await api('POST', '/returns', shop.token, returnBody(sale, { refund_method: 'original_payment' }));
      refunds.push((res.body.data as ReturnDetail).final_amount);
    }
    // each the line's value up to its units less what came back before: 23,16 + 23,15 + 23,16 = 69,47 (it was 3 × 23,16 = 69,48)
    expect(refunds).toEqual(['23.16', '23.15', '23.16']);
  });

  it('keeps the points the customer already turned into a coupon: the balance never goes below zero', async () => {
    const { sale, customer } = await soldPhone();
    const converted = await api('POST', `/customers/${customer.id}/convert-points`, shop.token);
    expect(converted.status).toBe(201);
    expect((await customerOf(customer.id)).loyalty.current_points).toBe(0);
    const done = (await api('POST', '/returns', shop.token, returnBody(sale, { refund_method: 'original_payment', approval: approval() }))).body.data as ReturnDetail;
    expect(done).toMatchObject({ points_reversed: 0, points_not_recovered: 600, refund_method: 'original_payment', final_amount: '600.00' });
    expect((await customerOf(customer.id)).loyalty.current_points).toBe(0);
  });

  it('offers store credit and transfers only with a customer, and the original payment only for card sales', async () => {
    await stock([], 1);
    const walkIn = await sell(shop.token, { lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'cash', amount: '20.00' }] });
    const methods = ((await api('GET', `/returns/sales/${walkIn.id}`, shop.token)).body.data as SaleForReturn).refund_methods;
    expect(Object.fromEntries(methods.map((method) => [method.method, method.unavailable_reason]))).toEqual({
      original_payment: 'Non disponibile: la vendita non è stata pagata solo con carta, bonifico o rate',
      store_credit: 'Serve un cliente registrato sulla vendita',
      cash: null,
      bank_transfer: 'Serve un cliente registrato sulla vendita',
    });
    const refused = await api('POST', '/returns', shop.token, returnBody(walkIn));
    expect([refused.status, refused.body.validation_errors]).toEqual([422, { refund_method: 'Serve un cliente registrato sulla vendita' }]);
  });

  it('stores photos with the return, checks their bytes, and sends the document to the customer', async () => {
    const { sale, customer } = await soldPhone();
    const done = (await api('POST', '/returns', shop.token, returnBody(sale, { refund_method: 'original_payment', approval: approval() }))).body.data as ReturnDetail;
    // a PNG's signature and header: 640 × 480
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.from([0, 0, 2, 0x80, 0, 0, 1, 0xe0]), Buffer.alloc(32, 1)]);
    const added = await api('POST', `/returns/${done.id}/photos`, consultantToken, { photo: `data:image/png;base64,${png.toString('base64')}` });
    expect([added.status, added.body.data]).toEqual([201, expect.objectContaining({ content_type: 'image/png', bytes: png.length })]);
    const text = await api('POST', `/returns/${done.id}/photos`, consultantToken, { photo: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` });
    expect([text.status, text.body.validation_errors]).toEqual([422, { photo: 'La foto deve essere un file JPEG o PNG' }]);
    expect((await api('POST', `/returns/${done.id}/photos`, otherShop.token, { photo: `data:image/png;base64,${png.toString('base64')}` })).status).toBe(404);
    const photoId = (added.body.data as { id: number }).id;
    const shown = await fetch(`${server.url}/api/returns/${done.id}/photos/${photoId}`, { headers: { Authorization: `Bearer ${consultantToken}` } });
    expect([shown.status, Buffer.from(await shown.arrayBuffer()).equals(png)]).toEqual([200, true]);
    expect(((await api('GET', `/returns/${done.id}`, shop.token)).body.data as ReturnDetail).photos).toHaveLength(1);

    const sent = await api('POST', `/returns/${done.id}/email`, consultantToken);
    expect([sent.status, sent.body.data]).toEqual([200, { to: customer.email }]);
    const em = systemEm(server.orm);
    const mail = await em.findOneOrFail(OutboxMail, { toAddress: customer.email ?? '', kind: 'return_document' });
    const attachments = await em.find(OutboxMailAttachment, { mail: mail.id });
    expect(attachments.map((attachment) => attachment.filename)).toEqual([`reso-${done.return_number}.pdf`]);
  });
});

describe('exchanges (issue 11)', () => {
  it('swaps a cable for a dearer charger, the customer paying the difference by card, in one transaction', async () => {
    await stock([], 1, 1);
    const customer = await make.customer(shop.company.id);
    const sale = await sell(shop.token, { customer_id: customer.id, lines: [{ product_id: cableId, quantity: 1 }], payments: [{ method: 'card', amount: '20.00' }] });
    const cablesBefore = await cablesInStock();
    const exchange = { type: 'exchange' as const, refund_method: null, new_lines: [{ product_id: chargerId, quantity: 1 }] };
    const quote = (await api('POST', '/returns/quote', shop.token, { sale_id: sale.id, lines: [{ sale_line_id: lineOf(sale) }], ...exchange })).body.data as ReturnQuote;
    expect(quote.exchange).toMatchObject({ return_value: '20.00', new_products_value: '45.00', difference: '25.00', direction: 'customer_pays' });
    const unpaid = await api('POST', '/returns', shop.token, returnBody(sale, exchange));
    expect([unpaid.status, unpaid.body.validation_errors]).toEqual([422, { payments: 'La differenza del cambio non è pagata per intero' }]);
    const res = await api('POST', '/returns', shop.token, returnBody(sale, { ...exchange, payments: [{ method: 'card', amount: '25.00' }] }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Cambio completato');
    const done = res.body.data as ReturnDetail;
    expect(done).toMatchObject({ type: 'exchange', refund_method: null, final_amount: '0.00', new_products_value: '45.00', difference: '25.00', direction: 'customer_pays' });
    const newSale = (await api('GET', `/sales/${done.exchange_sale_id}`, shop.token)).body.data as SaleDetail;
    expect(newSale.payments.map((payment) => [payment.method, payment.amount])).toEqual([['card', '25.00'], ['exchange', '20.00']]);
    expect(newSale).toMatchObject({ total_amount: '45.00', customer_id: customer.id });
    expect(await cablesInStock()).toBe(cablesBefore + 1);
  });

  it('refunds the difference of a cheaper product with a refund method', async () => {
    await stock([], 1, 1);
    const customer = await make.customer(shop.company.id);
    const sale = await sell(shop.token, { customer_id: customer.id, lines: [{ product_id: chargerId, quantity: 1 }], payments: [{ method: 'card', amount: '45.00' }] });
    const res = await api('POST', '/returns', shop.token, returnBody(sale, { type: 'exchange', new_lines: [{ product_id: cableId, quantity: 1 }], refund_method: 'store_credit' }));
    expect(res.status).toBe(201);
    // 45.00 back, 20.00 of it pays the cable; 25.00 + 5% as credit
    expect(res.body.data).toMatchObject({ direction: 'refund', difference: '25.00', final_amount: '26.25' });
    expect((await customerOf(customer.id)).credit_balance).toBe('26.25');
    const noLines = await api('POST', '/returns', shop.token, returnBody(sale, { type: 'exchange' }));
    expect(noLines.status).toBe(422);
  });
});

describe('who sees and makes returns (issue 11)', () => {
  it('answers each role and tenant: the sale\'s stores only, another company never', async () => {
    const { sale } = await soldPhone();
    const done = (await api('POST', '/returns', consultantToken, returnBody(sale, { refund_method: 'original_payment', approval: approval() }))).body.data as ReturnDetail;
    const superadmin = (await server.login('superadmin@banco.demo')).access_token;
    const callers: Array<[string, string, number]> = [
      ['owner', shop.token, 200],
      ['manager', shop.managerToken, 200],
      ['consultant of the store', consultantToken, 200],
      ['consultant of another store', otherStoreConsultantToken, 404],
      ['another company', otherShop.token, 404],
      ['platform', superadmin, 200],
    ];
    for (const [who, token, status] of callers) {
      const seen = [
        (await api('GET', `/returns/sales/${sale.id}`, token)).status,
        (await api('POST', '/returns/quote', token, { sale_id: sale.id, lines: [{ sale_line_id: lineOf(sale) }] })).status,
        (await api('GET', `/returns/${done.id}`, token)).status,
        (await fetch(`${server.url}/api/returns/${done.id}/document.pdf`, { headers: { Authorization: `Bearer ${token}` } })).status,
      ];
      // the quote of a line already returned is a 422 for whoever sees the sale
      expect([who, ...seen]).toEqual([who, status, status === 200 ? 422 : 404, status, status]);
      const listed = (await api('GET', `/returns?sale_id=${sale.id}`, token)).body.data as { returns: unknown[] };
      expect([who, listed.returns.length]).toEqual([who, status === 200 ? 1 : 0]);
    }
    // a return of another company's sale is refused without a trace
    const before = await returnsOfCompany();
    expect((await api('POST', '/returns', otherShop.token, returnBody(sale))).status).toBe(404);
    expect((await api('POST', '/returns', otherStoreConsultantToken, returnBody(sale))).status).toBe(404);
    expect(await returnsOfCompany()).toBe(before);
  });
});

checkStockTotalsAtTheEnd(() => server);
