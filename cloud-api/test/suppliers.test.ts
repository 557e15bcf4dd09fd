import { MSG, SUPPLIER_MSG, withPartitaIvaCheckDigit, type SupplierDto, type SupplierListData } from '@banco/shared';
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

let codes = 0;
const supplier = (fields: Record<string, unknown> = {}) => {
  codes += 1;
  return { name: `Ingrosso Accessori ${codes}`, code: `ia${codes}`, type: 'accessori', vat_number: withPartitaIvaCheckDigit('0123456701'), email: 'Ordini@Ingrosso.it', ...fields };
};

describe('/inventory/suppliers and /warehouse/suppliers (spec 3 §2, §5, §7)', () => {
  it('creates a supplier (code upper case), lists it and offers the active ones to the goods receipt', async () => {
    const created = await api('POST', '/inventory/suppliers', shop.managerToken, supplier({ name: 'TIM Wholesale', code: 'tim' }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'TIM Wholesale', code: 'TIM', type: 'accessori', email: 'ordini@ingrosso.it', verified: false, active: true });
    const id = (created.body.data as SupplierDto).id;
    const list = (await api('GET', '/inventory/suppliers?search=wholesale', consultantToken)).body.data as SupplierListData;
    expect(list.suppliers.map((row) => row.code)).toEqual(['TIM']);
    const picks = (await api('GET', '/warehouse/suppliers', consultantToken)).body.data as { suppliers: { id: number; name: string; verified: boolean }[] };
    expect(picks.suppliers).toContainEqual({ id, name: 'TIM Wholesale', verified: false });
    // verifying is the owner's; deactivating takes it out of the goods receipt
    expect((await api('POST', `/inventory/suppliers/${id}/verify`, shop.managerToken)).status).toBe(403);
    expect((await api('POST', `/inventory/suppliers/${id}/verify`, shop.token)).body.data).toMatchObject({ verified: true });
    expect((await api('POST', `/inventory/suppliers/${id}/toggle-active`, shop.managerToken)).body.data).toMatchObject({ active: false });
    const after = (await api('GET', '/warehouse/suppliers', shop.token)).body.data as { suppliers: { id: number }[] };
    expect(after.suppliers.map((row) => row.id)).not.toContain(id);
  });

  it("answers the spec's messages and refuses a second code or name in the company", async () => {
    const missing = await api('POST', '/inventory/suppliers', shop.token, { name: '', code: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors).toEqual({ name: SUPPLIER_MSG.nameAndCodeRequired, code: SUPPLIER_MSG.nameAndCodeRequired });
    const bad = await api('POST', '/inventory/suppliers', shop.token, supplier({ code: 'TROPPO', type: 'alimentari', vat_number: '12345678901', email: 'ordini' }));
    expect(bad.body.validation_errors).toEqual({ code: SUPPLIER_MSG.codeInvalid, type: SUPPLIER_MSG.typeInvalid, vat_number: MSG.partitaIvaInvalid, email: MSG.emailInvalid });
    const first = supplier({ code: 'UNO' });
    expect((await api('POST', '/inventory/suppliers', shop.token, first)).status).toBe(201);
    expect((await api('POST', '/inventory/suppliers', shop.token, { ...first, name: 'Altro Nome' })).body.validation_errors).toEqual({ code: SUPPLIER_MSG.codeTaken });
    expect((await api('POST', '/inventory/suppliers', shop.token, { ...first, code: 'DUE' })).body.validation_errors).toEqual({ name: SUPPLIER_MSG.nameTaken });
    // in any case
    expect((await api('POST', '/inventory/suppliers', shop.token, { ...first, name: first.name.toUpperCase(), code: 'TRE' })).body.validation_errors).toEqual({ name: SUPPLIER_MSG.nameTaken });
  });

  it('a code is checked as typed (no letter becomes another when upper-cased) and a phone is a phone, writing nothing', async () => {
    for (const code of ['ß', 'ı', 'ﬀ', 'Åb']) {
      const res = await api('POST', '/inventory/suppliers', shop.token, supplier({ code }));
      expect([code, res.status, res.body.validation_errors]).toEqual([code, 422, { code: SUPPLIER_MSG.codeInvalid }]);
    }
    for (const phone of ['abc def', '------------', '+( ) ( )']) {
      const res = await api('POST', '/inventory/suppliers', shop.token, supplier({ phone }));
      expect([phone, res.status, res.body.validation_errors]).toEqual([phone, 422, { phone: MSG.phoneInvalid }]);
    }
    const fine = await api('POST', '/inventory/suppliers', shop.token, supplier({ code: 'ab1', phone: '02 1234567' }));
    expect(fine.body.data).toMatchObject({ code: 'AB1', phone: '02 1234567' });
    const noPhone = await api('PUT', `/inventory/suppliers/${(fine.body.data as SupplierDto).id}`, shop.token, supplier({ code: 'ab1', phone: '' }));
    expect(noPhone.body.data).toMatchObject({ code: 'AB1', phone: null });
    const list = (await api('GET', '/inventory/suppliers?search=ss&per_page=100', shop.token)).body.data as SupplierListData;
    expect(list.suppliers.map((row) => row.code)).not.toContain('SS');
  });

  it('a consultant reads only; another company sees nothing and gets 404', async () => {
    const created = (await api('POST', '/warehouse/suppliers', shop.token, supplier())).body.data as SupplierDto;
    expect((await api('POST', '/inventory/suppliers', consultantToken, supplier())).status).toBe(403);
    expect((await api('PUT', `/inventory/suppliers/${created.id}`, consultantToken, supplier())).status).toBe(403);
    const updated = await api('PUT', `/inventory/suppliers/${created.id}`, shop.managerToken, { ...supplier(), name: 'Nome Nuovo', code: created.code });
    expect(updated.body.data).toMatchObject({ name: 'Nome Nuovo', code: created.code });
    const rival = await make.ownedCompany();
    const rivalList = (await api('GET', '/inventory/suppliers?per_page=100', rival.token)).body.data as SupplierListData;
    expect(rivalList.suppliers.map((row) => row.id)).not.toContain(created.id);
    const foreign = await api('PUT', `/inventory/suppliers/${created.id}`, rival.token, supplier());
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(SUPPLIER_MSG.notFound);
    expect((await api('POST', `/inventory/suppliers/${created.id}/toggle-active`, rival.token)).status).toBe(404);
  });
});

describe('verify and toggle-active under concurrent calls', () => {
  it('four toggles at once are four toggles; verifying twice at once is audited once', async () => {
    const created = (await api('POST', '/inventory/suppliers', shop.token, supplier())).body.data as SupplierDto;
    const toggles = await Promise.all([0, 1, 2, 3].map(() => api('POST', `/inventory/suppliers/${created.id}/toggle-active`, shop.token)));
    expect(toggles.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    // each call saw the one before it (on PostgreSQL two read the same row and one toggle was lost)
    expect(toggles.map((res) => (res.body.data as SupplierDto).active).sort()).toEqual([false, false, true, true]);
    const verified = await Promise.all([0, 1].map(() => api('POST', `/inventory/suppliers/${created.id}/verify`, shop.token)));
    expect(verified.map((res) => (res.body.data as SupplierDto).verified)).toEqual([true, true]);
    const list = (await api('GET', `/inventory/suppliers?search=${created.code}`, shop.token)).body.data as SupplierListData;
    expect(list.suppliers.find((row) => row.id === created.id)).toMatchObject({ active: true, verified: true });
    expect(await auditedChanges(server.orm, 'Supplier', created.id)).toEqual([
      'active: false → true',
      'active: false → true',
      'active: true → false',
      'active: true → false',
      'verified: false → true',
    ]);
  });
});

describe('the order of suppliers', () => {
  it('lists and offers suppliers by name whatever the letter case, on either database', async () => {
    const own = await make.ownedCompany();
    for (const [name, code] of [['Zeta Ricambi', 'ZR'], ['iStore Distribuzione', 'IS'], ['Alfa Telefonia', 'AT'], ['beta Accessori', 'BA']]) {
      expect((await api('POST', '/inventory/suppliers', own.token, { name, code })).status).toBe(201);
    }
    const sorted = ['Alfa Telefonia', 'beta Accessori', 'iStore Distribuzione', 'Zeta Ricambi'];
    const list = (await api('GET', '/inventory/suppliers', own.token)).body.data as SupplierListData;
    expect(list.suppliers.map((row) => row.name)).toEqual(sorted);
    const picks = (await api('GET', '/warehouse/suppliers', own.token)).body.data as { suppliers: { name: string }[] };
    expect(picks.suppliers.map((row) => row.name)).toEqual(sorted);
  });
});
