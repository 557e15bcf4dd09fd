import { codiceFiscaleError, customerDtoSchema, isValidPartitaIva, MSG, POINTS_HISTORY_SHOWN, type CustomerDetail, type CustomerListData, type CustomerLoyalty, type CouponConversion, todayIso, type CustomerExport, type StoreStats, addDaysIso } from '@banco/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { DEMO_CUSTOMERS } from '../src/db/seed/demo-customers.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { Company } from '../src/modules/companies/company.entity.ts';
import { Coupon } from '../src/modules/customers/coupon.entity.ts';
import { CreditEntry } from '../src/modules/customers/credit-entry.entity.ts';
import { CustomerListVersion } from '../src/modules/customers/customer-list-version.entity.ts';
import { Customer } from '../src/modules/customers/customer.entity.ts';
import { PointsEntry } from '../src/modules/customers/points-entry.entity.ts';
import { Sale } from '../src/modules/sales/sale.entity.ts';
import { Store } from '../src/modules/stores/store.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { customerBody, factories, testVatNumber, type FactoryUser, type OwnedCompany } from './support/factories.ts';
import { pdfText } from './support/pdf-text.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { apiCaller, type Method } from './support/api-calls.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
/** A company of this file: owner, manager of its first store, a consultant of that store, a second store. */
let shop: OwnedCompany;
let consultant: FactoryUser;
let secondStore: { id: number; name: string };
const tokens = { owner: '', manager: '', consultant: '', superadmin: '', rival: '' };

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  shop = await make.ownedCompany();
  secondStore = await make.store(shop.company.id);
  consultant = await make.user({ role: 'consultant', companyId: shop.company.id, storeIds: [shop.store.id], managerId: shop.manager.id });
  const rival = await make.ownedCompany();
  tokens.owner = shop.token;
  tokens.manager = shop.managerToken;
  tokens.consultant = (await consultant.login()).access_token;
  tokens.superadmin = (await server.login('superadmin@banco.demo')).access_token;
  tokens.rival = rival.token;
});
afterAll(() => server?.close());

const api = apiCaller(() => server);

async function dataOf<T>(method: Method, path: string, token: string, body?: unknown): Promise<T> {
  const res = await api(method, path, token, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

const customersOfShop = () => systemEm(server.orm).count(Customer, { company: shop.company.id });

describe('POST /customers', () => {
  it('creates a person with normalised texts, empty optionals as null, zero statistics and the consents history', async () => {
    const body = customerBody({
      first_name: '  mario ',
      last_name: "D'AMICO",
      tax_code: customerBody().tax_code?.toLowerCase(),
      email: '',
      birth_place: '',
      nationality: '',
      civic_number: '',
      province: 'mi',
      document_number: 'ca98765zz',
      document_issued_by: 'COMUNE DI MILANO',
      marketing_consent: true,
    });
    const res = await api('POST', '/customers', tokens.consultant, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.customerCreated);
    const created = res.body.data as CustomerDetail;
    expect(created).toMatchObject({
      customer_type: 'individual',
      display_name: "Mario D'Amico",
      first_name: 'Mario',
      last_name: "D'Amico",
      tax_code: body.tax_code?.toUpperCase(),
      email: null,
      birth_place: null,
      nationality: null,
      civic_number: null,
      company_name: null,
      vat_number: null,
      province: 'MI',
      document_number: 'CA98765ZZ',
      document_issued_by: 'Comune di Milano',
      privacy_consent: true,
      marketing_consent: true,
      profiling_consent: false,
      is_active: true,
      company_id: shop.company.id,
      owner_company_name: shop.company.name,
      // the consultant works in one store: the customer is registered there
      store_id: shop.store.id,
      store_name: shop.store.name,
      // no sales yet: the real aggregate, empty
      total_purchases: '0.00',
      total_purchases_last_year: '0.00',
      total_purchases_last_90_days: '0.00',
      total_sales_count: 0,
      last_purchase_date: null,
      last_purchase_date_calculated: null,
      recent_sales: [],
      current_points: 0,
      current_tier: 'bronze',
      loyalty: { current_points: 0, lifetime_points: 0, current_tier: 'bronze', next_tier: 'silver', points_to_next_tier: 500, progress_percent: 0, points_history: [], coupons: [] },
      permissions: { can_edit: true, can_delete: false, can_assign_points: false, can_delete_points: false },
    });
    expect(created.consent_history.map(({ consent, granted }) => [consent, granted]).sort()).toEqual([
      ['marketing', true],
      ['privacy', true],
      ['profiling', false],
    ]);
    expect(created.consent_history.every((event) => event.changed_by_name === 'Utente Di Prova')).toBe(true);
  });

  it('creates a company customer and ignores the fields of a person', async () => {
    const vat = testVatNumber(1);
    const created = await dataOf<CustomerDetail>(
      'POST',
      '/customers',
      tokens.owner,
      customerBody({
        customer_type: 'company',
        first_name: 'Non',
        tax_code: 'XXX',
        company_name: 'bar sport s.n.c.',
        vat_number: `IT ${vat}`,
        legal_representative: 'luca verdi',
        pec_email: 'Bar.Sport@PEC.it',
        sdi_code: 'abc1234',
        fiscal_code: '',
      }),
    );
    expect(created).toMatchObject({
      customer_type: 'company',
      display_name: 'Bar Sport S.N.C.',
      company_name: 'Bar Sport S.N.C.',
      vat_number: vat,
      legal_representative: 'Luca Verdi',
      pec_email: 'bar.sport@pec.it',
      sdi_code: 'ABC1234',
      fiscal_code: null,
      first_name: null,
      tax_code: null,
      birth_date: null,
      // the owner works in every store: no store unless named
      store_id: null,
    });
  });

  it('answers every invalid field with its Italian message and writes nothing', async () => {
    const before = await customersOfShop();
    const res = await api('POST', '/customers', tokens.owner, {
      first_name: 'M',
      last_name: '',
      tax_code: 'RSSMRA85T10F205A',
      birth_date: '2015-01-01',
      phone: '123',
      email: 'non una mail',
      address: 'Via',
      city: 'M',
      province: 'Milano',
      postal_code: '2012',
      document_type: 'tessera',
      document_number: '',
      document_issued_by: '',
      document_issued_date: 'ieri',
      document_expiry_date: '2001-01-01',
      privacy_consent: false,
    });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      first_name: 'Nome richiesto (min 2 caratteri)',
      last_name: 'Cognome richiesto (min 2 caratteri)',
      tax_code: 'Codice fiscale non valido - verifica formato',
      birth_date: 'Età deve essere tra 18 e 120 anni',
      phone: 'Telefono richiesto',
      email: MSG.emailInvalid,
      address: 'Indirizzo richiesto',
      city: 'Città richiesta',
      province: 'Provincia deve essere di 2 caratteri',
      postal_code: 'CAP deve essere di 5 cifre',
      document_type: 'Tipo documento richiesto',
      document_number: 'Numero documento richiesto',
      document_issued_by: 'Ente rilascio richiesto',
      document_issued_date: 'Data rilascio richiesta',
      document_expiry_date: 'Il documento non può essere scaduto',
      privacy_consent: 'Consenso privacy obbligatorio',
    });
    expect(await customersOfShop()).toBe(before);
  });

  it('names the missing fields of a company, the VAT checksum and the SDI and PEC shapes', async () => {
    const res = await api('POST', '/customers', tokens.owner, customerBody({ customer_type: 'company', vat_number: '12345678901', pec_email: 'pec', sdi_code: '12' }));
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      company_name: 'Ragione sociale richiesta (min 2 caratteri)',
      vat_number: 'Partita IVA non valida - verifica formato',
      legal_representative: 'Rappresentante legale richiesto',
      pec_email: 'Email PEC non valida',
      sdi_code: 'Codice destinatario SDI non valido (7 caratteri alfanumerici)',
    });
  });

  it('refuses a document issued after today or before its holder was born, and keeps one issued today', async () => {
    const before = await customersOfShop();
    const tomorrow = addDaysIso(todayIso(), 1);
    for (const [issued, message] of [
      [tomorrow, 'La data di rilascio non può essere futura'],
      ['1980-01-01', 'La data di rilascio non può precedere la data di nascita'],
    ] as const) {
      const res = await api('POST', '/customers', tokens.owner, customerBody({ birth_date: '1985-12-10', document_issued_date: issued }));
      expect(res.status).toBe(422);
      expect(res.body.validation_errors).toEqual({ document_issued_date: message });
    }
    expect(await customersOfShop()).toBe(before);
    const issuedToday = await dataOf<CustomerDetail>('POST', '/customers', tokens.owner, customerBody({ document_issued_date: todayIso() }));
    expect(issuedToday.document_issued_date).toBe(todayIso());
  });

  it("refuses a store of another company or one the manager does not work in (422 on store_id)", async () => {
    const other = await make.ownedCompany();
    for (const [token, storeId] of [
      [tokens.owner, other.store.id],
      [tokens.manager, secondStore.id],
    ] as const) {
      const res = await api('POST', '/customers', token, customerBody({ store_id: storeId }));
      expect(res.status).toBe(422);
      expect(res.body.validation_errors).toEqual({ store_id: MSG.customerStoreInvalid });
    }
    const placed = await dataOf<CustomerDetail>('POST', '/customers', tokens.owner, customerBody({ store_id: secondStore.id }));
    expect(placed.store_id).toBe(secondStore.id);
    // a manager of another store may keep it, or take the customer off it: what it answers is what is stored
    const same = customerBody({ tax_code: placed.tax_code ?? '' });
    const kept = await dataOf<CustomerDetail>('PUT', `/customers/${placed.id}`, tokens.manager, { ...same, store_id: secondStore.id });
    expect(kept.store_id).toBe(secondStore.id);
    await dataOf<CustomerDetail>('PUT', `/customers/${placed.id}`, tokens.manager, { ...same, store_id: null });
    expect((await dataOf<CustomerDetail>('GET', `/customers/${placed.id}`, tokens.owner)).store_id).toBeNull();
  });

  it('the superadmin names the company; without one it is told to choose', async () => {
    const missing = await api('POST', '/customers', tokens.superadmin, customerBody());
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors).toEqual({ company_id: MSG.companyRequired });
    const created = await dataOf<CustomerDetail>('POST', '/customers', tokens.superadmin, { ...customerBody(), company_id: shop.company.id });
    expect(created.company_id).toBe(shop.company.id);
  });
});

describe('duplicates (issue 8: one tax code, one VAT number per company)', () => {
  it('refuses the same tax code twice with 409 naming the existing customer, also in other case and with spaces', async () => {
    const first = await dataOf<CustomerDetail>('POST', '/customers', tokens.owner, customerBody({ first_name: 'Anna', last_name: 'Neri' }));
    const code = first.tax_code ?? '';
    const spaced = `${code.slice(0, 6).toLowerCase()} ${code.slice(6)}`;
    const res = await api('POST', '/customers', tokens.manager, customerBody({ tax_code: spaced }));
    expect(res.status).toBe(409);
    const message = MSG.customerTaxCodeTaken.replace('{name}', 'Anna Neri');
    expect(res.body.error).toBe(message);
    expect(res.body.validation_errors).toEqual({ tax_code: message });
    // another company may have the same person
    const elsewhere = await make.ownedCompany();
    expect((await api('POST', '/customers', elsewhere.token, customerBody({ tax_code: code }))).status).toBe(201);
  });

  it('refuses the same VAT number among companies, and an update that would collide', async () => {
    const vat = testVatNumber(2);
    const company = { customer_type: 'company', company_name: 'Ottica Lux', legal_representative: 'Sara Blu' } as const;
    await dataOf('POST', '/customers', tokens.owner, customerBody({ ...company, vat_number: vat }));
    const again = await api('POST', '/customers', tokens.owner, customerBody({ ...company, company_name: 'Altra', vat_number: vat }));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MSG.customerVatTaken.replace('{name}', 'Ottica Lux'));

    const other = await dataOf<CustomerDetail>('POST', '/customers', tokens.owner, customerBody({ ...company, vat_number: testVatNumber(3) }));
    const update = await api('PUT', `/customers/${other.id}`, tokens.owner, customerBody({ ...company, vat_number: vat }));
    expect(update.status).toBe(409);
    expect((await dataOf<CustomerDetail>('GET', `/customers/${other.id}`, tokens.owner)).vat_number).toBe(testVatNumber(3));
  });

  it('a double submit creates one customer: the other answer is the 409', async () => {
    const body = customerBody({ first_name: 'Doppio', last_name: 'Invio' });
    const before = await customersOfShop();
    const answers = await Promise.all([api('POST', '/customers', tokens.owner, body), api('POST', '/customers', tokens.owner, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)?.body.error).toBe(MSG.customerTaxCodeTaken.replace('{name}', 'Doppio Invio'));
    expect(await customersOfShop()).toBe(before + 1);
  });
});

describe('GET /customers', () => {
  let company: OwnedCompany;
  beforeAll(async () => {
    company = await make.ownedCompany();
    const people = [
      { first_name: 'Nicolò', last_name: 'Pérez', phone: '+39 347 555 1212', email: 'nicolo@esempio.it' },
      { first_name: 'Lucia', last_name: 'Verdi', phone: '02 1234 5678', email: 'lucia.verdi@esempio.it' },
    ];
    for (const person of people) await make.customer(company.company.id, person);
    await make.customer(company.company.id, {
      customer_type: 'company',
      company_name: 'Caffè Città',
      vat_number: testVatNumber(4),
      legal_representative: 'Paolo Rè',
    });
    for (let i = 0; i < 19; i++) await make.customer(company.company.id, { first_name: 'Cliente', last_name: `Numero ${String(i)}` });
  });

  it('pages by 20, newest first, with the pagination and the caller permissions', async () => {
    const first = await dataOf<CustomerListData>('GET', '/customers', company.token);
    expect(first.customers).toHaveLength(20);
    expect(first.pagination).toEqual({ current_page: 1, per_page: 20, total: 22, total_pages: 2 });
    expect(first.customers[0]?.last_name).toBe('Numero 18');
    expect(first.permissions).toEqual({
      can_create: true,
      can_edit: true,
      can_delete: true,
      can_assign_points: true,
      can_delete_points: true,
      can_convert_points: true,
      can_export: true,
    });
    const second = await dataOf<CustomerListData>('GET', '/customers?page=2', company.token);
    expect(second.customers.map((c) => c.display_name)).toEqual(['Lucia Verdi', 'Nicolò Pérez']);
    expect(second.customers[0]).toMatchObject({ last_purchase_date: null, current_points: 0, current_tier: 'bronze' });
  });

  it('searches names, company name, tax code, VAT, phone and e-mail, ignoring case and accents', async () => {
    const all = await dataOf<CustomerListData>('GET', '/customers?per_page=100', company.token);
    const nicolo = all.customers.find((c) => c.first_name === 'Nicolò');
    const caffe = all.customers.find((c) => c.customer_type === 'company');
    const search = async (term: string) =>
      (await dataOf<CustomerListData>('GET', `/customers?search=${encodeURIComponent(term)}`, company.token)).customers.map((c) => c.display_name);
    expect(await search('nicolo')).toEqual(['Nicolò Pérez']);
    expect(await search('PEREZ')).toEqual(['Nicolò Pérez']);
    expect(await search('pérez nicolò')).toEqual(['Nicolò Pérez']);
    expect(await search('caffe citta')).toEqual(['Caffè Città']);
    expect(await search('paolo')).toEqual([]);
    expect(await search((nicolo?.tax_code ?? '').slice(0, 9).toLowerCase())).toEqual(['Nicolò Pérez']);
    expect(await search(caffe?.vat_number ?? '')).toEqual(['Caffè Città']);
    expect(await search('3475551212')).toEqual(['Nicolò Pérez']);
    expect(await search('lucia.verdi@')).toEqual(['Lucia Verdi']);
    expect(await search('100%')).toEqual([]);
    const page = await dataOf<CustomerListData>('GET', '/customers?search=nessuno', company.token);
    expect(page.pagination).toEqual({ current_page: 1, per_page: 20, total: 0, total_pages: 1 });
  });

  it("the list's and a search's totals follow every change of the company's customers, and no other company's", async () => {
    // the total is counted once and reused while the company's customer list version stands
    // (customer-search-totals.ts): each change below must show at the very next search
    const own = await make.ownedCompany();
    const searched = async () => (await dataOf<CustomerListData>('GET', '/customers?search=contatore&per_page=1', own.token)).pagination.total;
    const listed = async () => (await dataOf<CustomerListData>('GET', '/customers?per_page=1', own.token)).pagination.total;
    // [the search's total, the list's total]
    const total = async () => [await searched(), await listed()];
    const pages = async () => (await dataOf<CustomerListData>('GET', '/customers?search=contatore&per_page=1&page=2', own.token)).pagination;
    expect(await total()).toEqual([0, 0]);
    const create = async (lastName: string, token: string) => {
      const res = await api('POST', '/customers', token, customerBody({ first_name: 'Ottavio', last_name: lastName, store_id: own.store.id }));
      expect(res.status).toBe(201);
      return res.body.data as CustomerDetail;
    };
    const first = await create('Contatore', own.token);
    expect(await total()).toEqual([1, 1]);
    const second = await create('Contatore Secondo', own.token);
    expect(await total()).toEqual([2, 2]);
    expect(await pages()).toEqual({ current_page: 2, per_page: 1, total: 2, total_pages: 2 });
    // another company's customer of the same name changes nothing here
    const rival = await make.ownedCompany();
    await api('POST', '/customers', rival.token, customerBody({ first_name: 'Ottavio', last_name: 'Contatore', store_id: rival.store.id }));
    expect(await total()).toEqual([2, 2]);
    // renamed out of the search, then deleted
    const renamedBody = customerBody({ first_name: 'Ottavio', last_name: 'Rinominato', tax_code: second.tax_code ?? undefined, store_id: own.store.id });
    expect((await api('PUT', `/customers/${second.id}`, own.token, renamedBody)).status).toBe(200);
    expect(await total()).toEqual([1, 2]);
    expect((await api('DELETE', `/customers/${first.id}`, own.token)).status).toBe(200);
    expect(await total()).toEqual([0, 1]);
    // a change the search does not see (the birth place) leaves the version
    const before = await systemEm(server.orm).findOne(CustomerListVersion, { company: own.company.id });
    expect((await api('PUT', `/customers/${second.id}`, own.token, { ...renamedBody, birth_place: 'Lodi' })).status).toBe(200);
    const after = await systemEm(server.orm).findOne(CustomerListVersion, { company: own.company.id });
    expect(after?.version).toBe(before?.version);
  });

  it('a page past the end is empty and keeps the total, with or without a search', async () => {
    const past = await dataOf<CustomerListData>('GET', '/customers?page=3', company.token);
    expect(past.customers).toEqual([]);
    expect(past.pagination).toEqual({ current_page: 3, per_page: 20, total: 22, total_pages: 2 });
    const last = await dataOf<CustomerListData>('GET', '/customers?search=numero&per_page=5&page=4', company.token);
    expect(last.customers.map((c) => c.last_name)).toEqual(['Numero 3', 'Numero 2', 'Numero 1', 'Numero 0']);
    const searched = await dataOf<CustomerListData>('GET', '/customers?search=numero&per_page=5&page=9', company.token);
    expect(searched.customers).toEqual([]);
    expect(searched.pagination).toEqual({ current_page: 9, per_page: 5, total: 19, total_pages: 4 });
  });

  it('the last page a list accepts is 1,000,000; a higher one is refused with its message, with or without a search', async () => {
    const last = await dataOf<CustomerListData>('GET', '/customers?search=numero&per_page=100&page=1000000', company.token);
    expect(last.customers).toEqual([]);
    // 2147483648: a page whose offset PostgreSQL's integer cannot hold answered a 500
    for (const query of ['page=1000001', 'page=2147483648', 'search=numero&page=2147483648']) {
      const res = await api('GET', `/customers?${query}`, company.token);
      expect({ status: res.status, errors: res.body.validation_errors }).toEqual({ status: 422, errors: { page: MSG.pageInvalid } });
    }
  });
});

describe('roles and tenancy (spec 2 §6)', () => {
  let customer: CustomerDetail;
  beforeAll(async () => {
    customer = await make.customer(shop.company.id, { first_name: 'Tenant', last_name: 'Test', store_id: secondStore.id });
  });

  it('every user of the company sees and edits customers of any store', async () => {
    for (const token of [tokens.manager, tokens.consultant]) {
      expect((await dataOf<CustomerDetail>('GET', `/customers/${customer.id}`, token)).store_id).toBe(secondStore.id);
      const list = await dataOf<CustomerListData>('GET', '/customers?per_page=100', token);
      expect(list.customers.some((c) => c.id === customer.id)).toBe(true);
    }
    const res = await api('PUT', `/customers/${customer.id}`, tokens.consultant, customerBody({ first_name: 'Tenant', last_name: 'Modificato', tax_code: customer.tax_code ?? undefined, store_id: secondStore.id }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.customerUpdated);
    expect((res.body.data as CustomerDetail).last_name).toBe('Modificato');
  });

  it("another company's customer answers 404 on every endpoint, and its list does not show it", async () => {
    const paths: [Method, string, unknown?][] = [
      ['GET', `/customers/${customer.id}`],
      ['PUT', `/customers/${customer.id}`, customerBody()],
      ['DELETE', `/customers/${customer.id}`],
      ['POST', `/customers/${customer.id}/assign-points`, { points: 10, reason: 'Prova' }],
      ['POST', `/customers/${customer.id}/convert-points`],
      ['DELETE', `/customers/${customer.id}/delete-points/1`],
    ];
    for (const [method, path, body] of paths) {
      const res = await api(method, path, tokens.rival, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toBe(MSG.customerNotFound);
    }
    const list = await dataOf<CustomerListData>('GET', '/customers?per_page=100', tokens.rival);
    expect(list.customers.some((c) => c.id === customer.id)).toBe(false);
    const malformed = await api('GET', '/customers/abc', tokens.owner);
    expect(malformed.status).toBe(422);
    expect(malformed.body.validation_errors).toHaveProperty('id');
  });

  it("the superadmin lists every company's customers, each with its company's name", async () => {
    const other = await make.ownedCompany();
    const surname = `Ovunque ${Date.now().toString(36)}`;
    const ours = await make.customer(shop.company.id, { first_name: 'Anna', last_name: surname });
    const theirs = await make.customer(other.company.id, { first_name: 'Anna', last_name: surname });
    const search = (token: string) => dataOf<CustomerListData>('GET', `/customers?search=${encodeURIComponent(surname)}`, token);
    const found = await search(tokens.superadmin);
    expect(found.customers.map((c) => [c.id, c.owner_company_name])).toEqual([
      [theirs.id, other.company.name],
      [ours.id, shop.company.name],
    ]);
    expect(found.pagination.total).toBe(2);
    expect((await search(tokens.owner)).customers.map((c) => c.id)).toEqual([ours.id]);
    expect((await search(other.token)).customers.map((c) => c.id)).toEqual([theirs.id]);
    // without a search: the newest of all companies, counted over all of them (erased ones left out)
    const newest = await dataOf<CustomerListData>('GET', '/customers?per_page=2', tokens.superadmin);
    expect(newest.customers.map((c) => c.id)).toEqual([theirs.id, ours.id]);
    expect(newest.pagination.total).toBe(await systemEm(server.orm).count(Customer, {}));
  });

  it('only the superadmin and the entrepreneur delete a customer', async () => {
    const target = await make.customer(shop.company.id);
    for (const token of [tokens.manager, tokens.consultant]) {
      const res = await api('DELETE', `/customers/${target.id}`, token);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MSG.forbidden);
    }
    const deleted = await api('DELETE', `/customers/${target.id}`, tokens.owner);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MSG.customerDeleted);
    expect((await api('GET', `/customers/${target.id}`, tokens.owner)).status).toBe(404);
    const other = await make.customer(shop.company.id);
    expect((await api('DELETE', `/customers/${other.id}`, tokens.superadmin)).status).toBe(200);
  });

  it('without a session: 401', async () => {
    expect((await server.request('GET', '/api/customers')).status).toBe(401);
  });
});

/**
 * The month ('YYYY-MM') `months` after the shop's day: a coupon's validity counts from the day in Italy, which in
 * the last hours of a month (UTC) is already the next month's first.
 */
function monthsFromToday(months: number): string {
  const [year, month] = todayIso().split('-').map(Number) as [number, number];
  const later = year * 12 + (month - 1) + months;
  return `${Math.floor(later / 12)}-${String((later % 12) + 1).padStart(2, '0')}`;
}

describe('points ledger, tiers and coupons (spec 2 §4, §5.2, §9)', () => {
  it('assigns manual points (superadmin, entrepreneur, manager), with reason and author; the tier follows', async () => {
    const customer = await make.customer(shop.company.id);
    const refused = await api('POST', `/customers/${customer.id}/assign-points`, tokens.consultant, { points: 10, reason: 'Benvenuto' });
    expect(refused.status).toBe(403);

    const res = await api('POST', `/customers/${customer.id}/assign-points`, tokens.manager, { points: 600, reason: ' Compleanno ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Punti assegnati con successo!');
    const card = res.body.data as CustomerLoyalty;
    expect(card).toMatchObject({ current_points: 600, lifetime_points: 600, current_tier: 'silver', next_tier: 'gold', points_to_next_tier: 900, progress_percent: 10, convertible_points: 600, convertible_value: '30.00' });
    expect(card.points_history).toEqual([
      expect.objectContaining({ kind: 'manual', points: 600, reason: 'Compleanno', author_name: 'Utente Di Prova', can_delete: false }),
    ]);
    await dataOf('POST', `/customers/${customer.id}/assign-points`, tokens.owner, { points: 2400, reason: 'Fedeltà' });
    const detail = await dataOf<CustomerDetail>('GET', `/customers/${customer.id}`, tokens.owner);
    expect(detail.loyalty).toMatchObject({ current_points: 3000, current_tier: 'platinum', next_tier: null, points_to_next_tier: 0, progress_percent: 100 });
    expect(detail.loyalty.points_history.map((entry) => entry.can_delete)).toEqual([true, true]);
    expect(detail).toMatchObject({ current_points: 3000, current_tier: 'platinum' });
  });

  it('refuses points that are not a positive whole number, and a missing reason, with the spec alerts', async () => {
    const customer = await make.customer(shop.company.id);
    for (const [body, errors] of [
      [{ points: 0, reason: 'x' }, { points: 'Inserisci un numero valido di punti' }],
      [{ points: -5, reason: 'x' }, { points: 'Inserisci un numero valido di punti' }],
      [{ points: 2.5, reason: 'x' }, { points: 'Inserisci un numero valido di punti' }],
      [{ points: '10', reason: 'x' }, { points: 'Inserisci un numero valido di punti' }],
      [{ points: 10, reason: '  ' }, { reason: 'Inserisci sia i punti che la causale' }],
      [{}, { points: 'Inserisci un numero valido di punti', reason: 'Inserisci sia i punti che la causale' }],
    ] as const) {
      const res = await api('POST', `/customers/${customer.id}/assign-points`, tokens.owner, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.validation_errors).toEqual(errors);
    }
    expect((await dataOf<CustomerDetail>('GET', `/customers/${customer.id}`, tokens.owner)).loyalty.points_history).toEqual([]);
  });

  it('converts the balance rounded down to hundreds into a coupon; the tier keeps the lifetime points', async () => {
    const customer = await make.customer(shop.company.id);
    const few = await api('POST', `/customers/${customer.id}/convert-points`, tokens.consultant);
    expect(few.status).toBe(409);
    expect(few.body.error).toBe('Servono almeno 100 punti per convertire in coupon');

    await dataOf('POST', `/customers/${customer.id}/assign-points`, tokens.owner, { points: 549, reason: 'Promo' });
    const res = await api('POST', `/customers/${customer.id}/convert-points`, tokens.consultant);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.pointsConverted);
    const { coupon, loyalty } = res.body.data as CouponConversion;
    expect(coupon).toMatchObject({ value: '25.00', points: 500, status: 'active' });
    expect(coupon.code).toMatch(/^PF-[A-Z2-9]{8}$/);
    expect(coupon.expires_on.slice(0, 7)).toBe(monthsFromToday(12));
    expect(loyalty).toMatchObject({ current_points: 49, lifetime_points: 549, current_tier: 'silver', convertible_points: 0, convertible_value: '0.00' });
    expect(loyalty.points_history[0]).toMatchObject({ kind: 'conversion', points: -500, can_delete: false });
    expect(loyalty.coupons).toEqual([coupon]);

    // the manual entry's points are spent: removing it would leave a negative balance, and the entry says so before
    const manual = loyalty.points_history.find((entry) => entry.kind === 'manual');
    expect(manual).toMatchObject({ delete_blocked_reason: MSG.pointsAlreadySpent.replace('{points}', '49') });
    const removal = await api('DELETE', `/customers/${customer.id}/delete-points/${String(manual?.id)}`, tokens.owner);
    expect(removal.status).toBe(409);
    expect(removal.body.error).toBe(MSG.pointsAlreadySpent.replace('{points}', '49'));
    const conversion = loyalty.points_history[0];
    const notManual = await api('DELETE', `/customers/${customer.id}/delete-points/${String(conversion?.id)}`, tokens.owner);
    expect(notManual.status).toBe(409);
    expect(notManual.body.error).toBe(MSG.pointsEntryNotManual);
  });

  it("prices the coupon with the company's settings: value per 100 points and months of validity", async () => {
    const company = await make.ownedCompany();
    const settings = await api('PUT', '/settings/company', company.token, { name: company.company.name, coupon_value: '7.50', coupon_validity_months: 6 });
    expect(settings.status).toBe(200);
    const customer = await make.customer(company.company.id);
    const card = await dataOf<CustomerLoyalty>('POST', `/customers/${customer.id}/assign-points`, company.token, { points: 230, reason: 'Promo' });
    // what the conversion would give is said before it is asked for: on the card of the write and of the detail
    expect(card).toMatchObject({ convertible_points: 200, convertible_value: '15.00' });
    expect((await dataOf<CustomerDetail>('GET', `/customers/${customer.id}`, company.token)).loyalty).toMatchObject({ convertible_points: 200, convertible_value: '15.00' });
    const { coupon } = await dataOf<CouponConversion>('POST', `/customers/${customer.id}/convert-points`, company.token);
    expect(coupon).toMatchObject({ value: '15.00', points: 200 });
    expect(coupon.expires_on.slice(0, 7)).toBe(monthsFromToday(6));

    // a balance worth more than one coupon may be (a slip of the manual assignments) is said, and nothing is spent
    await api('PUT', '/settings/company', company.token, { name: company.company.name, coupon_value: '100.00', coupon_validity_months: 6 });
    for (let i = 0; i < 11; i += 1) await dataOf('POST', `/customers/${customer.id}/assign-points`, company.token, { points: 100_000, reason: 'Errore' });
    const tooLarge = await api('POST', `/customers/${customer.id}/convert-points`, company.token);
    expect(tooLarge.status).toBe(409);
    expect(tooLarge.body.error).toBe(MSG.couponTooLarge);
    expect((await dataOf<CustomerDetail>('GET', `/customers/${customer.id}`, company.token)).loyalty).toMatchObject({ current_points: 1_100_030 });
  });

  it('a double submit of the conversion makes one coupon', async () => {
    const customer = await make.customer(shop.company.id);
    await dataOf('POST', `/customers/${customer.id}/assign-points`, tokens.owner, { points: 250, reason: 'Promo' });
    const answers = await Promise.all([
      api('POST', `/customers/${customer.id}/convert-points`, tokens.owner),
      api('POST', `/customers/${customer.id}/convert-points`, tokens.owner),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const detail = await dataOf<CustomerDetail>('GET', `/customers/${customer.id}`, tokens.owner);
    expect(detail.loyalty).toMatchObject({ current_points: 50, lifetime_points: 250 });
    expect(detail.loyalty.coupons).toHaveLength(1);
  });

  it('removes a manual assignment (superadmin, entrepreneur only); an unknown or foreign entry is 404', async () => {
    const customer = await make.customer(shop.company.id);
    const card = await dataOf<CustomerLoyalty>('POST', `/customers/${customer.id}/assign-points`, tokens.owner, { points: 120, reason: 'Errore' });
    const entryId = card.points_history[0]?.id ?? 0;
    const path = `/customers/${customer.id}/delete-points/${String(entryId)}`;
    for (const token of [tokens.manager, tokens.consultant]) expect((await api('DELETE', path, token)).status).toBe(403);

    const other = await make.customer(shop.company.id);
    const foreign = await api('DELETE', `/customers/${other.id}/delete-points/${String(entryId)}`, tokens.owner);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(MSG.pointsEntryNotFound);

    const res = await api('DELETE', path, tokens.owner);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Assegnazione punti eliminata con successo!');
    expect(res.body.data).toMatchObject({ current_points: 0, lifetime_points: 0, current_tier: 'bronze', points_history: [] });
    expect((await api('DELETE', path, tokens.owner)).status).toBe(404);
  });
});

describe('purchases and GDPR erasure (issue 8)', () => {
  /** A sale header as the sales wizard (issue 10) will write it. */
  async function sale(customerId: number, fields: { number: string; cents: number; daysAgo: number; status?: 'completed' | 'cancelled'; consultantId?: number }) {
    const em = systemEm(server.orm);
    em.create(Sale, {
      company: em.getReference(Company, shop.company.id),
      store: em.getReference(Store, shop.store.id),
      customer: em.getReference(Customer, customerId),
      consultant: em.getReference(User, fields.consultantId ?? consultant.id),
      saleNumber: fields.number,
      status: fields.status ?? 'completed',
      totalCents: fields.cents,
      saleDate: new Date(Date.now() - fields.daysAgo * 86_400_000),
    });
    await em.flush();
  }

  it('computes the statistics from the sales, without the cancelled ones', async () => {
    const target = await make.customer(shop.company.id);
    await sale(target.id, { number: `S-${target.id}-1`, cents: 12_550, daysAgo: 2 });
    await sale(target.id, { number: `S-${target.id}-2`, cents: 40_000, daysAgo: 200 });
    await sale(target.id, { number: `S-${target.id}-3`, cents: 99_900, daysAgo: 1, status: 'cancelled' });
    const detail = await dataOf<CustomerDetail>('GET', `/customers/${target.id}`, tokens.consultant);
    const staff = await systemEm(server.orm).findOneOrFail(User, { id: consultant.id });
    const seller = `${staff.firstName} ${staff.lastName}`;
    expect(detail).toMatchObject({ total_purchases: '525.50', total_purchases_last_year: '525.50', total_purchases_last_90_days: '125.50', total_sales_count: 2 });
    expect(detail.recent_sales.map((row) => [row.total_amount, row.store_name, row.consultant_name])).toEqual([
      ['125.50', shop.store.name, seller],
      ['400.00', shop.store.name, seller],
    ]);
  });

  it('the detail as each role sees it: names of users outside the company hidden, the same answer as an update gives', async () => {
    const fields = { first_name: 'Dettaglio', last_name: 'Completo', store_id: secondStore.id };
    // created by the superadmin (factories): its consents history names a user the company does not see
    const target = await make.customer(shop.company.id, { ...fields, marketing_consent: false });
    const em = systemEm(server.orm);
    const admin = await em.findOneOrFail(User, { email: 'superadmin@banco.demo' });
    const adminName = `${admin.firstName} ${admin.lastName}`;
    await sale(target.id, { number: `S-${target.id}-1`, cents: 10_000, daysAgo: 1, consultantId: admin.id });
    await sale(target.id, { number: `S-${target.id}-2`, cents: 2_550, daysAgo: 3 });
    await dataOf('POST', `/customers/${target.id}/assign-points`, tokens.superadmin, { points: 300, reason: 'Dalla sede' });
    await dataOf('POST', `/customers/${target.id}/assign-points`, tokens.owner, { points: 250, reason: 'Dal titolare' });
    const { coupon } = await dataOf<CouponConversion>('POST', `/customers/${target.id}/convert-points`, tokens.owner);
    await em.nativeUpdate(Coupon, { id: coupon.id }, { expiresOn: '2020-01-31' });
    await em.insert(CreditEntry, { company: shop.company.id, customer: target.id, kind: 'refund', amountCents: 1_250, createdAt: new Date() });

    const body = customerBody({ ...fields, tax_code: target.tax_code ?? '', marketing_consent: true });
    const seen: Partial<Record<keyof typeof tokens, CustomerDetail>> = {};
    for (const role of ['superadmin', 'owner', 'manager', 'consultant'] as const) {
      // the answer of an update (read through the ORM) and the detail (one raw read) are the same
      const written = await dataOf<CustomerDetail>('PUT', `/customers/${target.id}`, tokens[role], body);
      const detail = await dataOf<CustomerDetail>('GET', `/customers/${target.id}`, tokens[role]);
      expect(detail, role).toEqual(written);
      // and the list shows the customer as the detail does (figures, store and company names)
      const listed = await dataOf<CustomerListData>('GET', `/customers?search=${target.tax_code ?? ''}`, tokens[role]);
      expect(listed.customers, role).toEqual([customerDtoSchema.parse(detail)]);
      seen[role] = detail;
    }
    const { superadmin, owner, manager, consultant: seller } = seen as Required<typeof seen>;
    const staff = await em.findOneOrFail(User, { id: consultant.id });
    const sellerName = `${staff.firstName} ${staff.lastName}`;
    expect(owner).toMatchObject({
      store_id: secondStore.id,
      store_name: secondStore.name,
      owner_company_name: shop.company.name,
      current_points: 50,
      current_tier: 'silver',
      credit_balance: '12.50',
      total_purchases: '125.50',
      total_purchases_last_90_days: '125.50',
      total_sales_count: 2,
      marketing_consent: true,
    });
    expect(owner.last_purchase_date).toBe(owner.last_purchase_date_calculated);
    expect(owner.recent_sales.map((row) => [row.total_amount, row.store_name, row.consultant_name])).toEqual([
      ['100.00', shop.store.name, null],
      ['25.50', shop.store.name, sellerName],
    ]);
    expect(owner.loyalty).toMatchObject({ current_points: 50, lifetime_points: 550, current_tier: 'silver', convertible_points: 0 });
    expect(owner.loyalty.points_history.map((entry) => [entry.kind, entry.points, entry.author_name, entry.can_delete])).toEqual([
      ['conversion', -500, 'Utente Di Prova', false],
      ['manual', 250, 'Utente Di Prova', true],
      ['manual', 300, null, true],
    ]);
    // past its day: shown as expired
    expect(owner.loyalty.coupons).toEqual([{ ...coupon, status: 'expired', expires_on: '2020-01-31' }]);
    expect(owner.consent_history[0]).toMatchObject({ consent: 'marketing', granted: true, changed_by_name: null });
    expect(owner.consent_history.every((event) => event.changed_by_name === null)).toBe(true);

    // the superadmin names everybody
    expect(superadmin.recent_sales.map((row) => row.consultant_name)).toEqual([adminName, sellerName]);
    expect(superadmin.loyalty.points_history.map((entry) => entry.author_name)).toEqual(['Utente Di Prova', 'Utente Di Prova', adminName]);
    expect(superadmin.consent_history.every((event) => event.changed_by_name === adminName)).toBe(true);

    // the company's roles see the same customer; only what they may do differs
    const withoutRights = ({ permissions: _permissions, loyalty, ...rest }: CustomerDetail) => ({
      ...rest,
      loyalty: { ...loyalty, points_history: loyalty.points_history.map(({ can_delete: _canDelete, ...entry }) => entry) },
    });
    expect(withoutRights(manager)).toEqual(withoutRights(owner));
    expect(withoutRights(seller)).toEqual(withoutRights(owner));
    expect(manager.loyalty.points_history.map((entry) => entry.can_delete)).toEqual([false, false, false]);
    expect(seller.permissions).toMatchObject({ can_edit: true, can_delete: false, can_assign_points: false, can_delete_points: false });

    // another company's caller, a missing id: the same 404
    for (const [token, id] of [[tokens.rival, target.id], [tokens.superadmin, 999_999_999]] as const) {
      const res = await api('GET', `/customers/${id}`, token);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(MSG.customerNotFound);
    }
  });

  it('deleting a customer with sales erases the personal data and keeps the row for the sales', async () => {
    const target = await make.customer(shop.company.id);
    await sale(target.id, { number: `S-${target.id}-1`, cents: 5_000, daysAgo: 3 });
    await api('POST', `/customers/${target.id}/assign-points`, tokens.owner, { points: 50, reason: 'Benvenuto' });
    const recentBuyers = async () => {
      const { customers, pagination } = await dataOf<CustomerListData>('GET', '/customers?recent_buyers=true&per_page=100', tokens.owner);
      expect(pagination.total).toBe(customers.length);
      return customers.map((c) => c.id);
    };
    expect(await recentBuyers()).toContain(target.id);
    const deleted = await api('DELETE', `/customers/${target.id}`, tokens.owner);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MSG.customerDeleted);
    // gone for every user
    for (const token of [tokens.owner, tokens.superadmin]) {
      const res = await api('GET', `/customers/${target.id}`, token);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(MSG.customerNotFound);
    }
    const found = await dataOf<CustomerListData>('GET', `/customers?search=${target.tax_code}`, tokens.owner);
    expect(found.customers).toEqual([]);
    expect(await recentBuyers()).not.toContain(target.id);
    // kept for the sale, with nothing personal left
    const em = systemEm(server.orm);
    const row = await em.findOneOrFail(Customer, { id: target.id }, { filters: false });
    expect(row.anonymizedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ firstName: 'Cliente anonimizzato', lastName: null, taxCode: null, phone: '', email: null, address: null, documentNumber: null, privacyConsent: false });
    expect(await em.count(Sale, { customer: target.id })).toBe(1);
    expect(await em.count(PointsEntry, { customer: target.id })).toBe(0);
    const audit = await em.find(AuditLog, { entityType: 'Customer', entityId: String(target.id) }, { orderBy: { id: 'asc' } });
    expect(audit.map((entry) => [entry.action, entry.changes])).toEqual([
      ['created', null],
      ['points_assigned', null],
      ['anonymized', null],
    ]);
    // the same person can be registered again
    expect((await api('POST', '/customers', tokens.owner, customerBody({ tax_code: target.tax_code ?? '' }))).status).toBe(201);
  });

  it('deleting a customer without sales removes the row', async () => {
    const target = await make.customer(shop.company.id);
    expect((await api('DELETE', `/customers/${target.id}`, tokens.owner)).status).toBe(200);
    expect(await systemEm(server.orm).findOne(Customer, { id: target.id }, { filters: false })).toBeNull();
  });

  it("a deleted customer's data is not handed back by a retry of its creation (the answers kept for retries go too)", async () => {
    for (const withSale of [false, true]) {
      const key = randomUUID();
      const body = customerBody();
      const created = await api('POST', '/customers', tokens.owner, body, { 'Idempotency-Key': key });
      expect(created.status).toBe(201);
      const id = (created.body.data as CustomerDetail).id;
      const replayed = await api('POST', '/customers', tokens.owner, body, { 'Idempotency-Key': key });
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      if (withSale) await sale(id, { number: `S-${id}-R`, cents: 1_000, daysAgo: 1 });
      expect((await api('DELETE', `/customers/${id}`, tokens.owner)).status).toBe(200);
      const retried = await api('POST', '/customers', tokens.owner, body, { 'Idempotency-Key': key });
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      expect((retried.body.data as CustomerDetail).id).not.toBe(id);
      expect((await api('GET', `/customers/${id}`, tokens.owner)).status).toBe(404);
      await api('DELETE', `/customers/${(retried.body.data as CustomerDetail).id}`, tokens.owner);
    }
  });
});

describe('a long points ledger (a customer earns an entry at every purchase)', () => {
  it('the detail lists the newest POINTS_HISTORY_SHOWN entries and how many there are; balance and tier count them all; the export lists them all', async () => {
    const customer = await make.customer(shop.company.id);
    const first = await dataOf<CustomerLoyalty>('POST', `/customers/${customer.id}/assign-points`, tokens.owner, { points: 10, reason: 'Primo' });
    const firstId = first.points_history[0]?.id;
    // POINTS_HISTORY_SHOWN older entries of 10 points each, then one today: the newest, which the detail must show
    await systemEm(server.orm).execute(
      `insert into customer_points_entries (company_id, customer_id, kind, points, reason, author_id, created_at)
       select e.company_id, e.customer_id, 'manual', 10, 'Storico ' || n, e.author_id, e.created_at - n * interval '1 day'
         from customer_points_entries e, generate_series(1, ?) n where e.id = ?`,
      [POINTS_HISTORY_SHOWN, firstId],
    );
    await api('POST', `/customers/${customer.id}/assign-points`, tokens.owner, { points: 5, reason: 'Ultimo' });
    const total = POINTS_HISTORY_SHOWN + 2;
    const balance = 10 * (POINTS_HISTORY_SHOWN + 1) + 5;

    for (const token of [tokens.owner, tokens.consultant]) {
      const detail = await dataOf<CustomerDetail>('GET', `/customers/${customer.id}`, token);
      expect(detail.loyalty.points_history).toHaveLength(POINTS_HISTORY_SHOWN);
      expect(detail.loyalty.points_history_total).toBe(total);
      expect(detail.loyalty.points_history[0]?.reason).toBe('Ultimo');
      expect(detail.loyalty.points_history.map((entry) => entry.reason)).not.toContain(`Storico ${POINTS_HISTORY_SHOWN}`);
      expect([detail.loyalty.current_points, detail.loyalty.lifetime_points, detail.loyalty.current_tier]).toEqual([balance, balance, 'silver']);
    }
    // the answer of a write is the same card
    const card = await dataOf<CustomerLoyalty>('POST', `/customers/${customer.id}/assign-points`, tokens.owner, { points: 1, reason: 'Ancora' });
    expect([card.points_history.length, card.points_history_total, card.current_points]).toEqual([POINTS_HISTORY_SHOWN, total + 1, balance + 1]);

    const exported = await dataOf<CustomerExport>('GET', `/customers/${customer.id}/export`, tokens.owner);
    expect([exported.loyalty.points_history.length, exported.loyalty.points_history_total]).toEqual([total + 1, total + 1]);
    expect(exported.loyalty.points_history.at(-1)?.reason).toBe(`Storico ${POINTS_HISTORY_SHOWN}`);
  });
});

describe('GDPR right of access: the export (issue 8)', () => {
  async function download(path: string, token: string) {
    const res = await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it('gives everything held about the customer as JSON and as a readable PDF, and audits who took it', async () => {
    const fields = { first_name: 'Nicolò', last_name: 'Cantù', email: 'nicolo.cantu@esempio.it' };
    const target = await make.customer(shop.company.id, { ...fields, marketing_consent: false });
    await api('POST', `/customers/${target.id}/assign-points`, tokens.owner, { points: 120, reason: 'Benvenuto' });
    const granted = await api('PUT', `/customers/${target.id}`, tokens.owner, customerBody({ ...fields, tax_code: target.tax_code ?? '', marketing_consent: true }));
    expect(granted.status).toBe(200);

    const data = await dataOf<CustomerExport>('GET', `/customers/${target.id}/export`, tokens.manager);
    expect(data.customer).toMatchObject({ id: target.id, first_name: 'Nicolò', last_name: 'Cantù', tax_code: target.tax_code, email: 'nicolo.cantu@esempio.it' });
    expect(data.consent_history.map((event) => [event.consent, event.granted])).toContainEqual(['marketing', true]);
    expect(data.loyalty.points_history.map((entry) => entry.points)).toEqual([120]);
    expect(data.purchases).toEqual([]);
    expect(data.company_name).toBe(shop.company.name);

    // on the company's letterhead (Impostazioni → Personalizzazione)
    const letterhead = await api('PUT', '/settings/branding', tokens.owner, { document_header: 'Telefonia Prova · Via Dante 1, Milano', document_footer: 'Grazie della fiducia' });
    expect(letterhead.status).toBe(200);
    const pdf = await download(`/customers/${target.id}/export.pdf`, tokens.owner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="dati-cliente-${target.id}.pdf"; filename*=UTF-8''dati-cliente-${target.id}.pdf`);
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    for (const expected of ['Telefonia Prova · Via Dante 1, Milano', 'Grazie della fiducia', 'Pagina 1 di', 'Dati personali di Nicolò Cantù', target.tax_code ?? '', 'nicolo.cantu@esempio.it', 'Storico dei consensi', 'Benvenuto', 'Nessun acquisto']) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    // the consents refused at registration were never given: 'Non dato', not 'Revocato'; a later withdrawal is 'Revocato'
    expect(text).not.toContain('Revocato');

    const audit = await systemEm(server.orm).find(AuditLog, { entityType: 'Customer', entityId: String(target.id), action: 'data_exported' }, { orderBy: { id: 'asc' } });
    expect(audit.map((row) => row.changes)).toEqual([{ format: { from: null, to: 'json' } }, { format: { from: null, to: 'pdf' } }]);
    // withdrawn later: 'Revocato'
    await api('PUT', `/customers/${target.id}`, tokens.owner, customerBody({ ...fields, tax_code: target.tax_code ?? '', marketing_consent: false }));
    expect(pdfText((await download(`/customers/${target.id}/export.pdf`, tokens.owner)).bytes).match(/Revocato/g)).toHaveLength(1);
  });

  it('shows names of every European script as they are: Romanian, Polish, Turkish, Greek, Cyrillic (embedded fonts, not WinAnsi)', async () => {
    const romanian = await make.customer(shop.company.id, { first_name: 'Ștefan', last_name: 'Țăranu', birth_place: 'Brașov', nationality: 'Romania', address: 'Strada Łukasiewicza 3', city: 'Iğdır' });
    const text = pdfText((await download(`/customers/${romanian.id}/export.pdf`, tokens.owner)).bytes).replace(/\s+/g, ' ');
    // the letters after them come out right too (WinAnsi shifted the rest of the line)
    for (const expected of ['Dati personali di Ștefan Țăranu', 'Brașov', 'Strada Łukasiewicza 3', 'Iğdır', romanian.tax_code ?? '']) expect(text).toContain(expected);

    const greek = await make.customer(shop.company.id, { first_name: 'Νικόλαος', last_name: 'Παπαδόπουλος', birth_place: 'Θεσσαλονίκη' });
    const greekText = pdfText((await download(`/customers/${greek.id}/export.pdf`, tokens.owner)).bytes).replace(/\s+/g, ' ');
    for (const expected of ['Dati personali di Νικόλαος Παπαδόπουλος', 'Θεσσαλονίκη']) expect(greekText).toContain(expected);

    const ukrainian = await make.customer(shop.company.id, { first_name: 'Олександр', last_name: 'Шевченко', birth_place: 'Київ' });
    const cyrillicText = pdfText((await download(`/customers/${ukrainian.id}/export.pdf`, tokens.owner)).bytes).replace(/\s+/g, ' ');
    for (const expected of ['Dati personali di Олександр Шевченко', 'Київ']) expect(cyrillicText).toContain(expected);
  });

  it('draws a placeholder for what the fonts lack (emoji, CJK) and keeps the rest of the line', async () => {
    const target = await make.customer(shop.company.id, { first_name: 'Mei 😀', last_name: '王 Rossi', birth_place: '北京 Pechino 👨‍👩‍👧 fine' });
    const text = pdfText((await download(`/customers/${target.id}/export.pdf`, tokens.owner)).bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Dati personali di Mei ? ? Rossi');
    // one '?' for each character as a reader sees it: the family of three joined emoji is one
    expect(text).toContain('?? Pechino ? fine');
    expect(text).toContain(target.tax_code ?? '');
  });

  it('is for superadmin, entrepreneur and manager; another company\'s customer is 404', async () => {
    const target = await make.customer(shop.company.id);
    expect((await api('GET', `/customers/${target.id}/export`, tokens.consultant)).status).toBe(403);
    expect((await download(`/customers/${target.id}/export.pdf`, tokens.consultant)).status).toBe(403);
    expect((await api('GET', `/customers/${target.id}/export`, tokens.rival)).status).toBe(404);
    const foreign = await download(`/customers/${target.id}/export.pdf`, tokens.rival);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(Buffer.from(foreign.bytes).toString())).toMatchObject({ success: false, error: MSG.customerNotFound });
    expect((await download('/customers/abc/export.pdf', tokens.owner)).status).toBe(422);
  });
});

describe('PUT /customers/{id}', () => {
  it('changes type (the person fields go), records consent changes and audits', async () => {
    const customer = await make.customer(shop.company.id, { marketing_consent: false });
    const updated = await dataOf<CustomerDetail>(
      'PUT',
      `/customers/${customer.id}`,
      tokens.owner,
      customerBody({
        customer_type: 'company',
        company_name: 'Nuova Ditta',
        vat_number: testVatNumber(5),
        legal_representative: 'Giulia Bianchi',
        marketing_consent: true,
      }),
    );
    expect(updated).toMatchObject({ customer_type: 'company', first_name: null, last_name: null, tax_code: null, birth_date: null, company_name: 'Nuova Ditta', marketing_consent: true });
    expect(updated.consent_history[0]).toMatchObject({ consent: 'marketing', granted: true });
    expect(updated.consent_history).toHaveLength(4);
  });

  it('validates like the creation (422 per field, nothing changed)', async () => {
    const customer = await make.customer(shop.company.id);
    const res = await api('PUT', `/customers/${customer.id}`, tokens.owner, customerBody({ phone: '12', postal_code: 'abcde' }));
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ phone: 'Telefono richiesto', postal_code: 'CAP deve essere di 5 cifre' });
    expect((await dataOf<CustomerDetail>('GET', `/customers/${customer.id}`, tokens.owner)).phone).toBe(customer.phone);
  });
});

describe('customer counts of stores and company settings', () => {
  it('counts the customers registered at each store and in the company; a store with customers is not deleted', async () => {
    const company = await make.ownedCompany();
    const other = await make.store(company.company.id);
    await make.customer(company.company.id, { store_id: company.store.id });
    await make.customer(company.company.id, { store_id: company.store.id });
    await make.customer(company.company.id, { store_id: other.id });
    await make.customer(company.company.id);
    const stats = await dataOf<StoreStats>('GET', `/stores/${String(company.store.id)}/stats`, company.token);
    expect(stats.customers_count).toBe(2);
    const store = await dataOf<{ customers_count: number }>('GET', `/stores/${String(other.id)}`, company.token);
    expect(store.customers_count).toBe(1);
    const settings = await dataOf<{ total_customers: number }>('GET', '/settings/company', company.token);
    expect(settings.total_customers).toBe(4);

    const removal = await api('DELETE', `/stores/${String(other.id)}`, company.token);
    expect(removal.status).toBe(409);
    expect(removal.body.error).toBe(MSG.storeHasCustomers);
  });
});

describe('demo customers', () => {
  it('have valid codici fiscali and partite IVA, and each company sees only its own', async () => {
    for (const customer of DEMO_CUSTOMERS) {
      if (customer.taxCode) expect(codiceFiscaleError(customer.taxCode), customer.taxCode).toBeNull();
      if (customer.vatNumber) expect(isValidPartitaIva(customer.vatNumber), customer.vatNumber).toBe(true);
    }
    const owner = (await server.login('imprenditore@banco.demo')).access_token;
    const demo = await dataOf<CustomerListData>('GET', '/customers', owner);
    expect(demo.customers.map((c) => c.display_name).sort()).toEqual(['Bar Centrale S.N.C.', 'Chiara Ferrari', 'Giulia Bianchi', 'Mario Rossi', 'Nicolò De Luca']);
    expect(demo.customers.find((c) => c.last_name === 'Rossi')).toMatchObject({ current_points: 650, current_tier: 'silver', store_name: 'Demo Telefonia Milano' });
    const rival = await dataOf<CustomerListData>('GET', '/customers', (await server.login('rivale@banco.demo')).access_token);
    expect(rival.customers.map((c) => c.display_name)).toEqual(['Laura Conti']);
  });
});
