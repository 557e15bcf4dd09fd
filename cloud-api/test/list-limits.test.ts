import { EXPORT_ROWS_MAX, INVENTORY_DETAIL_ROWS, MSG, todayIso, type InventoryDetail, type InventoryList, type ProductDto, type ProductListData, type SalesList, type SupplierDto } from '@banco/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { apiCaller, imeiSequence } from './support/api-calls.ts';
import { factories, type OwnedCompany } from './support/factories.ts';
import { checkStockTotalsAtTheEnd } from './support/stock-totals.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Lists that cannot hold every row say so. The lists' files (sales, inventory, IMEI list) hold at
 * most EXPORT_ROWS_MAX rows: one more is refused with what to do, never a file silently cut short;
 * a narrower selection gets its file. An inventory detail lists the newest INVENTORY_DETAIL_ROWS
 * codes and movements and how many there are. The rows beyond the first are copies made in SQL
 * (the stock's triggers keep its totals in step).
 */
let server: TestServer;
let shop: OwnedCompany;
let rival: OwnedCompany;
const api = apiCaller(() => server);
const run = String(Date.now()).slice(-8);
const imei = imeiSequence('87');
const tooMany = EXPORT_ROWS_MAX + 1;

const download = (path: string, token: string) => fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });

beforeAll(async () => {
  server = await startTestServer();
  const make = factories(server);
  [shop, rival] = await Promise.all([make.ownedCompany(), make.ownedCompany()]);
});
afterAll(() => server?.close());

describe('lists of more rows than they hold', () => {
  it('refuses the inventory and IMEI files of the whole stock, gives those of a narrower search, and lists the newest codes and movements in a detail', async () => {
    const supplierId = ((await api('POST', '/inventory/suppliers', shop.token, { name: 'Distribuzione Export', code: 'EXP' })).body.data as SupplierDto).id;
    const productId = ((await api('POST', '/inventory/products', shop.token, { name: `Pixel 9 ${run}`, brand: 'Google', model: '9', category: 'Smartphone', requires_imei: true, selling_price: '899.00' })).body.data as ProductDto).id;
    const first = imei();
    const ddt = await api('POST', '/warehouse/ddt', shop.token, {
      ddt_info: { supplier_id: supplierId, ddt_number: `E-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: shop.store.id, total_declared_items: 1 },
      products: [{ product_id: productId, quantity: 1, pieces: [{ imei: first }], purchase_price: '600.00' }],
    });
    expect(ddt.status).toBe(201);
    // EXPORT_ROWS_MAX more pieces like the first, each with its own IMEI
    await systemEm(server.orm).execute(
      `insert into stock_pieces (company_id, store_id, product_id, delivery_note_id, supplier_id, imei, status, location, purchase_price_cents, selling_price_cents, purchase_date, created_at, updated_at)
       select p.company_id, p.store_id, p.product_id, p.delivery_note_id, p.supplier_id, '99' || ? || lpad(n::text, 5, '0'), p.status, p.location, p.purchase_price_cents, p.selling_price_cents, p.purchase_date, now(), now()
         from stock_pieces p, generate_series(1, ?) n where p.company_id = ? and p.imei = ?`,
      [run, EXPORT_ROWS_MAX, shop.company.id, first],
    );
    const all = (await api('GET', `/warehouse/inventory?search=${encodeURIComponent(`Pixel 9 ${run}`)}`, shop.token)).body.data as InventoryList;
    expect(all.pagination.total).toBe(tooMany);

    for (const path of ['/warehouse/inventory/export', '/warehouse/inventory/export?format=xlsx', '/inventory/imei/export']) {
      const refused = await api('GET', path, shop.token);
      expect([path, refused.status, refused.body.error]).toEqual([path, 422, MSG.exportTooLarge]);
    }
    expect(MSG.exportTooLarge).toContain('50.000');
    const one = await download(`/warehouse/inventory/export?search=${first}`, shop.token);
    expect(one.status).toBe(200);
    expect(await one.text()).toContain(first);
    const byImei = await download(`/inventory/imei/export?search=${first}`, shop.token);
    expect(byImei.status).toBe(200);
    expect(await byImei.text()).toContain(first);
    // another company's file is its own: empty, not refused
    expect((await download('/warehouse/inventory/export', rival.token)).status).toBe(200);

    // the detail of the first piece: the newest codes of its product in its store, the first no longer among them
    const firstId = (await api('GET', `/warehouse/inventory?search=${first}`, shop.token)).body.data as InventoryList;
    const pieceId = firstId.items[0]?.id;
    const detail = async () => (await api('GET', `/warehouse/inventory/pieces/${pieceId}`, shop.token)).body.data as InventoryDetail;
    const before = await detail();
    expect([before.all_serials.length, before.serials_total]).toEqual([INVENTORY_DETAIL_ROWS, tooMany]);
    expect(before.all_serials.map((row) => row.imei)).not.toContain(first);
    expect(before.all_serials.at(-1)?.imei).toBe(`99${run}${String(EXPORT_ROWS_MAX).padStart(5, '0')}`);
    // a long history: as many older movements as the detail shows, then a change today, which it must show
    await systemEm(server.orm).execute(
      `insert into stock_movements (company_id, store_id, product_id, piece_id, movement_type, direction, quantity, from_status, to_status, document_type, user_id, notes, created_at)
       select m.company_id, m.store_id, m.product_id, m.piece_id, 'cambio_stato', '=', 0, 'available', 'available', 'manual', m.user_id, 'Controllo ' || n, m.created_at - n * interval '1 day'
         from stock_movements m, generate_series(1, ?) n where m.piece_id = ?`,
      [INVENTORY_DETAIL_ROWS, pieceId],
    );
    expect((await api('PUT', `/warehouse/inventory/pieces/${pieceId}`, shop.token, { status: 'damaged', notes: 'Caduto dal banco' })).status).toBe(200);
    const after = await detail();
    expect([after.movements.length, after.movements_total]).toEqual([INVENTORY_DETAIL_ROWS, INVENTORY_DETAIL_ROWS + 2]);
    // oldest first, ending with today's change; the two oldest copies are the ones left out
    expect(after.movements.at(-1)?.notes).toBe('Caduto dal banco');
    expect(after.movements[0]?.notes).toBe(`Controllo ${INVENTORY_DETAIL_ROWS - 2}`);
  });

  it('refuses the catalogue file of every product, and gives that of a narrower search', async () => {
    // EXPORT_ROWS_MAX + 1 products of one company, written in SQL
    await systemEm(server.orm).execute(
      `insert into products (company_id, name, brand, model, category, sku, search_text, created_at, updated_at)
       select ?, 'Cavo ' || ? || ' ' || n, 'Marca', 'M', 'Accessori', 'CAT-' || ? || '-' || n || 'X', 'cavo ' || ? || ' ' || n || ' | marca | m | cat-' || ? || '-' || n || 'x', now(), now()
         from generate_series(1, ?) n`,
      [shop.company.id, run, run, run, run, tooMany],
    );
    expect(((await api('GET', '/inventory/products?per_page=1', shop.token)).body.data as ProductListData).pagination.total).toBeGreaterThanOrEqual(tooMany);
    for (const path of ['/inventory/products/export', `/inventory/products/export?search=${run}&category=Accessori`]) {
      const refused = await api('GET', path, shop.token);
      expect([path, refused.status, refused.body.error]).toEqual([path, 422, MSG.exportTooLarge]);
    }
    const one = await download(`/inventory/products/export?search=${encodeURIComponent(`CAT-${run}-42X`)}`, shop.token);
    expect(one.status).toBe(200);
    expect((await one.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(2);
    expect((await download('/inventory/products/export', rival.token)).status).toBe(200);
  });

  it('refuses the sales file of every sale, and gives that of one sale', async () => {
    const year = new Date().getFullYear();
    const em = systemEm(server.orm);
    await em.execute(
      `insert into sales (company_id, store_id, sale_number, total_cents, sale_date, created_at, updated_at)
       select ?, ?, ? || lpad(n::text, 6, '0'), 1490, now(), now(), now() from generate_series(1, ?) n`,
      [shop.company.id, shop.store.id, String(year), tooMany],
    );
    // the per-day count the sales wizard keeps beside each sale (sale-day-counts.ts)
    await em.execute(
      `insert into sale_day_counts (store_id, day, company_id, sales) values (?, (now() at time zone 'Europe/Rome')::date, ?, ?)
       on conflict (store_id, day) do update set sales = sale_day_counts.sales + excluded.sales`,
      [shop.store.id, shop.company.id, tooMany],
    );
    const list = (await api('GET', '/sales?per_page=1', shop.token)).body.data as SalesList;
    expect(list.pagination.total).toBe(tooMany);

    for (const path of ['/sales/export', '/sales/export?format=xlsx', `/sales/export?date_from=${todayIso()}`]) {
      const refused = await api('GET', path, shop.token);
      expect([path, refused.status, refused.body.error]).toEqual([path, 422, MSG.exportTooLarge]);
    }
    const number = `${year}000042`;
    const one = await download(`/sales/export?search=${number}`, shop.token);
    expect(one.status).toBe(200);
    const lines = (await one.text()).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(number);
    expect((await download('/sales/export', rival.token)).status).toBe(200);
  });
});

checkStockTotalsAtTheEnd(() => server);
