import {
  addDaysIso,
  DDT_MSG,
  IDENTIFIER_MSG,
  MSG,
  PRODUCT_MSG,
  STOCK_MSG,
  todayIso,
  type DdtDetail,
  type ImeiCheck,
  type ImeiLifecycle,
  type InventoryDetail,
  type InventoryItem,
  type InventoryList,
  type Movement,
  type ProductDto,
  type ProductListData,
  type StorageLocation,
  type SupplierDto,
} from '@banco/shared';
import { systemEm } from '../src/common/tenancy.ts';
import { randomUUID } from 'node:crypto';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories, type OwnedCompany } from './support/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { checkStockTotalsAtTheEnd } from './support/stock-totals.ts';
import { apiCaller, imeiSequence } from './support/api-calls.ts';

/**
 * The stock (spec 3 §2 "Inventario Magazzino", §4, §7, §9; issue 9): what a DDT loaded is found,
 * filtered, sorted, paged, edited and deleted through the inventory, every change a movement; the
 * IMEI calls; the files; consultants never see purchase prices; managers see only their stores.
 */
let server: TestServer;
let make: Factories;
let shop: OwnedCompany;
let consultantToken: string;
let otherStoreId: number;
let supplierId: number;
let phoneId: number;
let cableId: number;

const api = apiCaller(() => server);

const run = String(Date.now()).slice(-8);
const imei = imeiSequence('86');

async function load(token: string, storeId: number, products: unknown[], ddtDate = todayIso(), supplier = supplierId): Promise<DdtDetail> {
  const res = await api('POST', '/warehouse/ddt', token, { ddt_info: { supplier_id: supplier, ddt_number: `S-${randomUUID().slice(0, 8)}`, ddt_date: ddtDate, store_id: storeId, total_declared_items: 1 }, products });
  if (res.status !== 201) throw new Error(`DDT: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as DdtDetail;
}
const phones = (codes: readonly string[], price = '500.00') => ({ product_id: phoneId, quantity: codes.length, pieces: codes.map((code) => ({ imei: code })), purchase_price: price });
const inventory = async (token: string, query: string) => {
  const res = await api('GET', `/warehouse/inventory?${query}`, token);
  if (res.status !== 200) throw new Error(`inventory: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as InventoryList;
};
/** The piece sold at the counter (by card: no drawer needed), as a sale makes it 'sold'. */
const sellPiece = async (pieceId: number, token = shop.token) => {
  const res = await api('POST', '/sales', token, { id: randomUUID(), store_id: shop.store.id, customer_id: null, lines: [{ product_id: phoneId, piece_id: pieceId, quantity: 1 }], payments: [{ method: 'card', amount: '1199.00' }] });
  if (res.status !== 201) throw new Error(`sale: ${res.status} ${JSON.stringify(res.body)}`);
};
const pieceOf = async (code: string): Promise<InventoryItem> => {
  const [item] = (await inventory(shop.token, `search=${code}&show_sold=true`)).items;
  if (!item) throw new Error(`no piece ${code}`);
  return item;
};

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  shop = await make.ownedCompany();
  otherStoreId = (await make.store(shop.company.id)).id;
  const consultant = await make.user({ role: 'consultant', companyId: shop.company.id, storeIds: [shop.store.id], managerId: shop.manager.id });
  consultantToken = (await consultant.login()).access_token;
  supplierId = ((await api('POST', '/inventory/suppliers', shop.token, { name: 'Distribuzione Nord', code: 'DNORD' })).body.data as SupplierDto).id;
  phoneId = ((await api('POST', '/inventory/products', shop.token, { name: `iPhone 16 Pro ${run}`, brand: 'Apple', model: '16 Pro', category: 'Smartphone', requires_imei: true, selling_price: '1199.00' })).body.data as ProductDto).id;
  cableId = ((await api('POST', '/inventory/products', shop.token, { name: `Cavo USB-C ${run}`, brand: 'Belkin', model: 'C2C', selling_price: '14.90' })).body.data as ProductDto).id;
});
afterAll(() => server?.close());

describe('the inventory page (spec 3 §2)', () => {
  it('lists pieces and quantities with the four stats, filters, sort and pages done by the server', async () => {
    const codes = [imei(), imei(), imei()];
    await load(shop.managerToken, shop.store.id, [phones(codes), { product_id: cableId, quantity: 4, purchase_price: '3.00' }]);
    const all = await inventory(shop.token, `search=${run}`);
    expect(all.items.map((item) => [item.kind, item.quantity])).toEqual([
      ['stock', 4],
      ['piece', 1],
      ['piece', 1],
      ['piece', 1],
    ]);
    // 3 phones + 4 cables: both products are under their category's threshold (5 and 10)
    expect(all.stats).toEqual({ total_items: 7, total_value: '1512.00', low_stock_count: 2, available_count: 7 });
    expect(all.items[1]).toMatchObject({ purchase_price: '500.00', selling_price: '1199.00', margin_percent: 140, status: 'available', location_label: 'Pronto Vendita', supplier: 'Distribuzione Nord', low_stock: true });
    expect(all.limited_to_own_stores).toBe(false);
    // the store's own threshold: with 2 for smartphones, 3 phones are no longer low
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { stock_low_threshold_smartphone: 2 } });
    const raised = await inventory(shop.token, `search=${run}`);
    expect(raised.stats.low_stock_count).toBe(1);
    expect(raised.items.map((item) => item.low_stock)).toEqual([true, false, false, false]);
    expect((await inventory(shop.token, `search=${run}&low_stock=true`)).items.map((item) => item.kind)).toEqual(['stock']);
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { stock_low_threshold_smartphone: 5 } });
    // a stray stored value (written before a bound, or by hand) counts as the default, as on the settings screen
    for (const stray of ['1e300', '-3', '2.5', '"7"']) {
      await systemEm(server.orm).execute(`update warehouse_settings set values = jsonb_set(values, '{stock_low_threshold_smartphone}', ?::jsonb) where store_id = ?`, [stray, shop.store.id]);
      expect((await inventory(shop.token, `search=${run}`)).stats.low_stock_count).toBe(2);
      const settings = (await api('GET', `/warehouse/settings?store_id=${shop.store.id}`, shop.token)).body.data as { settings: { stock_low_threshold_smartphone: number } };
      expect(settings.settings.stock_low_threshold_smartphone).toBe(5);
    }
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { stock_low_threshold_smartphone: 5 } });

    const byImei = await inventory(shop.token, `search=${codes[1]}`);
    expect(byImei.items.map((item) => item.imei)).toEqual([codes[1]]);
    const phonesOnly = await inventory(shop.token, `search=${run}&category=Smartphone&sort=selling_price&order=desc&per_page=2&page=2`);
    expect(phonesOnly.items).toHaveLength(1);
    expect(phonesOnly.pagination).toEqual({ current_page: 2, per_page: 2, total: 3, total_pages: 2 });
    expect((await inventory(shop.token, `search=${run}&location=esposizione`)).items).toEqual([]);

    const bad = await api('GET', '/warehouse/inventory?sort=prezzo&status=rotto&date_from=31/12/2026', shop.token);
    expect(bad.status).toBe(422);
    expect(bad.body.validation_errors).toEqual({ sort: STOCK_MSG.sortInvalid, status: STOCK_MSG.statusInvalid, date_from: STOCK_MSG.dateInvalid });
    // each filter names what is wrong with it
    const badFilters = await api('GET', '/warehouse/inventory?category=Telefoni&low_stock=forse&page=0', shop.token);
    expect(badFilters.status).toBe(422);
    expect(badFilters.body.validation_errors).toEqual({ category: PRODUCT_MSG.categoryInvalid, low_stock: MSG.valueInvalid, page: MSG.pageInvalid });
  });

  it('a purchase-date range sorted by product name holds the rows of the whole list in that range, in the same order', async () => {
    // a company of its own: the range holds only what this test loads. By product name, a counted range of
    // few rows is read by date and sorted, the whole list product by product (inventory-sql.ts walksProducts)
    const dated = await make.ownedCompany();
    const post = <T>(path: string, body: unknown) => api('POST', path, dated.token, body).then((res) => res.body.data as T);
    const supplier = (await post<SupplierDto>('/inventory/suppliers', { name: 'Grossista Date', code: 'GDATE' })).id;
    const product = (name: string) => post<ProductDto>('/inventory/products', { name, brand: 'Samsung', model: name, category: 'Smartphone', requires_imei: true, selling_price: '300.00' });
    const [first, second] = [await product('Galaxy A16'), await product('Galaxy S25')];
    const loadOn = async (day: string, pieces: [ProductDto, number][]) => {
      const products = pieces.map(([item, count]) => ({ product_id: item.id, quantity: count, pieces: Array.from({ length: count }, () => ({ imei: imei() })), purchase_price: '200.00' }));
      const res = await api('POST', '/warehouse/ddt', dated.token, { ddt_info: { supplier_id: supplier, ddt_number: `D-${randomUUID().slice(0, 8)}`, ddt_date: day, store_id: dated.store.id, total_declared_items: 1 }, products });
      expect(res.status).toBe(201);
    };
    const [from, to] = [addDaysIso(todayIso(), -6), addDaysIso(todayIso(), -2)];
    await loadOn(addDaysIso(todayIso(), -10), [[second, 3], [first, 2]]);
    await loadOn(addDaysIso(todayIso(), -4), [[second, 2], [first, 1]]);
    await loadOn(addDaysIso(todayIso(), -2), [[second, 1]]);
    await loadOn(todayIso(), [[first, 2]]);
    const list = (query: string) => api('GET', `/warehouse/inventory?${query}`, dated.token).then((res) => res.body.data as InventoryList);
    const key = (item: InventoryItem) => `${item.product_name} ${item.id} ${item.purchase_date}`;

    const within = (items: InventoryItem[]) => items.filter((item) => item.purchase_date !== null && item.purchase_date >= from && item.purchase_date <= to);
    const inRange = within((await list('per_page=100')).items);
    expect(inRange.map((item) => item.product_name)).toEqual(['Galaxy A16', 'Galaxy S25', 'Galaxy S25', 'Galaxy S25']);
    const pages = [await list(`date_from=${from}&date_to=${to}&per_page=3&page=1`), await list(`date_from=${from}&date_to=${to}&per_page=3&page=2`)];
    expect(pages.flatMap((page) => page.items).map(key)).toEqual(inRange.map(key));
    expect(pages[0]?.pagination).toEqual({ current_page: 1, per_page: 3, total: 4, total_pages: 2 });
    // in the other direction, and from one end only
    const descending = within((await list('per_page=100&order=desc')).items);
    expect(descending.map((item) => item.product_name)).toEqual(['Galaxy S25', 'Galaxy S25', 'Galaxy S25', 'Galaxy A16']);
    expect((await list(`date_from=${from}&date_to=${to}&order=desc`)).items.map(key)).toEqual(descending.map(key));
    expect((await list(`date_from=${addDaysIso(todayIso(), -1)}`)).items.map((item) => item.product_name)).toEqual(['Galaxy A16', 'Galaxy A16']);
    expect((await list(`date_to=${addDaysIso(todayIso(), -7)}`)).stats.total_items).toBe(5);

    // by purchase date, oldest or newest first: a quantity counted in by hand has no date and comes last either way
    const covers = await post<ProductDto>('/inventory/products', { name: 'Cover Galaxy', brand: 'Spigen', model: 'S25', selling_price: '19.90' });
    expect((await api('POST', '/warehouse/movements', dated.token, { store_id: dated.store.id, product_id: covers.id, quantity: 4, notes: 'Trovate in magazzino' })).status).toBe(201);
    for (const order of ['asc', 'desc'] as const) {
      const byDate = (await list(`sort=purchase_date&order=${order}&per_page=100`)).items;
      const dates = byDate.map((item) => item.purchase_date);
      const known = dates.filter((date): date is string => date !== null);
      expect(dates).toEqual([...known, null]);
      expect(known).toEqual([...known].sort((a, b) => (order === 'asc' ? a.localeCompare(b) : b.localeCompare(a))));
      // the same day by product name: the oldest day's and today's both start with the two A16
      expect(byDate.map((item) => item.product_name).slice(0, 3)).toEqual(['Galaxy A16', 'Galaxy A16', 'Galaxy S25']);
      const paged = [1, 2, 3, 4].map((page) => list(`sort=purchase_date&order=${order}&per_page=3&page=${page}`));
      expect((await Promise.all(paged)).flatMap((page) => page.items).map(key)).toEqual(byDate.map(key));
      // the store's manager, and the owner choosing the store, read it another way (piecesNulls) and see the same
      const ofStore = await api('GET', `/warehouse/inventory?sort=purchase_date&order=${order}&per_page=100`, dated.managerToken);
      expect((ofStore.body.data as InventoryList).items.map(key)).toEqual(byDate.map(key));
      expect((await list(`sort=purchase_date&order=${order}&per_page=100&store_id=${dated.store.id}`)).items.map(key)).toEqual(byDate.map(key));
    }
  });

  it("one store's page by selling price holds the rows of the whole list in that store, in the same order", async () => {
    // a company of its own with two stores. A store's page by price reads its pieces in price order (inventory-sql.ts
    // priceOrderedInOneStore); the owner's page over both stores sorts them all: both must agree
    const priced = await make.ownedCompany();
    const otherStore = (await make.store(priced.company.id)).id;
    const post = <T>(path: string, body: unknown) => api('POST', path, priced.token, body).then((res) => res.body.data as T);
    const supplier = (await post<SupplierDto>('/inventory/suppliers', { name: 'Grossista Prezzi', code: 'GPREZ' })).id;
    const phone = (name: string, price: string) => post<ProductDto>('/inventory/products', { name, brand: 'Vari', model: name, category: 'Smartphone', requires_imei: true, selling_price: price });
    const [pixel, galaxy, moto] = [await phone('Pixel 9', '699.00'), await phone('Galaxy S25', '899.00'), await phone('Moto G', '199.00')];
    const covers = await post<ProductDto>('/inventory/products', { name: 'Cover Pixel', brand: 'Spigen', model: 'P9', selling_price: '19.90' });
    const loadIn = async (storeId: number, pieces: [ProductDto, number][]) => {
      const products = pieces.map(([item, count]) =>
        item.requires_imei ? { product_id: item.id, quantity: count, pieces: Array.from({ length: count }, () => ({ imei: imei() })), purchase_price: '100.00' } : { product_id: item.id, quantity: count, purchase_price: '5.00' },
      );
      const res = await api('POST', '/warehouse/ddt', priced.token, { ddt_info: { supplier_id: supplier, ddt_number: `P-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: storeId, total_declared_items: 1 }, products });
      expect(res.status).toBe(201);
    };
    await loadIn(priced.store.id, [[pixel, 3], [galaxy, 2], [moto, 2], [covers, 4]]);
    await loadIn(otherStore, [[galaxy, 2], [pixel, 1]]);
    const list = (token: string, query: string) => api('GET', `/warehouse/inventory?${query}`, token).then((res) => res.body.data as InventoryList);
    const key = (item: InventoryItem) => `${item.product_name} ${item.kind} ${item.id} ${item.selling_price}`;
    // one Pixel loses its price, one Moto costs as much as a Galaxy (a tie: by product name, Galaxy first)
    const pieces = (await list(priced.token, `store_id=${priced.store.id}&per_page=100`)).items.filter((item) => item.kind === 'piece');
    const [unpriced, dearMoto] = [pieces.find((item) => item.product_name === 'Pixel 9'), pieces.find((item) => item.product_name === 'Moto G')];
    expect((await api('PUT', `/warehouse/inventory/pieces/${unpriced?.id}`, priced.token, { selling_price: null })).status).toBe(200);
    expect((await api('PUT', `/warehouse/inventory/pieces/${dearMoto?.id}`, priced.token, { selling_price: '899.00' })).status).toBe(200);

    for (const order of ['desc', 'asc'] as const) {
      for (const filters of ['', '&status=available&category=Smartphone']) {
        const query = `sort=selling_price&order=${order}${filters}`;
        const whole = (await list(priced.token, `${query}&per_page=100`)).items;
        const ofStore = whole.filter((item) => item.store_id === priced.store.id);
        const prices = ofStore.map((item) => item.selling_price);
        const known = prices.filter((price) => price !== null);
        // the empty price last in both directions, the others in the order asked
        expect(prices).toEqual([...known, null]);
        expect(known).toEqual([...known].sort((a, b) => (order === 'asc' ? Number(a) - Number(b) : Number(b) - Number(a))));
        const tied = ofStore.filter((item) => item.selling_price === '899.00').map((item) => item.product_name);
        expect(tied).toEqual(['Galaxy S25', 'Galaxy S25', 'Moto G']);
        // the store's manager, and the owner choosing the store, page after page
        expect((await list(priced.managerToken, `${query}&per_page=100`)).items.map(key)).toEqual(ofStore.map(key));
        const paged = await Promise.all([1, 2, 3, 4].map((page) => list(priced.managerToken, `${query}&per_page=3&page=${page}`)));
        expect(paged.flatMap((page) => page.items).map(key)).toEqual(ofStore.map(key));
        expect((await list(priced.token, `${query}&per_page=100&store_id=${priced.store.id}`)).items.map(key)).toEqual(ofStore.map(key));
      }
    }
  });

  it('a status change is a movement and moves the available count; the detail shows the history', async () => {
    const code = imei();
    await load(shop.managerToken, shop.store.id, [phones([code])]);
    const piece = await pieceOf(code);
    const updated = await api('PUT', `/warehouse/inventory/pieces/${piece.id}`, shop.managerToken, { status: 'damaged', notes: 'Schermo rotto in consegna' });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(STOCK_MSG.updated);
    const detail = updated.body.data as InventoryDetail;
    expect(detail.item.status).toBe('damaged');
    expect(detail.movements.map((movement) => [movement.movement_type, movement.from_status, movement.to_status, movement.notes])).toEqual([
      ['carico', null, 'available', null],
      ['cambio_stato', 'available', 'damaged', 'Schermo rotto in consegna'],
    ]);
    expect(detail.all_serials.map((row) => row.imei)).toContain(code);

    const bad = await api('PUT', `/warehouse/inventory/pieces/${piece.id}`, shop.managerToken, { status: 'perso', location: 'soffitta', imei: '12345' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.validation_errors ?? {}).sort()).toEqual(['imei', 'status']);
    const unknownPlace = await api('PUT', `/warehouse/inventory/pieces/${piece.id}`, shop.managerToken, { location: 'soffitta' });
    expect(unknownPlace.body.validation_errors).toEqual({ location: STOCK_MSG.locationInvalid });
    expect((await api('PUT', `/warehouse/inventory/pieces/${piece.id}`, consultantToken, { status: 'available' })).status).toBe(403);
  });

  it("a piece's edit keeps its codes unique: its two IMEIs differ, a serial of another piece of the product (any store) is refused on the field", async () => {
    const [mine, theirs] = [imei(), imei()];
    const serial = `SN-${run}-X`;
    await load(shop.managerToken, shop.store.id, [phones([mine])]);
    await load(shop.token, otherStoreId, [{ product_id: phoneId, quantity: 1, pieces: [{ imei: theirs, serial_number: serial }], purchase_price: '500.00' }]);
    const piece = await pieceOf(mine);

    const sameTwice = await api('PUT', `/warehouse/inventory/pieces/${piece.id}`, shop.managerToken, { imei2: mine });
    expect(sameTwice.status).toBe(422);
    expect(sameTwice.body.validation_errors).toEqual({ imei2: STOCK_MSG.imeiTwice });
    const takenSerial = await api('PUT', `/warehouse/inventory/pieces/${piece.id}`, shop.managerToken, { serial_number: serial, location: 'magazzino' });
    expect(takenSerial.status).toBe(422);
    expect(takenSerial.body.validation_errors).toEqual({ serial_number: STOCK_MSG.serialTaken });
    expect(await pieceOf(mine)).toMatchObject({ imei2: null, serial_number: null });

    // a corrected code is kept in the piece's history
    const fixed = imei();
    const corrected = await api('PUT', `/warehouse/inventory/pieces/${piece.id}`, shop.managerToken, { imei: fixed, serial_number: `SN-${run}-Y` });
    expect((corrected.body.data as InventoryDetail).movements.map((movement) => [movement.movement_type, movement.direction, movement.notes])).toEqual([
      ['carico', '+', null],
      ['rettifica', '=', `IMEI: ${mine} → ${fixed}; Seriale: — → SN-${run}-Y`],
    ]);
    // a note without a status change is an entry of the history too (the dialog's note is about the change)
    const noted = await api('PUT', `/warehouse/inventory/pieces/${piece.id}`, shop.managerToken, { notes: 'Scatola aperta' });
    expect((noted.body.data as InventoryDetail).movements.at(-1)).toMatchObject({ movement_type: 'rettifica', direction: '=', notes: 'Scatola aperta' });
  });

  it('deleting a piece archives it with an eliminazione movement; a sold piece stays', async () => {
    const [gone, sold] = [imei(), imei()];
    await load(shop.managerToken, shop.store.id, [phones([gone, sold])]);
    const piece = await pieceOf(gone);
    const removed = await api('DELETE', `/warehouse/inventory/pieces/${piece.id}`, shop.token);
    expect(removed.body).toMatchObject({ success: true, message: STOCK_MSG.deleted });
    expect((await inventory(shop.token, `search=${gone}`)).items).toEqual([]);
    expect((await api('GET', `/warehouse/inventory/pieces/${piece.id}`, shop.token)).status).toBe(404);
    // its history stays: the lifecycle finds it archived with every movement
    const history = (await api('GET', `/inventory/imei/${gone}/history`, shop.token)).body.data as ImeiLifecycle;
    expect(history.movements.map((movement) => movement.movement_type)).toEqual(['carico', 'eliminazione']);
    expect(Math.abs(Date.parse(history.removed_at ?? '') - Date.parse(history.movements.at(-1)?.movement_date ?? ''))).toBeLessThan(5_000);

    const soldPiece = await pieceOf(sold);
    await sellPiece(soldPiece.id);
    const refused = await api('DELETE', `/warehouse/inventory/pieces/${soldPiece.id}`, shop.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(STOCK_MSG.soldCannotBeDeleted);
    // sold items are hidden unless asked for
    expect((await inventory(shop.token, `search=${sold}`)).items).toEqual([]);
    expect((await inventory(shop.token, `search=${sold}&show_sold=true`)).items.map((item) => item.status)).toEqual(['sold']);
    expect((await inventory(consultantToken, `search=${sold}&show_sold=true`)).items).toEqual([]);
    // nor by its id, its IMEI, its movements or its product's codes
    expect((await api('GET', `/warehouse/inventory/pieces/${soldPiece.id}`, consultantToken)).status).toBe(404);
    expect((await api('POST', '/warehouse/scan-imei', consultantToken, { imei: sold })).body).toMatchObject({ success: false, error: STOCK_MSG.imeiNotFound });
    expect((await api('GET', `/inventory/imei/${sold}/history`, consultantToken)).status).toBe(404);
    expect((await api('GET', `/warehouse/movements?piece_id=${soldPiece.id}`, consultantToken)).body.data).toMatchObject({ movements: [], pagination: { total: 0 } });
    expect((await api('GET', `/warehouse/movements?piece_id=${soldPiece.id}`, shop.managerToken)).body.data).toMatchObject({ pagination: { total: 2 } });
    const sibling = await pieceOf((await load(shop.managerToken, shop.store.id, [phones([imei()])])).lines[0]?.pieces[0]?.imei ?? '');
    const codesSeen = async (token: string) => ((await api('GET', `/warehouse/inventory/pieces/${sibling.id}`, token)).body.data as InventoryDetail).all_serials.map((row) => row.imei);
    expect(await codesSeen(shop.managerToken)).toContain(sold);
    expect(await codesSeen(consultantToken)).not.toContain(sold);
    expect((await api('GET', `/inventory/imei/${sold}/history`, shop.managerToken)).body.data).toMatchObject({ piece: { status: 'sold' }, removed_at: null });

    // a sold piece comes back only through a return, and only a sale makes a piece sold
    const unsold = await api('PUT', `/warehouse/inventory/pieces/${soldPiece.id}`, shop.token, { status: 'available' });
    expect(unsold.status).toBe(422);
    expect(unsold.body.validation_errors).toEqual({ status: STOCK_MSG.soldStatusLocked });
    const byHand = await api('PUT', `/warehouse/inventory/pieces/${sibling.id}`, shop.token, { status: 'sold' });
    expect(byHand.body.validation_errors).toEqual({ status: STOCK_MSG.soldOnlyBySale });
    expect((await pieceOf(sold)).status).toBe('sold');
    expect((await pieceOf(sibling.imei ?? '')).status).toBe('available');
  });

  it('edits and deletes of one row at the same time run one after the other: no change is counted twice', async () => {
    const code = imei();
    await load(shop.managerToken, shop.store.id, [phones([code])]);
    const piece = await pieceOf(code);
    const deletes = await Promise.all(Array.from({ length: 5 }, () => api('DELETE', `/warehouse/inventory/pieces/${piece.id}`, shop.token)));
    expect(deletes.map((res) => res.status).sort()).toEqual([200, 404, 404, 404, 404]);
    const history = (await api('GET', `/inventory/imei/${code}/history`, shop.token)).body.data as ImeiLifecycle;
    expect(history.movements.map((movement) => movement.movement_type)).toEqual(['carico', 'eliminazione']);

    const other = imei();
    await load(shop.managerToken, shop.store.id, [phones([other])]);
    const damaged = await pieceOf(other);
    const changes = await Promise.all(Array.from({ length: 5 }, () => api('PUT', `/warehouse/inventory/pieces/${damaged.id}`, shop.token, { status: 'damaged' })));
    expect(changes.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const changed = (await api('GET', `/inventory/imei/${other}/history`, shop.token)).body.data as ImeiLifecycle;
    expect(changed.movements.map((movement) => movement.movement_type)).toEqual(['carico', 'cambio_stato']);

    const productId = ((await api('POST', '/inventory/products', shop.token, { name: `Cover parallela ${run}`, brand: 'Spigen', model: 'X' })).body.data as ProductDto).id;
    await load(shop.managerToken, shop.store.id, [{ product_id: productId, quantity: 20, purchase_price: '2.00' }]);
    const [row] = (await inventory(shop.token, `search=Cover parallela ${run}`)).items;
    const edits = await Promise.all(Array.from({ length: 4 }, () => api('PUT', `/warehouse/inventory/stock/${row?.id}`, shop.token, { quantity: 15 })));
    expect(edits.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const detail = (await api('GET', `/warehouse/inventory/stock/${row?.id}`, shop.token)).body.data as InventoryDetail;
    expect(detail.item.quantity).toBe(15);
    expect(detail.movements.map((movement) => [movement.movement_type, movement.direction, movement.quantity])).toEqual([
      ['carico', '+', 20],
      ['rettifica', '-', 5],
    ]);
  });

  it('a quantity row: a new quantity is a rettifica; a manual one below zero follows allow_negative_stock', async () => {
    const productId = ((await api('POST', '/inventory/products', shop.token, { name: `Pellicola ${run}`, brand: 'PanzerGlass', model: 'S25' })).body.data as ProductDto).id;
    await load(shop.managerToken, shop.store.id, [{ product_id: productId, quantity: 5, purchase_price: '2.00' }]);
    const [row] = (await inventory(shop.token, `search=Pellicola ${run}`)).items;
    const edited = await api('PUT', `/warehouse/inventory/stock/${row?.id}`, shop.managerToken, { quantity: 3, notes: 'Conteggio scaffale' });
    expect((edited.body.data as InventoryDetail).item.quantity).toBe(3);
    expect((edited.body.data as InventoryDetail).movements.map((movement) => [movement.movement_type, movement.direction, movement.quantity])).toEqual([
      ['carico', '+', 5],
      ['rettifica', '-', 2],
    ]);

    const tooMany = await api('POST', '/warehouse/movements', shop.managerToken, { store_id: shop.store.id, product_id: productId, quantity: -4, notes: 'Rotte' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe(STOCK_MSG.insufficientStock(3));
    expect((await inventory(shop.token, `search=Pellicola ${run}`)).items[0]?.quantity).toBe(3);

    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { allow_negative_stock: 'warn' } });
    const warned = await api('POST', '/warehouse/movements', shop.managerToken, { store_id: shop.store.id, product_id: productId, quantity: -4, notes: 'Rotte' });
    expect(warned.status).toBe(201);
    expect(warned.body.data).toMatchObject({ quantity: -1, warning: STOCK_MSG.negativeStockWarning, movement: { movement_type: 'rettifica', direction: '-', quantity: 4, notes: 'Rotte' } });
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { allow_negative_stock: 'block' } });

    const bad = await api('POST', '/warehouse/movements', shop.managerToken, { store_id: shop.store.id, product_id: productId, quantity: 0, notes: ' ' });
    expect(bad.body.validation_errors).toEqual({ quantity: STOCK_MSG.adjustmentInvalid, notes: STOCK_MSG.reasonRequired });
    const serialized = await api('POST', '/warehouse/movements', shop.managerToken, { store_id: shop.store.id, product_id: phoneId, quantity: 1, notes: 'x' });
    expect(serialized.status).toBe(422);
    expect(serialized.body.validation_errors).toEqual({ product_id: STOCK_MSG.adjustPieceByPiece });

    const noted = await api('PUT', `/warehouse/inventory/stock/${row?.id}`, shop.managerToken, { notes: 'Due confezioni aperte' });
    expect((noted.body.data as InventoryDetail).movements.at(-1)).toMatchObject({ movement_type: 'rettifica', direction: '=', notes: 'Due confezioni aperte' });
    expect((noted.body.data as InventoryDetail).item.quantity).toBe(-1);

    const removed = await api('DELETE', `/warehouse/inventory/stock/${row?.id}`, shop.token);
    expect(removed.status).toBe(200);
    expect((await inventory(shop.token, `search=Pellicola ${run}`)).items).toEqual([]);
  });

  it('a price above 999.999,99 € is refused on its field, in the catalogue, the goods receipt and the inventory', async () => {
    const tooHigh = { name: `Caro ${run}`, brand: 'B', model: 'M', selling_price: '1000000.00' };
    const product = await api('POST', '/inventory/products', shop.token, tooHigh);
    expect(product.status).toBe(422);
    expect(product.body.validation_errors).toEqual({ selling_price: PRODUCT_MSG.priceTooHigh });
    const atTheLimit = await api('POST', '/inventory/products', shop.token, { ...tooHigh, selling_price: '999999.99' });
    expect(atTheLimit.status).toBe(201);
    const productId = (atTheLimit.body.data as ProductDto).id;
    const receipt = await api('POST', '/warehouse/ddt', shop.token, { ddt_info: { supplier_id: supplierId, ddt_number: `P-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: shop.store.id, total_declared_items: 1 }, products: [{ product_id: productId, quantity: 1, purchase_price: '21474836.48' }] });
    expect(receipt.status).toBe(422);
    expect(receipt.body.validation_errors).toEqual({ 'products.0.purchase_price': PRODUCT_MSG.priceTooHigh });
    await load(shop.token, shop.store.id, [{ product_id: productId, quantity: 1, purchase_price: '999999.99' }]);
    const [row] = (await inventory(shop.token, `search=Caro ${run}`)).items;
    const edit = await api('PUT', `/warehouse/inventory/stock/${row?.id}`, shop.token, { selling_price: '99999999.99', purchase_price: '1000000.00' });
    expect(edit.status).toBe(422);
    expect(edit.body.validation_errors).toEqual({ selling_price: PRODUCT_MSG.priceTooHigh, purchase_price: PRODUCT_MSG.priceTooHigh });
    expect((await inventory(shop.token, `search=Caro ${run}`)).items[0]).toMatchObject({ selling_price: '999999.99', purchase_price: '999999.99' });
  });

  it('a load into a quantity on the shelf averages its purchase price; the latest purchase keeps its date and supplier', async () => {
    const productId = ((await api('POST', '/inventory/products', shop.token, { name: `Vetro temperato ${run}`, brand: 'Belkin', model: 'i16' })).body.data as ProductDto).id;
    const south = ((await api('POST', '/inventory/suppliers', shop.token, { name: `Ingrosso Sud ${run}`, code: `S${run.slice(-4)}` })).body.data as SupplierDto).id;
    await load(shop.managerToken, shop.store.id, [{ product_id: productId, quantity: 20, purchase_price: '6.00' }]);
    // a later load of a DDT dated yesterday, from another supplier, at another price
    await load(shop.managerToken, shop.store.id, [{ product_id: productId, quantity: 5, purchase_price: '8.50' }], addDaysIso(todayIso(), -1), south);
    const [row] = (await inventory(shop.token, `search=Vetro temperato ${run}`)).items;
    // 20 × 6,00 + 5 × 8,50 = 162,50 for 25 units: 6,50 each, not 8,50 for all
    expect(row).toMatchObject({ quantity: 25, purchase_price: '6.50', supplier: 'Distribuzione Nord', purchase_date: todayIso() });
    // a newer purchase is the row's supplier and date from then on
    await load(shop.managerToken, shop.store.id, [{ product_id: productId, quantity: 25, purchase_price: '7.50' }], todayIso(), south);
    expect((await inventory(shop.token, `search=Vetro temperato ${run}`)).items[0]).toMatchObject({ quantity: 50, purchase_price: '7.00', supplier: `Ingrosso Sud ${run}` });
  });

  it('a product with stock keeps how it is kept (IMEI, serial or count); one without stock may still change', async () => {
    const body = (fields: Record<string, unknown>) => ({ name: `Auricolari ${run}`, brand: 'Apple', model: 'AirPods 4', category: 'Accessori', selling_price: '149.00', ...fields });
    const productId = ((await api('POST', '/inventory/products', shop.token, body({}))).body.data as ProductDto).id;
    const unused = await api('PUT', `/inventory/products/${productId}`, shop.managerToken, body({ requires_serial: true }));
    expect((unused.body.data as ProductDto).requires_serial).toBe(true);
    await api('PUT', `/inventory/products/${productId}`, shop.managerToken, body({ requires_serial: false }));
    await load(shop.managerToken, shop.store.id, [{ product_id: productId, quantity: 5, purchase_price: '90.00' }]);

    const toImei = await api('PUT', `/inventory/products/${productId}`, shop.managerToken, body({ requires_imei: true, name: `Auricolari Pro ${run}` }));
    expect(toImei.status).toBe(422);
    expect(toImei.body.validation_errors).toEqual({ requires_imei: PRODUCT_MSG.trackingLocked });
    await load(shop.managerToken, shop.store.id, [phones([imei()])]);
    const phoneToCount = await api('PUT', `/inventory/products/${phoneId}`, shop.token, { name: `iPhone 16 Pro ${run}`, brand: 'Apple', model: '16 Pro', category: 'Smartphone', requires_imei: false, requires_serial: true });
    expect(phoneToCount.body.validation_errors).toEqual({ requires_imei: PRODUCT_MSG.trackingLocked, requires_serial: PRODUCT_MSG.trackingLocked });

    // nothing changed: the name stays, the five units are still a quantity in the inventory
    const after = (await api('GET', `/inventory/products?search=Auricolari ${run}`, shop.token)).body.data as ProductListData;
    expect(after.products.map((product) => [product.name, product.requires_imei])).toEqual([[`Auricolari ${run}`, false]]);
    expect((await inventory(shop.token, `search=Auricolari ${run}`)).items.map((item) => item.quantity)).toEqual([5]);
    // the other fields may still change
    const renamed = await api('PUT', `/inventory/products/${productId}`, shop.managerToken, body({ name: `Auricolari Pro ${run}` }));
    expect((renamed.body.data as ProductDto).name).toBe(`Auricolari Pro ${run}`);
  });

  it('a store adds its own locations; they can be used and are named in the inventory', async () => {
    const added = await api('POST', '/warehouse/storage-locations', shop.managerToken, { store_id: shop.store.id, name: 'Retro Bottega' });
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({ code: 'retro_bottega', name: 'Retro Bottega', is_default: false });
    const again = await api('POST', '/warehouse/storage-locations', shop.managerToken, { store_id: shop.store.id, name: 'retro bottega' });
    expect(again.body.validation_errors).toEqual({ name: STOCK_MSG.locationTaken });
    const noLetters = await api('POST', '/warehouse/storage-locations', shop.managerToken, { store_id: shop.store.id, name: '日本' });
    expect(noLetters.body.validation_errors).toEqual({ name: STOCK_MSG.locationNameNeedsLetters });
    const list = (await api('GET', `/warehouse/storage-locations?store_id=${shop.store.id}`, consultantToken)).body.data as StorageLocation[];
    expect(list.map((location) => location.code)).toEqual(['pronto_vendita', 'cassaforte', 'esposizione', 'retro_bottega']);

    const code = imei();
    await load(shop.managerToken, shop.store.id, [{ ...phones([code]), location: 'retro_bottega' }]);
    expect((await pieceOf(code)).location_label).toBe('Retro Bottega');
  });

  it('consultants see no purchase price, value or margin, in the list, the detail and the file', async () => {
    const code = imei();
    await load(shop.managerToken, shop.store.id, [phones([code], '777.00')]);
    const seen = await inventory(consultantToken, `search=${code}`);
    expect(seen.sees_purchase_prices).toBe(false);
    expect(seen.stats.total_value).toBeNull();
    expect(seen.items[0]).toMatchObject({ purchase_price: null, margin_percent: null, selling_price: '1199.00' });
    const detail = (await api('GET', `/warehouse/inventory/pieces/${seen.items[0]?.id}`, consultantToken)).body.data as InventoryDetail;
    expect(detail.item.purchase_price).toBeNull();
    const file = await fetch(`${server.url}/api/warehouse/inventory/export?search=${code}`, { headers: { Authorization: `Bearer ${consultantToken}` } });
    const text = await file.text();
    // the price as the file would print it (the random names and IMEIs may well contain '777')
    expect(text).not.toMatch(/777[.,]00/);
    expect(text).not.toContain('Prezzo acquisto');
  });

  it("the superadmin's rettifica takes the store's own product only: another company's is not found, and nothing is written", async () => {
    const superadmin = (await server.login('superadmin@banco.demo')).access_token;
    const rival = await make.ownedCompany();
    const productId = ((await api('POST', '/inventory/products', shop.token, { name: `Caricatore ${run}`, brand: 'Anker', model: 'A1' })).body.data as ProductDto).id;
    const foreign = await api('POST', '/warehouse/movements', superadmin, { store_id: rival.store.id, product_id: productId, quantity: 5, notes: 'Trovati' });
    expect(foreign.status).toBe(422);
    expect(foreign.body.validation_errors).toEqual({ product_id: DDT_MSG.productNotFound });
    expect((await inventory(superadmin, `search=Caricatore ${run}`)).items).toEqual([]);
    // and the product, which has no stock anywhere, can still be deleted by its owner
    expect((await api('DELETE', `/inventory/products/${productId}`, shop.token)).status).toBe(200);
  });

  it('managers see only their stores; another company sees nothing and gets 404', async () => {
    const code = imei();
    await load(shop.token, otherStoreId, [phones([code])]);
    const managers = await inventory(shop.managerToken, `search=${code}`);
    expect(managers.items).toEqual([]);
    expect(managers.limited_to_own_stores).toBe(true);
    const piece = await pieceOf(code);
    expect((await api('GET', `/warehouse/inventory/pieces/${piece.id}`, shop.managerToken)).status).toBe(404);
    expect((await api('POST', '/warehouse/scan-imei', shop.managerToken, { imei: code })).status).toBe(404);

    const rival = await make.ownedCompany();
    expect((await inventory(rival.token, `search=${code}`)).items).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/warehouse/inventory/pieces/${piece.id}`, undefined],
      ['PUT', `/warehouse/inventory/pieces/${piece.id}`, { status: 'damaged' }],
      ['DELETE', `/warehouse/inventory/pieces/${piece.id}`, undefined],
      ['GET', `/inventory/imei/${code}/history`, undefined],
    ] as const) {
      const res = await api(method, path, rival.token, body);
      expect(res.status, path).toBe(404);
    }
    expect((await api('GET', `/warehouse/storage-locations?store_id=${shop.store.id}`, rival.token)).body.error).toBe(MSG.storeNotFound);
    expect((await pieceOf(code)).status).toBe('available');
  });

  it('exports the filtered list as CSV for Italian spreadsheets and as XLSX with numbers', async () => {
    const code = imei();
    await load(shop.managerToken, shop.store.id, [phones([code], '612.50')]);
    const csv = await fetch(`${server.url}/api/warehouse/inventory/export?search=${code}&format=csv`, { headers: { Authorization: `Bearer ${shop.token}` } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/filename="inventario-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${code};`);
    expect(lines[1]).toContain(';612,50;1199,00;96;');

    const xlsx = await fetch(`${server.url}/api/warehouse/inventory/export?search=${code}&format=xlsx`, { headers: { Authorization: `Bearer ${shop.token}` } });
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readSheet(Buffer.from(await xlsx.arrayBuffer()));
    const [header, row] = sheet;
    expect(header?.[0]).toBe('Prodotto');
    expect(row?.[4]).toBe(code);
    expect(row?.[header?.indexOf('Prezzo acquisto') ?? -1]).toBe(612.5);
    expect((await api('GET', '/warehouse/inventory/export?format=pdf', shop.token)).status).toBe(422);
  });

  it('lists the goods in stock for stale_products_days or more, oldest first', async () => {
    const old = imei();
    await load(shop.managerToken, shop.store.id, [phones([old])], addDaysIso(todayIso(), -45));
    const stale = (await api('GET', `/warehouse/stale-products?store_id=${shop.store.id}`, shop.managerToken)).body.data as { threshold_days: number; products: { id: number; days_in_stock: number }[] };
    expect(stale.threshold_days).toBe(30);
    const piece = await pieceOf(old);
    expect(stale.products).toContainEqual(expect.objectContaining({ id: piece.id, days_in_stock: 45 }));

    // the longest a store may wait is ten years (a day count past the calendar's end answered a 500)
    const settings = (values: Record<string, number>) => api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: values });
    expect((await settings({ stale_products_days: Number.MAX_SAFE_INTEGER })).body.validation_errors).toEqual({ 'settings.stale_products_days': 'Inserisci un valore da 1 a 3650' });
    expect((await settings({ stale_products_days: 3650 })).status).toBe(200);
    const decade = await api('GET', `/warehouse/stale-products?store_id=${shop.store.id}`, shop.managerToken);
    expect(decade.status).toBe(200);
    expect(decade.body.data).toEqual({ threshold_days: 3650, products: [] });
    expect((await settings({ stale_products_days: 30 })).status).toBe(200);
  });
});

describe('the IMEI calls (spec 3 §7)', () => {
  it('validates an IMEI: the Luhn rule, already in the company, twice in a list', async () => {
    const free = imei();
    const ok = (await api('POST', '/warehouse/validate-imei', shop.managerToken, { imei: `${free.slice(0, 2)}-${free.slice(2)}` })).body.data as ImeiCheck;
    expect(ok).toEqual({ imei: free, valid: true, message: null, exists: false, piece: null, duplicate_imei_action: null });
    const wrong = (await api('POST', '/inventory/imei/validate', shop.managerToken, { imei: '123456789012345' })).body.data as ImeiCheck;
    expect(wrong).toMatchObject({ valid: false, message: "IMEI non valido: l'ultima cifra di controllo non corrisponde" });
    const loaded = imei();
    await load(shop.managerToken, shop.store.id, [phones([loaded])]);
    const bulk = (await api('POST', '/inventory/imei/validate-bulk', shop.managerToken, { imei_list: [free, free, loaded, '12'], store_id: shop.store.id })).body.data as { results: ImeiCheck[]; valid_count: number; invalid_count: number };
    expect(bulk.results.map((result) => result.message)).toEqual([null, STOCK_MSG.imeiTwice, STOCK_MSG.imeiExists, expect.stringContaining('IMEI')]);
    expect([bulk.valid_count, bulk.invalid_count]).toEqual([1, 3]);
    expect((await api('POST', '/warehouse/validate-imei', shop.managerToken, { imei: '' })).body.validation_errors).toEqual({ imei: STOCK_MSG.imeiRequired });
    expect((await api('POST', '/warehouse/scan-imei', shop.managerToken, { imei: '8'.repeat(41) })).body.validation_errors).toEqual({ imei: IDENTIFIER_MSG.imeiLength });
    const tooMany = await api('POST', '/inventory/imei/validate-bulk', shop.managerToken, { imei_list: Array.from({ length: 1001 }, () => free) });
    expect(tooMany.body.validation_errors).toEqual({ imei_list: 'Al massimo 1.000 IMEI per verifica' });
  });

  it('scans an IMEI to its piece and lifecycle, and lists and exports the pieces with an IMEI', async () => {
    const code = imei();
    await load(shop.managerToken, shop.store.id, [phones([code])]);
    const scanned = (await api('POST', '/warehouse/scan-imei', consultantToken, { imei: code })).body.data as ImeiLifecycle;
    expect(scanned.piece).toMatchObject({ imei: code, status: 'available', purchase_price: null });
    expect(scanned.movements.map((movement: Movement) => movement.movement_type)).toEqual(['carico']);
    const lifecycle = (await api('GET', `/warehouse/imei-lifecycle?imei=${code}`, shop.token)).body.data as ImeiLifecycle;
    expect(lifecycle.piece.id).toBe(scanned.piece.id);
    // the scan answers the inventory's own row (custom location, low stock, prices by role) for every role
    const shelf = (await api('POST', '/warehouse/storage-locations', shop.token, { store_id: shop.store.id, name: `Vetrina ${run}` })).body.data as { code: string };
    expect((await api('PUT', `/warehouse/inventory/pieces/${scanned.piece.id}`, shop.token, { location: shelf.code })).status).toBe(200);
    for (const token of [consultantToken, shop.managerToken, shop.token, (await server.login('superadmin@banco.demo')).access_token]) {
      const detail = (await api('GET', `/warehouse/inventory/pieces/${scanned.piece.id}`, token)).body.data as InventoryDetail;
      const scan = (await api('POST', '/warehouse/scan-imei', token, { imei: code })).body.data as ImeiLifecycle;
      expect(scan.piece).toEqual(detail.item);
      expect(scan.piece.location_label).toBe(`Vetrina ${run}`);
      expect(scan.movements).toEqual(detail.movements);
    }
    // low stock by the store's saved threshold; a stray stored value counts as the default (5), as in the inventory
    const lowStockOf = async () => {
      const detail = (await api('GET', `/warehouse/inventory/pieces/${scanned.piece.id}`, shop.token)).body.data as InventoryDetail;
      const scan = (await api('POST', '/warehouse/scan-imei', shop.token, { imei: code })).body.data as ImeiLifecycle;
      expect(scan.piece.low_stock).toBe(detail.item.low_stock);
      return scan.piece.low_stock;
    };
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { stock_low_threshold_smartphone: 0 } });
    expect(await lowStockOf()).toBe(false);
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { stock_low_threshold_smartphone: 1_000_000 } });
    expect(await lowStockOf()).toBe(true);
    for (const stray of ['1e300', '-3', '2.5', '"1000000"']) {
      await systemEm(server.orm).execute(`update warehouse_settings set values = jsonb_set(values, '{stock_low_threshold_smartphone}', ?::jsonb) where store_id = ?`, [stray, shop.store.id]);
      await lowStockOf();
    }
    await api('POST', '/warehouse/settings', shop.token, { store_id: shop.store.id, settings: { stock_low_threshold_smartphone: 5 } });
    const unknown = await api('POST', '/warehouse/scan-imei', shop.token, { imei: imei() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(STOCK_MSG.imeiNotFound);

    const list = (await api('GET', `/inventory/imei?search=${code}`, shop.token)).body.data as { pieces: InventoryItem[] };
    expect(list.pieces.map((piece) => piece.imei)).toEqual([code]);
    const file = await fetch(`${server.url}/api/inventory/imei/export?search=${code}`, { headers: { Authorization: `Bearer ${shop.token}` } });
    expect(file.headers.get('content-disposition')).toMatch(/filename="imei-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(await file.text()).toContain(code);
  });
});

checkStockTotalsAtTheEnd(() => server);
