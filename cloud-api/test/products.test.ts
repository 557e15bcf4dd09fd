import { MSG, PRODUCT_MSG, type ProductDto, type ProductListData, type ProductPick } from '@banco/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories, type OwnedCompany } from './support/factories.ts';
import { auditedChanges } from './support/audit-trail.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { apiCaller } from './support/api-calls.ts';

let server: TestServer;
let make: Factories;
let shop: OwnedCompany;
let consultantToken: string;

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  shop = await make.ownedCompany();
  const consultant = await make.user({ role: 'consultant', companyId: shop.company.id, storeIds: [shop.store.id], managerId: shop.manager.id });
  consultantToken = (await consultant.login()).access_token;
});
afterAll(() => server?.close());

const api = apiCaller(() => server);

const iphone = (fields: Record<string, unknown> = {}) => ({
  name: 'iPhone 16 128GB Nero',
  brand: 'Apple',
  model: 'iPhone 16',
  category: 'Smartphone',
  requires_imei: true,
  ean: '0195949771682',
  sku: `IP16-${randomUUID().slice(0, 6)}`,
  last_purchase_price: '699.00',
  selling_price: '879.00',
  ...fields,
});

describe('/inventory/products (spec 3 §3, §7)', () => {
  it('creates a product with the spec defaults, lists, searches and pages it', async () => {
    const created = await api('POST', '/inventory/products', shop.token, iphone());
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(PRODUCT_MSG.created);
    expect(created.body.data).toMatchObject({ name: 'iPhone 16 128GB Nero', category: 'Smartphone', requires_imei: true, requires_serial: false, ean: '0195949771682', last_purchase_price: '699.00', selling_price: '879.00', is_active: true });
    // a new product without category or flags: an accessory, no IMEI, no serial
    const cover = await api('POST', '/inventory/products', shop.token, { name: 'Cover Silicone iPhone 16', brand: 'Apple', model: 'MagSafe' });
    expect(cover.body.data).toMatchObject({ category: 'Accessori', requires_imei: false, requires_serial: false, ean: null, sku: null, last_purchase_price: null });

    const list = (await api('GET', '/inventory/products?search=IPHONE 16', shop.token)).body.data as ProductListData;
    expect(list.products.map((product) => product.name)).toEqual(['Cover Silicone iPhone 16', 'iPhone 16 128GB Nero']);
    // by name whatever the letter case, on either database: 'iPhone' among the I's, not after 'Vetro'
    for (const name of ['Vetro temperato iPhone 16', 'Galaxy Buds 3']) await api('POST', '/inventory/products', shop.token, { name, brand: 'Marca', model: 'M' });
    const all = (await api('GET', '/inventory/products?per_page=100', shop.token)).body.data as ProductListData;
    expect(all.products.map((product) => product.name)).toEqual(['Cover Silicone iPhone 16', 'Galaxy Buds 3', 'iPhone 16 128GB Nero', 'Vetro temperato iPhone 16']);
    const phones = (await api('GET', '/inventory/products?category=Smartphone', shop.token)).body.data as ProductListData;
    expect(phones.products.map((product) => product.name)).toEqual(['iPhone 16 128GB Nero']);
    expect(phones.pagination).toEqual({ current_page: 1, per_page: 20, total: 1, total_pages: 1 });
    const byEan = (await api('GET', '/warehouse/products/search?q=0195949', shop.token)).body.data as ProductPick[];
    expect(byEan).toEqual([{ id: (created.body.data as ProductDto).id, name: 'iPhone 16 128GB Nero', category: 'Smartphone', brand: 'Apple', requires_imei: true, requires_serial: false }]);
  });

  it("refuses what breaks the spec's rules, with Italian messages per field, writing nothing", async () => {
    const res = await api('POST', '/inventory/products', shop.token, { name: ' ', brand: '', category: 'Frigoriferi', ean: '0195949771689', sku: 'con spazi', selling_price: '-5.00', last_purchase_price: 'dieci' });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      name: PRODUCT_MSG.nameBrandModelRequired,
      brand: PRODUCT_MSG.nameBrandModelRequired,
      model: PRODUCT_MSG.nameBrandModelRequired,
      category: PRODUCT_MSG.categoryInvalid,
      ean: 'Codice EAN non valido (8 o 13 cifre con cifra di controllo corretta)',
      sku: PRODUCT_MSG.skuInvalid,
      selling_price: PRODUCT_MSG.priceInvalid,
      last_purchase_price: PRODUCT_MSG.priceInvalid,
    });
    expect((await api('GET', '/warehouse/products/search?q=a', shop.token)).body.validation_errors).toEqual({ q: PRODUCT_MSG.searchTooShort });
    // a code that is not text gets its field's own message, not the generic one
    const typed = await api('POST', '/inventory/products', shop.token, iphone({ ean: 12345678, sku: { codice: 'X' } }));
    expect(typed.body.validation_errors).toEqual({ ean: 'Codice EAN non valido (8 o 13 cifre con cifra di controllo corretta)', sku: PRODUCT_MSG.skuInvalid });
    // seventeen characters: their cents are past a safe integer (this answered 500)
    const huge = await api('POST', '/inventory/products', shop.token, { name: 'Cavo', category: 'Accessori', selling_price: '99999999999999.99' });
    expect({ status: huge.status, price: huge.body.validation_errors?.selling_price }).toEqual({ status: 422, price: PRODUCT_MSG.priceInvalid });
  });

  it('one EAN and one SKU per company: the second is a 422 on its field; another company may use them', async () => {
    const sku = `DUP-${randomUUID().slice(0, 6)}`;
    expect((await api('POST', '/inventory/products', shop.token, iphone({ ean: '4006381333931', sku }))).status).toBe(201);
    const twice = await api('POST', '/inventory/products', shop.token, iphone({ ean: '4006381333931', sku: `${sku}-2` }));
    expect(twice.status).toBe(422);
    expect(twice.body.validation_errors).toEqual({ ean: PRODUCT_MSG.eanTaken });
    const skuTwice = await api('POST', '/inventory/products', shop.token, iphone({ ean: null, sku }));
    expect(skuTwice.body.validation_errors).toEqual({ sku: PRODUCT_MSG.skuTaken });
    const rival = await make.ownedCompany();
    expect((await api('POST', '/inventory/products', rival.token, iphone({ ean: '4006381333931', sku }))).status).toBe(201);
  });

  it('updates, deactivates and deletes; a consultant reads without purchase prices and changes nothing', async () => {
    const product = (await api('POST', '/inventory/products', shop.managerToken, iphone({ ean: null }))).body.data as ProductDto;
    const updated = await api('PUT', `/inventory/products/${product.id}`, shop.managerToken, iphone({ ean: null, sku: product.sku, selling_price: '849.00' }));
    expect(updated.body.data).toMatchObject({ selling_price: '849.00' });
    const toggled = await api('POST', `/inventory/products/${product.id}/toggle-status`, shop.managerToken);
    expect(toggled.body.data).toMatchObject({ is_active: false });
    // inactive products are not offered to the goods receipt
    const picks = (await api('GET', `/warehouse/products/search?q=${product.sku}`, shop.token)).body.data as ProductPick[];
    expect(picks).toEqual([]);

    const seen = (await api('GET', `/inventory/products?search=${product.sku}`, consultantToken)).body.data as ProductListData;
    expect(seen.products[0]).toMatchObject({ id: product.id, last_purchase_price: null, selling_price: '849.00' });
    for (const [method, path] of [['POST', '/inventory/products'], ['PUT', `/inventory/products/${product.id}`], ['DELETE', `/inventory/products/${product.id}`], ['POST', `/inventory/products/${product.id}/toggle-status`]] as const) {
      const refused = await api(method, path, consultantToken, method === 'DELETE' || path.endsWith('toggle-status') ? undefined : iphone());
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error).toBe(MSG.forbidden);
    }
    // the manager may not delete (warehouse delete: superadmin and entrepreneur)
    expect((await api('DELETE', `/inventory/products/${product.id}`, shop.managerToken)).status).toBe(403);
    const deleted = await api('DELETE', `/inventory/products/${product.id}`, shop.token);
    expect(deleted.status).toBe(200);
    expect((await api('PUT', `/inventory/products/${product.id}`, shop.token, iphone())).status).toBe(404);
  });

  it('exports the filtered catalogue as CSV for Italian spreadsheets; consultants get no purchase prices', async () => {
    const sku = `CSV-${randomUUID().slice(0, 6)}`;
    await api('POST', '/inventory/products', shop.token, iphone({ ean: null, sku, name: 'Galaxy "Export"; prova' }));
    const download = async (token: string, query: string) => {
      const res = await fetch(`${server.url}/api/inventory/products/export?${query}`, { headers: { Authorization: `Bearer ${token}` } });
      return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
    };
    const owner = await download(shop.token, `search=${sku}`);
    expect(owner.status).toBe(200);
    expect(owner.type).toBe('text/csv; charset=utf-8');
    expect(owner.disposition).toMatch(/^attachment; filename="prodotti-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = owner.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Nome;Marca;Modello;Categoria;IMEI;Seriale;EAN;SKU;Prezzo acquisto;Prezzo vendita;Attivo',
      `"Galaxy ""Export""; prova";Apple;iPhone 16;Smartphone;Sì;No;;${sku.toUpperCase()};699,00;879,00;Sì`,
    ]);
    const consultant = await download(consultantToken, `search=${sku}`);
    expect(consultant.text).not.toContain('Prezzo acquisto');
    expect(consultant.text).not.toContain('699,00');
    const none = await download(shop.token, `search=${sku}&category=Tablet`);
    expect(none.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('a text a spreadsheet would run as a formula is exported as text (a leading apostrophe)', async () => {
    const sku = `CSV-${randomUUID().slice(0, 6)}`;
    await api('POST', '/inventory/products', shop.token, iphone({ ean: null, sku, name: '=HYPERLINK("http://x.example","apri")', brand: '+Brand', model: '-M 2' }));
    const res = await fetch(`${server.url}/api/inventory/products/export?search=${sku}`, { headers: { Authorization: `Bearer ${shop.token}` } });
    const [, row] = (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(row).toBe(`"'=HYPERLINK(""http://x.example"",""apri"")";'+Brand;'-M 2;Smartphone;Sì;No;;${sku.toUpperCase()};699,00;879,00;Sì`);
  });

  it("another company's product answers 404 everywhere and never shows in its lists", async () => {
    const product = (await api('POST', '/inventory/products', shop.token, iphone({ ean: null }))).body.data as ProductDto;
    const rival = await make.ownedCompany();
    const list = (await api('GET', '/inventory/products?per_page=100', rival.token)).body.data as ProductListData;
    expect(list.products.map((row) => row.id)).not.toContain(product.id);
    expect((await api('PUT', `/inventory/products/${product.id}`, rival.token, iphone())).status).toBe(404);
    expect((await api('POST', `/inventory/products/${product.id}/toggle-status`, rival.token)).status).toBe(404);
    const foreign = await api('DELETE', `/inventory/products/${product.id}`, rival.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(PRODUCT_MSG.notFound);
    // the superadmin names the company of a new product
    const superadmin = (await server.login('superadmin@banco.demo')).access_token;
    expect((await api('POST', '/inventory/products', superadmin, iphone({ ean: null }))).body.validation_errors).toEqual({ company_id: MSG.companyRequired });
    expect((await api('POST', '/inventory/products', superadmin, iphone({ ean: null, company_id: shop.company.id }))).status).toBe(201);
  });
});

describe('toggle-status under concurrent calls', () => {
  it('four toggles at once are four toggles: the product ends as it started, each audited from the state it found', async () => {
    const product = (await api('POST', '/inventory/products', shop.token, iphone({ ean: null }))).body.data as ProductDto;
    const answers = await Promise.all([0, 1, 2, 3].map(() => api('POST', `/inventory/products/${product.id}/toggle-status`, shop.token)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    // each call saw the one before it (on PostgreSQL two read the same row and one toggle was lost)
    expect(answers.map((res) => (res.body.data as ProductDto).is_active).sort()).toEqual([false, false, true, true]);
    const list = (await api('GET', `/inventory/products?search=${product.sku}`, shop.token)).body.data as ProductListData;
    expect(list.products[0]?.is_active).toBe(true);
    expect(await auditedChanges(server.orm, 'Product', product.id)).toEqual([
      'is_active: false → true',
      'is_active: false → true',
      'is_active: true → false',
      'is_active: true → false',
    ]);
  });
});
