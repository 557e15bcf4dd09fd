import { DDT_MSG, MSG, STOCK_MSG, todayIso, addDaysIso, type DdtDetail, type DdtLine, type DdtListData, type InventoryList, type MovementType, type ProductDto, type SupplierDto } from '@banco/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories, type OwnedCompany } from './support/factories.ts';
import { pdfText } from './support/pdf-text.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { checkStockTotalsAtTheEnd } from './support/stock-totals.ts';
import { apiCaller, imeiSequence } from './support/api-calls.ts';

/**
 * The goods receipt against a DDT (spec 3 §2, §5, §7; issue 9): one transaction writes the document,
 * its lines, every piece, the stock and the movements, exactly once; every rule refuses with a field
 * and writes nothing; the report and the labels are real PDFs.
 */
let server: TestServer;
let make: Factories;
let shop: OwnedCompany;
let consultantToken: string;
let supplierId: number;
let phoneId: number;
let coverId: number;
let serialId: number;

const api = apiCaller(() => server);

const run = String(Date.now()).slice(-8);
const imei = imeiSequence('35');

const product = async (fields: Record<string, unknown>) => ((await api('POST', '/inventory/products', shop.token, fields)).body.data as ProductDto).id;

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  shop = await make.ownedCompany();
  const consultant = await make.user({ role: 'consultant', companyId: shop.company.id, storeIds: [shop.store.id], managerId: shop.manager.id });
  consultantToken = (await consultant.login()).access_token;
  supplierId = ((await api('POST', '/inventory/suppliers', shop.token, { name: 'Ingrosso Telefonia', code: 'ITEL' })).body.data as SupplierDto).id;
  phoneId = await product({ name: 'Galaxy S25 256GB', brand: 'Samsung', model: 'S25', category: 'Smartphone', requires_imei: true, selling_price: '899.00' });
  coverId = await product({ name: 'Cover S25', brand: 'Samsung', model: 'Cover', ean: '8806095426280', selling_price: '19.90' });
  serialId = await product({ name: 'Monopattino E-Scooter X', brand: 'Xiaomi', model: 'X', category: 'Mobilità Elettrica', requires_serial: true, selling_price: '399.00' });
});
afterAll(() => server?.close());

const info = (fields: Record<string, unknown> = {}) => ({ supplier_id: supplierId, ddt_number: `DDT-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: shop.store.id, total_declared_items: 2, ...fields });
const phones = (codes: readonly string[], fields: Record<string, unknown> = {}) => ({ product_id: phoneId, quantity: codes.length, pieces: codes.map((code) => ({ imei: code })), purchase_price: '650.00', ...fields });
const inventoryOf = async (token: string, query: string) => (await api('GET', `/warehouse/inventory?${query}`, token)).body.data as InventoryList;
const movementTypes = async (query: string): Promise<MovementType[]> =>
  ((await api('GET', `/warehouse/movements?${query}&per_page=100`, shop.token)).body.data as { movements: { movement_type: MovementType }[] }).movements.map((row) => row.movement_type);

async function download(path: string, token: string) {
  const res = await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('POST /warehouse/ddt: completing a goods receipt (spec 3 §2, §5; issue 9)', () => {
  it('writes the DDT, every piece, the stock and one movement per piece or quantity line', async () => {
    const codes = [imei(), imei()];
    const dual = imei();
    const res = await api('POST', '/warehouse/ddt', shop.managerToken, {
      ddt_info: info({ total_declared_items: 6, packages_count: 2, delivery_date: addDaysIso(todayIso(), 1), notes: 'Consegna mattina' }),
      products: [
        { product_id: phoneId, quantity: 3, pieces: [{ imei: codes[0] }, { imei: codes[1] }, { imei: `${dual.slice(0, 5)} ${dual.slice(5)}`, imei2: imei() }], purchase_price: '650.00' },
        { product_id: coverId, quantity: 3, purchase_price: '4.50', location: 'esposizione' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(DDT_MSG.created);
    const ddt = res.body.data as DdtDetail;
    expect(ddt).toMatchObject({ loaded_pieces: 6, total_declared_items: 6, packages_count: 2, total_value: '1963.50', supplier_name: 'Ingrosso Telefonia', notes: 'Consegna mattina' });
    expect(ddt.lines.map((line) => [line.product_name, line.quantity, line.location_label, line.pieces.map((piece) => piece.imei)])).toEqual([
      ['Galaxy S25 256GB', 3, 'Pronto Vendita', [...codes, dual]],
      ['Cover S25', 3, 'Esposizione', []],
    ]);

    // the inventory shows the pieces one by one and the covers as a quantity (found by the IMEIs'
    // shared prefix: the sequence's own run, which may differ by a millisecond from this file's)
    const stock = await inventoryOf(shop.token, `search=${codes[0]?.slice(0, 10)}`);
    expect(stock.items.filter((item) => item.ddt_id === ddt.id).map((item) => item.imei).sort()).toEqual([...codes, dual].sort());
    const covers = await inventoryOf(shop.token, 'search=Cover S25');
    expect(covers.items).toMatchObject([{ kind: 'stock', quantity: 3, location: 'esposizione', purchase_price: '4.50', selling_price: '19.90' }]);
    expect(await movementTypes(`product_id=${coverId}`)).toEqual(['carico']);
    expect(await movementTypes(`product_id=${phoneId}&store_id=${shop.store.id}`)).toEqual(expect.arrayContaining(['carico', 'carico', 'carico']));

    // the list, the detail, the items and the inventory module's names for the same documents
    const list = (await api('GET', `/warehouse/ddt?search=${ddt.ddt_number}`, shop.token)).body.data as DdtListData;
    expect(list.ddts.map((row) => row.id)).toEqual([ddt.id]);
    const notes = (await api('GET', `/inventory/delivery-notes?supplier_id=${supplierId}&per_page=100`, shop.token)).body.data as DdtListData;
    expect(notes.ddts.map((row) => row.id)).toContain(ddt.id);
    const items = (await api('GET', `/inventory/delivery-notes/${ddt.id}/items`, shop.token)).body.data as DdtLine[];
    expect(items.map((line) => line.product_id)).toEqual([phoneId, coverId]);
    expect((await api('GET', `/warehouse/ddt/${ddt.id}`, shop.token)).body.data).toEqual(ddt);
  });

  it('is done exactly once: a retried request with the same Idempotency-Key answers the first result', async () => {
    const key = randomUUID();
    const body = { ddt_info: info({ total_declared_items: 1 }), products: [phones([imei()])] };
    const [first, second] = await Promise.all([
      api('POST', '/warehouse/ddt', shop.managerToken, body, { 'Idempotency-Key': key }),
      api('POST', '/warehouse/ddt', shop.managerToken, body, { 'Idempotency-Key': key }),
    ]);
    // one wins; the other is its replay, or is told that the first is still running
    const winner = [first, second].find((res) => res.status === 201);
    expect(winner).toBeDefined();
    expect([first.status, second.status].filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const retried = await api('POST', '/warehouse/ddt', shop.managerToken, body, { 'Idempotency-Key': key });
    expect(retried.status).toBe(201);
    expect((retried.body.data as DdtDetail).id).toBe((winner?.body.data as DdtDetail).id);
    const list = (await api('GET', `/warehouse/ddt?search=${body.ddt_info.ddt_number}`, shop.token)).body.data as DdtListData;
    expect(list.pagination.total).toBe(1);
  });

  it("refuses what breaks the DDT's rules with a message per field, writing nothing", async () => {
    const tomorrow = addDaysIso(todayIso(), 1);
    const bad = await api('POST', '/warehouse/ddt', shop.managerToken, {
      ddt_info: { supplier_id: null, ddt_number: ' ', ddt_date: tomorrow, delivery_date: todayIso(), store_id: shop.store.id, packages_count: 0, total_declared_items: 0 },
      products: [],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.validation_errors).toEqual({
      'ddt_info.supplier_id': DDT_MSG.supplierRequired,
      'ddt_info.ddt_number': DDT_MSG.numberRequired,
      'ddt_info.ddt_date': DDT_MSG.dateInFuture,
      'ddt_info.delivery_date': DDT_MSG.deliveryBeforeDate,
      'ddt_info.packages_count': DDT_MSG.packagesInvalid,
      'ddt_info.total_declared_items': DDT_MSG.totalRequired,
      products: DDT_MSG.productsRequired,
    });
    const mistyped = await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ notes: 123 }), products: Array.from({ length: 501 }, () => phones([imei()])), authorize_duplicate_imei: 'sì' });
    expect(mistyped.body.validation_errors).toEqual({ 'ddt_info.notes': MSG.valueInvalid, products: 'Al massimo 500 prodotti per DDT', authorize_duplicate_imei: MSG.valueInvalid });
    const ancient = await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ ddt_date: '0001-01-01', total_declared_items: 100_001 }), products: [phones([imei()])] });
    expect(ancient.body.validation_errors).toEqual({ 'ddt_info.ddt_date': 'La data DDT non può essere anteriore al 01/01/2000', 'ddt_info.total_declared_items': 'Al massimo 100.000 pezzi per DDT' });
    const early = await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ delivery_date: addDaysIso(todayIso(), -1) }), products: [phones([imei()])] });
    expect(early.body.validation_errors).toEqual({ 'ddt_info.delivery_date': DDT_MSG.deliveryBeforeDate });

    const twice = imei();
    const codes = await api('POST', '/warehouse/ddt', shop.managerToken, {
      ddt_info: info(),
      products: [
        { product_id: phoneId, quantity: 3, pieces: [{ imei: twice }, { imei: '' }] },
        { product_id: coverId, quantity: 1, pieces: [{ serial_number: 'X1' }], location: 'soffitta' },
        { product_id: serialId, quantity: 2, pieces: [{ serial_number: 'SN-1' }, { serial_number: 'sn-1', imei: imei() }] },
        { product_id: phoneId, quantity: 1, pieces: [{ imei: twice }] },
      ],
    });
    expect(codes.status).toBe(422);
    expect(codes.body.validation_errors).toEqual({
      'products.0.pieces': DDT_MSG.imeisRequired,
      'products.1.pieces': STOCK_MSG.notSerialized,
      'products.1.location': STOCK_MSG.locationInvalid,
      'products.2.pieces.1.serial_number': STOCK_MSG.imeiEnteredFor('Monopattino E-Scooter X'),
      'products.2.pieces.1.imei': STOCK_MSG.imeiOnlySmartphone,
      'products.3.product_id': DDT_MSG.productTwice,
      'products.3.pieces.0.imei': STOCK_MSG.imeiEnteredFor('Galaxy S25 256GB'),
    });
    expect((await inventoryOf(shop.token, `search=${twice}`)).items).toEqual([]);
    const luhn = await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info(), products: [phones([imei(), '123456789012345'])] });
    expect(luhn.body.validation_errors).toEqual({ 'products.0.pieces.1.imei': "IMEI non valido: l'ultima cifra di controllo non corrisponde" });
  });

  it('a DDT number is unique per supplier (any case); an inactive supplier or product is refused', async () => {
    const number = `UNI-${randomUUID().slice(0, 6)}`;
    expect((await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ ddt_number: number, total_declared_items: 1 }), products: [phones([imei()])] })).status).toBe(201);
    const again = await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ ddt_number: number.toLowerCase(), total_declared_items: 1 }), products: [phones([imei()])] });
    expect(again.status).toBe(422);
    expect(again.body.validation_errors).toEqual({ 'ddt_info.ddt_number': DDT_MSG.numberTaken });

    const other = ((await api('POST', '/inventory/suppliers', shop.token, { name: `Chiuso ${run}`, code: `CH${run.slice(-3)}` })).body.data as SupplierDto).id;
    await api('POST', `/inventory/suppliers/${other}/toggle-active`, shop.token);
    const retired = await product({ name: `Vecchio ${run}`, brand: 'Nokia', model: '3310' });
    await api('POST', `/inventory/products/${retired}/toggle-status`, shop.token);
    const refused = await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ supplier_id: other, total_declared_items: 1 }), products: [{ product_id: retired, quantity: 1 }] });
    expect(refused.status).toBe(422);
    expect(refused.body.validation_errors).toEqual({ 'ddt_info.supplier_id': DDT_MSG.supplierInactive, 'products.0.product_id': DDT_MSG.productInactive });
  });

  it("an IMEI already in the company is blocked, or loaded with the manager's authorisation where the store allows it", async () => {
    const taken = imei();
    expect((await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ total_declared_items: 1 }), products: [phones([taken])] })).status).toBe(201);
    const body = { ddt_info: info({ total_declared_items: 2 }), products: [phones([imei(), taken])] };
    const blocked = await api('POST', '/warehouse/ddt', shop.managerToken, body);
    expect(blocked.status).toBe(422);
    expect(blocked.body.validation_errors).toEqual({ 'products.0.pieces.1.imei': STOCK_MSG.imeiExists });

    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { duplicate_imei_action: 'authorize' } });
    const asked = await api('POST', '/warehouse/ddt', shop.managerToken, body);
    expect(asked.status).toBe(409);
    expect(asked.body.error).toBe(DDT_MSG.duplicatesNeedApproval(1));
    const check = (await api('POST', '/warehouse/validate-imei', shop.managerToken, { imei: taken, store_id: shop.store.id })).body.data;
    expect(check).toMatchObject({ valid: false, exists: true, message: STOCK_MSG.imeiExists, duplicate_imei_action: 'authorize', piece: { product_name: 'Galaxy S25 256GB', status: 'available' } });

    const authorized = await api('POST', '/warehouse/ddt', shop.managerToken, { ...body, authorize_duplicate_imei: true });
    expect(authorized.status).toBe(201);
    const pieces = (authorized.body.data as DdtDetail).lines[0]?.pieces ?? [];
    expect(pieces.map((piece) => [piece.imei, piece.duplicate_authorized])).toEqual([[body.products[0]?.pieces[0]?.imei, false], [taken, true]]);
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { duplicate_imei_action: 'block' } });
  });

  it('is all or nothing: of two DDTs racing for one serial, the loser leaves no document, piece or movement', async () => {
    const serial = `RACE-${randomUUID().slice(0, 8)}`;
    const loads = [imei(), imei()].map((code) => ({
      code,
      body: { ddt_info: info({ total_declared_items: 2 }), products: [phones([code]), { product_id: serialId, quantity: 1, pieces: [{ serial_number: serial }] }] },
    }));
    const answers = await Promise.all(loads.map(({ body }) => api('POST', '/warehouse/ddt', shop.managerToken, body)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const lost = answers.findIndex((res) => res.status !== 201);
    const loser = loads[lost];
    // refused on the field by the check, or by the unique index when both passed it at once
    expect([409, 422]).toContain(answers[lost]?.status);
    expect([answers[lost]?.body.error, answers[lost]?.body.validation_errors?.['products.1.pieces.0.serial_number']]).toContain(STOCK_MSG.serialTaken);
    expect(((await api('GET', `/warehouse/ddt?search=${loser?.body.ddt_info.ddt_number}`, shop.token)).body.data as DdtListData).pagination.total).toBe(0);
    expect((await inventoryOf(shop.token, `search=${loser?.code}&show_sold=true`)).items).toEqual([]);
  });

  it('a serial number is unique per product', async () => {
    const serial = `SN-${randomUUID().slice(0, 8)}`;
    const line = { product_id: serialId, quantity: 1, pieces: [{ serial_number: serial }] };
    expect((await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ total_declared_items: 1 }), products: [line] })).status).toBe(201);
    const again = await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ total_declared_items: 1 }), products: [line] });
    expect(again.status).toBe(422);
    expect(again.body.validation_errors).toEqual({ 'products.0.pieces.0.serial_number': STOCK_MSG.serialTaken });
  });

  it('consultants read DDTs without purchase values and cannot load; another company gets 404 everywhere', async () => {
    const created = (await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ total_declared_items: 1 }), products: [phones([imei()])] })).body.data as DdtDetail;
    expect((await api('POST', '/warehouse/ddt', consultantToken, { ddt_info: info({ total_declared_items: 1 }), products: [phones([imei()])] })).status).toBe(403);
    const seen = (await api('GET', `/warehouse/ddt/${created.id}`, consultantToken)).body.data as DdtDetail;
    expect(seen.total_value).toBeNull();
    expect(seen.lines[0]?.purchase_price).toBeNull();
    expect(seen.lines[0]?.selling_price).toBe('899.00');

    const rival = await make.ownedCompany();
    for (const path of [`/warehouse/ddt/${created.id}`, `/inventory/delivery-notes/${created.id}/items`]) {
      const res = await api('GET', path, rival.token);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(DDT_MSG.notFound);
    }
    expect((await download(`/warehouse/ddt/${created.id}/report.pdf`, rival.token)).status).toBe(404);
    expect(((await api('GET', '/warehouse/ddt?per_page=100', rival.token)).body.data as DdtListData).ddts).toEqual([]);
    // their own store, our supplier and product: nothing of ours is theirs to load into
    const foreign = await api('POST', '/warehouse/ddt', rival.token, { ddt_info: info({ store_id: rival.store.id, total_declared_items: 1 }), products: [phones([imei()])] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.validation_errors).toEqual({ 'ddt_info.supplier_id': DDT_MSG.supplierNotFound, 'products.0.product_id': DDT_MSG.productNotFound });
    const ours = await api('POST', '/warehouse/ddt', rival.token, { ddt_info: info({ total_declared_items: 1 }), products: [phones([imei()])] });
    expect(ours.status).toBe(404);
    expect(ours.body.error).toBe(MSG.storeNotFound);
  });

  it("the superadmin loads a store's goods only from its own company's supplier and catalogue, writing nothing else", async () => {
    const superadmin = (await server.login('superadmin@banco.demo')).access_token;
    const rival = await make.ownedCompany();
    const number = `X-${randomUUID().slice(0, 8)}`;
    // the rival's store with our supplier and our product: they are no store's of the rival
    const mixed = await api('POST', '/warehouse/ddt', superadmin, { ddt_info: info({ store_id: rival.store.id, ddt_number: number, total_declared_items: 1 }), products: [{ product_id: coverId, quantity: 1 }] });
    expect(mixed.status).toBe(422);
    expect(mixed.body.validation_errors).toEqual({ 'ddt_info.supplier_id': DDT_MSG.supplierNotFound, 'products.0.product_id': DDT_MSG.productNotFound });
    expect(((await api('GET', `/warehouse/ddt?search=${number}`, superadmin)).body.data as DdtListData).ddts).toEqual([]);
    // with the rival's own supplier and product the same store loads
    const rivalSupplier = ((await api('POST', '/inventory/suppliers', rival.token, { name: 'Fornitore Rivale', code: 'RIV' })).body.data as SupplierDto).id;
    const rivalCover = ((await api('POST', '/inventory/products', rival.token, { name: 'Cover Rivale', brand: 'R', model: 'C' })).body.data as ProductDto).id;
    const own = await api('POST', '/warehouse/ddt', superadmin, { ddt_info: info({ store_id: rival.store.id, supplier_id: rivalSupplier, total_declared_items: 1 }), products: [{ product_id: rivalCover, quantity: 1 }] });
    expect(own.status).toBe(201);
  });

  it('changes only the notes of a DDT, and audits it', async () => {
    const created = (await api('POST', '/warehouse/ddt', shop.managerToken, { ddt_info: info({ total_declared_items: 3 }), products: [phones([imei()])] })).body.data as DdtDetail;
    const updated = await api('PUT', `/warehouse/ddt/${created.id}`, shop.managerToken, { discrepancy_notes: 'Mancano 2 pezzi, segnalato al fornitore' });
    expect(updated.body).toMatchObject({ message: DDT_MSG.updated, data: { discrepancy_notes: 'Mancano 2 pezzi, segnalato al fornitore', loaded_pieces: 1 } });
    expect((await api('PUT', `/warehouse/ddt/${created.id}`, consultantToken, { notes: 'x' })).status).toBe(403);
  });

  it('gives the load report and the labels as real PDFs', async () => {
    const codes = [imei(), imei()];
    const created = (await api('POST', '/warehouse/ddt', shop.managerToken, {
      ddt_info: info({ total_declared_items: 5 }),
      products: [phones(codes), { product_id: coverId, quantity: 2, purchase_price: '4.50' }],
    })).body.data as DdtDetail;
    const report = await download(`/warehouse/ddt/${created.id}/report.pdf`, shop.managerToken);
    expect(report.status).toBe(200);
    expect(report.type).toBe('application/pdf');
    expect(report.disposition).toContain(`report-ddt-${created.ddt_number}.pdf`);
    const text = pdfText(report.bytes);
    for (const expected of [`Report di carico DDT ${created.ddt_number}`, 'Ingrosso Telefonia', 'Pezzi dichiarati', '-1 (20%)', ...codes, 'Cover S25', '650,00']) expect(text).toContain(expected);
    // a consultant's report has no purchase prices
    expect(pdfText((await download(`/warehouse/ddt/${created.id}/report.pdf`, consultantToken)).bytes)).not.toContain('650,00');

    const labels = await download(`/warehouse/ddt/${created.id}/labels.pdf`, shop.managerToken);
    expect(labels.status).toBe(200);
    expect(labels.disposition).toContain(`etichette-ddt-${created.ddt_number}.pdf`);
    const labelText = pdfText(labels.bytes);
    // one label per phone and per cover: name and price (the barcode is an image)
    expect(labelText.split('Galaxy S25 256GB').length - 1).toBe(2);
    expect(labelText.split('Cover S25').length - 1).toBe(2);
    expect(labelText).toContain('899,00');
    expect(Buffer.from(labels.bytes).toString('latin1').match(/\/Subtype\s*\/Image/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a labels file above DDT_LABELS_MAX labels, before drawing any', async () => {
    const created = (await api('POST', '/warehouse/ddt', shop.managerToken, {
      ddt_info: info({ total_declared_items: 1200 }),
      products: [{ product_id: coverId, quantity: 1200, purchase_price: '4.50' }],
    })).body.data as DdtDetail;
    const labels = await api('GET', `/warehouse/ddt/${created.id}/labels.pdf`, consultantToken);
    expect(labels.status).toBe(422);
    expect(labels.body.error).toBe('Il DDT ha 1.200 etichette da stampare: un file ne contiene al massimo 1.000');
  });
});

checkStockTotalsAtTheEnd(() => server);
