import { randomUUID } from 'node:crypto';
import { CASH_MSG, emptyCashCount, SALE_MSG, type CashCount, type ProductDto, type SaleDetail, type Shift } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories, type OwnedCompany } from './support/factories.ts';
import { pdfText } from './support/pdf-text.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { apiCaller } from './support/api-calls.ts';

/**
 * Cash shifts (spec 2 §2.8–2.9, §3.7, §5.6; issue 10): one open shift per store drawer, the opening
 * and closing counts, the expected cash computed by the server from the shift's real payments, and a
 * difference beyond €5 closed only with a manager's approval and a reason.
 */
let server: TestServer;
let make: Factories;
let shop: OwnedCompany;
let otherShop: OwnedCompany;
let consultantToken: string;
let cableId: number;

const api = apiCaller(() => server);

/** A count of notes (euros) and coins (cents). */
function count(notes: Partial<Record<keyof CashCount['notes'], number>>, coins: Partial<Record<keyof CashCount['coins'], number>> = {}): CashCount {
  const base = emptyCashCount();
  return { notes: { ...base.notes, ...notes }, coins: { ...base.coins, ...coins } };
}

const open = (token: string, body: unknown) => api('POST', '/shifts', token, body);
const sell = (token: string, payments: { method: 'cash' | 'card'; amount: string }[]) =>
  api('POST', '/sales', token, { id: randomUUID(), store_id: shop.store.id, customer_id: null, lines: [{ product_id: cableId, quantity: 1 }], payments });

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  shop = await make.ownedCompany();
  otherShop = await make.ownedCompany();
  const consultant = await make.user({ role: 'consultant', companyId: shop.company.id, storeIds: [shop.store.id], managerId: shop.manager.id });
  consultantToken = (await consultant.login()).access_token;
  cableId = ((await api('POST', '/inventory/products', shop.token, { name: `Cavo ${randomUUID().slice(0, 6)}`, brand: 'Belkin', model: 'C2C', category: 'Accessori', selling_price: '14.90' })).body.data as ProductDto).id;
  await api('POST', '/warehouse/movements', shop.token, { store_id: shop.store.id, product_id: cableId, quantity: 50, notes: 'Inventario iniziale' });
});
afterAll(() => server?.close());

describe('cash shifts (issue 10)', () => {
  it('opens one shift per drawer, counts what its sales take, and closes within €5 without approval', async () => {
    const opened = await open(consultantToken, { store_id: shop.store.id, count: count({ 50: 3, 5: 1 }, { 200: 2, 50: 1 }), notes: 'Turno mattina' });
    expect(opened.status).toBe(201);
    const shift = opened.body.data as Shift;
    expect(shift).toMatchObject({ status: 'open', opening_cash: '159.50', expected_cash: '159.50', sales_count: 0, notes: 'Turno mattina', warnings: [] });
    expect([(await open(shop.token, { store_id: shop.store.id, count: count({}) })).status, (await open(shop.token, { store_id: shop.store.id, count: count({}) })).body.error]).toEqual([409, CASH_MSG.alreadyOpen]);

    // 14.90 paid with 20.00 in cash (5.10 change) and 14.90 by card: the drawer should hold 159.50 + 14.90
    const cash = (await sell(consultantToken, [{ method: 'cash', amount: '20.00' }])).body.data as SaleDetail;
    expect(cash.change_amount).toBe('5.10');
    expect((await sell(consultantToken, [{ method: 'card', amount: '14.90' }])).status).toBe(201);
    const current = ((await api('GET', `/shifts/current?store_id=${shop.store.id}`, consultantToken)).body.data as { shift: Shift }).shift;
    expect(current).toMatchObject({ id: shift.id, sales_count: 2, expected_cash: '174.40' });
    // each method's takings: the cash net of the change
    expect(current.totals_by_method).toEqual([{ method: 'card', amount: '14.90' }, { method: 'cash', amount: '14.90' }]);

    // counted 172.00: 2.40 short, within the tolerance
    const closed = await api('POST', `/shifts/${shift.id}/close`, consultantToken, { count: count({ 50: 3, 20: 1 }, { 200: 1 }), notes: 'Tutto ok' });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', closing_cash: '172.00', expected_cash: '174.40', difference: '-2.40', within_tolerance: true, approved_by_name: null, closing_notes: 'Tutto ok' });
    const again = await api('POST', `/shifts/${shift.id}/close`, consultantToken, { count: count({ 50: 3 }) });
    expect([again.status, again.body.error]).toEqual([409, CASH_MSG.notOpen]);
    expect(((await api('GET', `/shifts/current?store_id=${shop.store.id}`, consultantToken)).body.data as { shift: Shift | null }).shift).toBeNull();
  });

  it('closes a €7 difference only with a manager\'s approval and a reason: a consultant cannot approve', async () => {
    const shift = (await open(consultantToken, { store_id: shop.store.id, count: count({ 100: 1 }) })).body.data as Shift;
    const short = count({ 50: 1, 20: 1, 10: 1, 5: 1 }, { 200: 4 }); // 93.00 against 100.00
    const close = (body: object) => api('POST', `/shifts/${shift.id}/close`, consultantToken, { count: short, ...body });
    const unapproved = await close({});
    expect([unapproved.status, unapproved.body.validation_errors]).toEqual([422, { approval: CASH_MSG.managerApprovalRequired }]);
    const self = await close({ approval: { reason: 'Resto sbagliato' } });
    expect([self.status, self.body.error]).toEqual([403, CASH_MSG.managerApprovalRequired]);
    const wrong = await close({ approval: { reason: 'Resto sbagliato', email: shop.manager.email, password: 'not-the-password' } });
    expect([wrong.status, wrong.body.validation_errors]).toEqual([403, { 'approval.password': SALE_MSG.authorizationInvalid }]);
    const noReason = await close({ approval: { reason: ' ', email: shop.manager.email, password: shop.manager.password } });
    expect(noReason.body.validation_errors).toEqual({ 'approval.reason': CASH_MSG.reasonRequired });
    const approved = await close({ approval: { reason: 'Resto sbagliato a un cliente', email: shop.manager.email, password: shop.manager.password } });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'closed', difference: '-7.00', within_tolerance: false, approval_reason: 'Resto sbagliato a un cliente' });
    expect((approved.body.data as Shift).approved_by_name).not.toBeNull();
    // the report of the closing, as a PDF
    const report = await fetch(`${server.url}/api/shifts/${shift.id}/report.pdf`, { headers: { Authorization: `Bearer ${consultantToken}` } });
    expect([report.status, report.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = pdfText(new Uint8Array(await report.arrayBuffer()));
    for (const expected of ['Report turno di cassa', 'Contante atteso', '100,00', '93,00', '-7,00', 'Resto sbagliato a un cliente', '50 €']) expect(text).toContain(expected);
  });

  it('lets a manager approve their own closing with a reason', async () => {
    const shift = (await open(shop.managerToken, { store_id: shop.store.id, count: count({ 100: 1 }) })).body.data as Shift;
    const res = await api('POST', `/shifts/${shift.id}/close`, shop.managerToken, { count: count({ 50: 1, 20: 2 }), approval: { reason: 'Prelievo non registrato' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ difference: '-10.00', approval_reason: 'Prelievo non registrato' });
  });

  it('refuses bad counts and keeps every company to its own drawers', async () => {
    const negative = await open(shop.token, { store_id: shop.store.id, count: count({ 50: -1 }) });
    expect([negative.status, negative.body.validation_errors]).toEqual([422, { 'count.notes.50': CASH_MSG.countInvalid }]);
    const missing = await open(shop.token, { store_id: shop.store.id, count: { notes: { 50: 1 }, coins: {} } });
    expect(missing.status).toBe(422);
    const shift = (await open(shop.token, { store_id: shop.store.id, count: count({ 20: 1 }) })).body.data as Shift;
    expect((await api('POST', `/shifts/${shift.id}/close`, shop.token, { count: count({}) })).body.validation_errors).toEqual({ count: CASH_MSG.closingCountRequired });
    expect((await api('GET', `/shifts/${shift.id}`, otherShop.token)).status).toBe(404);
    expect((await api('POST', `/shifts/${shift.id}/close`, otherShop.token, { count: count({ 20: 1 }) })).status).toBe(404);
    expect((await open(otherShop.token, { store_id: shop.store.id, count: count({ 20: 1 }) })).status).toBe(404);
    expect((await api('POST', `/shifts/${shift.id}/close`, shop.token, { count: count({ 20: 1 }) })).status).toBe(200);
  });
});
