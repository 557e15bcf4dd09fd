import { addDaysIso, centsToMoney, INVENTORY_SORTS, todayIso, type DdtDetail, type InventoryItem, type InventoryList, type InventorySort, type ProductDto, type SupplierDto } from '@banco/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, imeiSequence } from './support/api-calls.ts';
import { factories, type OwnedCompany } from './support/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The inventory's pages against the order the page promises (issue 9; inventory-sql.ts pageKeys, which
 * reads each kind of row cut to the page on its own and walks the products in name order): every sort,
 * both directions, a few filters, owner and manager, walked page by page, equal to the whole selection
 * sorted here by the rule — the column (empty values last), then the product's name (in lower case, then
 * as written), the product, the kind and the row. Two products share a name, one name is capitalised,
 * quantities and pieces mix, two stores and two suppliers.
 */
let server: TestServer;
let shop: OwnedCompany;
let otherStoreId: number;

const api = apiCaller(() => server);
const imei = imeiSequence('87');

async function inventory(token: string, query: string): Promise<InventoryList> {
  const res = await api('GET', `/warehouse/inventory?${query}`, token);
  if (res.status !== 200) throw new Error(`inventory: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as InventoryList;
}

beforeAll(async () => {
  server = await startTestServer();
  const make = factories(server);
  shop = await make.ownedCompany();
  otherStoreId = (await make.store(shop.company.id)).id;
  const supplier = async (name: string, code: string) => ((await api('POST', '/inventory/suppliers', shop.token, { name, code })).body.data as SupplierDto).id;
  const [north, south] = [await supplier('Alfa Forniture', 'ALFA'), await supplier('Zeta Forniture', 'ZETA')];
  const product = async (name: string, fields: Record<string, unknown>) => ((await api('POST', '/inventory/products', shop.token, { name, brand: 'Marca', model: randomUUID().slice(0, 6), ...fields })).body.data as ProductDto).id;
  const phone = (name: string, price: string) => product(name, { category: 'Smartphone', requires_imei: true, selling_price: price });
  const [alfa, beta1, beta2, cover, cable] = [
    await phone('alfa', '300.00'),
    await phone('beta', '500.00'),
    await phone('beta', '200.00'),
    await product('gamma', { category: 'Accessori', selling_price: '15.00' }),
    // capitalised: by code point (PGlite, a C.UTF-8 database) it would come before every other name
    await product('Delta', { category: 'Accessori', selling_price: '9.00' }),
  ];
  const pieces = (productId: number, count: number, location = 'pronto_vendita') => ({ product_id: productId, quantity: count, pieces: Array.from({ length: count }, () => ({ imei: imei() })), purchase_price: '100.00', location });
  const load = async (supplierId: number, storeId: number, days: number, products: unknown[]) => {
    const res = await api('POST', '/warehouse/ddt', shop.token, { ddt_info: { supplier_id: supplierId, ddt_number: `P-${randomUUID().slice(0, 8)}`, ddt_date: addDaysIso(todayIso(), -days), store_id: storeId, total_declared_items: 1 }, products });
    if (res.status !== 201) throw new Error(`DDT: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as DdtDetail;
  };
  await load(north, shop.store.id, 10, [pieces(alfa, 3), pieces(beta1, 2, 'cassaforte'), { product_id: cover, quantity: 5, purchase_price: '4.00' }]);
  await load(south, shop.store.id, 3, [pieces(beta2, 3), pieces(alfa, 2, 'cassaforte'), { product_id: cable, quantity: 2, purchase_price: '2.00' }]);
  await load(south, otherStoreId, 5, [pieces(beta1, 2), pieces(alfa, 1), { product_id: cover, quantity: 1, purchase_price: '4.00' }]);
  // a damaged piece, so that the status sort has more than one value
  const [first] = (await inventory(shop.token, `store_id=${shop.store.id}&sort=product_name`)).items.filter((item) => item.kind === 'piece');
  await api('PUT', `/warehouse/inventory/pieces/${first?.id}`, shop.token, { status: 'damaged' });
});
afterAll(() => server?.close());

const VALUE: Readonly<Record<InventorySort, (item: InventoryItem) => string | number | null>> = {
  product_name: (item) => item.product_name.toLowerCase(),
  status: (item) => item.status,
  quantity: (item) => item.quantity,
  selling_price: (item) => (item.selling_price === null ? null : Number(item.selling_price)),
  supplier: (item) => item.supplier,
  purchase_date: (item) => item.purchase_date,
  last_sale_date: (item) => item.last_sale_date,
};
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The promised order: the column (empty last, in either direction), the product's name in lower case and
 * then as written, the product, the kind, the row. The names here are ASCII, where JavaScript's comparison
 * and lower case are PostgreSQL's under any collation.
 */
function sortedByRule(items: InventoryItem[], sort: InventorySort, order: 'asc' | 'desc'): string[] {
  const sign = order === 'desc' ? -1 : 1;
  return [...items]
    .sort((a, b) => {
      const [x, y] = [VALUE[sort](a), VALUE[sort](b)];
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return sign * compare(x, y);
      }
      return compare(a.product_name.toLowerCase(), b.product_name.toLowerCase()) || compare(a.product_name, b.product_name) || a.product_id - b.product_id || compare(a.kind, b.kind) || a.id - b.id;
    })
    .map((item) => `${item.kind}:${item.id}`);
}

/** The four stat cards of spec 3 §2 counted from the rows: items, purchase value, low pairs of store and product, available items. */
function statsOf(items: InventoryItem[]): InventoryList['stats'] {
  const cents = items.reduce((sum, item) => sum + Math.round(Number(item.purchase_price ?? 0) * 100) * item.quantity, 0);
  return {
    total_items: items.reduce((sum, item) => sum + item.quantity, 0),
    total_value: centsToMoney(cents),
    low_stock_count: new Set(items.filter((item) => item.low_stock).map((item) => `${item.store_id}:${item.product_id}`)).size,
    available_count: items.filter((item) => item.status === 'available').reduce((sum, item) => sum + item.quantity, 0),
  };
}

async function walk(token: string, query: string): Promise<{ keys: string[]; items: InventoryItem[]; total: number }> {
  const keys: string[] = [];
  const items: InventoryItem[] = [];
  for (let page = 1; ; page += 1) {
    const list = await inventory(token, `${query}&per_page=4&page=${page}`);
    keys.push(...list.items.map((item) => `${item.kind}:${item.id}`));
    items.push(...list.items);
    if (page >= list.pagination.total_pages) return { keys, items, total: list.pagination.total };
  }
}

describe('the inventory pages follow the promised order (issue 9)', () => {
  // a name search finds products only; `87` finds pieces by their IMEIs (imeiSequence('87'))
  const FILTERS = ['', 'location=cassaforte', 'category=Smartphone', 'show_sold=true&status=damaged', 'low_stock=true', 'search=beta', 'search=87'];
  it.each(['owner', 'manager'] as const)('for the %s: every sort, both directions, every page', async (who) => {
    const token = who === 'owner' ? shop.token : shop.managerToken;
    let seen = 0;
    for (const filter of FILTERS) {
      const whole = await inventory(token, `${filter}&per_page=100`);
      // the count and the stat cards (kept totals, or the rows counted) agree with the rows listed
      expect(whole.pagination.total, filter).toBe(whole.items.length);
      expect(whole.stats, filter).toEqual(statsOf(whole.items));
      for (const sort of INVENTORY_SORTS) {
        for (const order of ['asc', 'desc'] as const) {
          const paged = await walk(token, `${filter}&sort=${sort}&order=${order}`);
          expect(paged.total, `${filter} ${sort} ${order}`).toBe(whole.items.length);
          expect(paged.keys, `${filter} ${sort} ${order}`).toEqual(sortedByRule(whole.items, sort, order));
          seen += paged.keys.length;
        }
      }
    }
    // the walks covered rows (two stores for the owner, one for the manager)
    expect(seen).toBeGreaterThan(who === 'owner' ? 200 : 100);
  });
});

describe('the product name order ignores case (PGlite and a C.UTF-8 database compare text by code point)', () => {
  it("puts 'iPad Air' and 'iPhone 15' among the capitalised names, A to Z and Z to A, in every way the page is read", async () => {
    const make = factories(server);
    const own = await make.ownedCompany();
    const supplierId = ((await api('POST', '/inventory/suppliers', own.token, { name: 'Fornitore Nomi', code: 'NOMI' })).body.data as SupplierDto).id;
    const products: unknown[] = [];
    for (const name of ['iPhone 15', 'Galaxy S24', 'Xiaomi 14', 'iPad Air']) {
      const created = await api('POST', '/inventory/products', own.token, { name, brand: 'Marca', model: randomUUID().slice(0, 6), category: 'Smartphone', requires_imei: true, selling_price: '500.00' });
      products.push({ product_id: (created.body.data as ProductDto).id, quantity: 2, pieces: [{ imei: imei() }, { imei: imei() }], purchase_price: '300.00' });
    }
    const ddt = await api('POST', '/warehouse/ddt', own.token, { ddt_info: { supplier_id: supplierId, ddt_number: `N-${randomUUID().slice(0, 8)}`, ddt_date: todayIso(), store_id: own.store.id, total_declared_items: 1 }, products });
    expect(ddt.status).toBe(201);
    const AZ = ['Galaxy S24', 'iPad Air', 'iPhone 15', 'Xiaomi 14'];
    const ZA = [...AZ].reverse();
    // each product's name once, in the order its rows came
    const namesOf = (items: InventoryItem[]) => items.map((item) => item.product_name).filter((name, at, all) => at === 0 || all[at - 1] !== name);
    // the default sort, by product name A to Z, and both directions: the walk over the products
    expect(namesOf((await inventory(own.token, 'per_page=100')).items)).toEqual(AZ);
    expect(namesOf((await inventory(own.token, 'sort=product_name&order=asc&per_page=100')).items)).toEqual(AZ);
    expect(namesOf((await inventory(own.token, 'sort=product_name&order=desc&per_page=100')).items)).toEqual(ZA);
    expect(namesOf((await inventory(own.managerToken, 'sort=product_name&order=desc&per_page=100')).items)).toEqual(ZA);
    // page by page (the walk cut at each page's end)
    expect(namesOf((await walk(own.token, 'sort=product_name&order=asc')).items)).toEqual(AZ);
    expect(namesOf((await walk(own.token, 'sort=product_name&order=desc')).items)).toEqual(ZA);
    // pieces found by their IMEIs are sorted, not walked; equal quantities come by product name
    expect(namesOf((await inventory(own.token, 'search=87&sort=product_name&order=desc&per_page=100')).items)).toEqual(ZA);
    expect(namesOf((await inventory(own.token, 'sort=quantity&order=asc&per_page=100')).items)).toEqual(AZ);
    // and the file, in the page's order
    const csv = await (await fetch(`${server.url}/api/warehouse/inventory/export?format=csv&sort=product_name&order=asc`, { headers: { Authorization: `Bearer ${own.token}` } })).text();
    const rows = csv.split('\n').slice(1).filter((line) => line.trim() !== '');
    expect(rows.map((line) => AZ.find((name) => line.startsWith(`${name};`) || line.startsWith(`"${name}";`))).filter((name, at, all) => at === 0 || all[at - 1] !== name)).toEqual(AZ);
  });
});
