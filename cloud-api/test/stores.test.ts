import {
  DEFAULT_OPERATORS,
  MSG,
  fillMessage,
  type ActivationCodeDto,
  type AvailableOperators,
  type LoginResult,
  type StoreDto,
  type StoreListData,
  type StoreStaffData,
  type StoreStats,
  type StoreSummary,
  type StoreUserDto,
  planLimitMessage,
} from '@banco/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { Company } from '../src/modules/companies/company.entity.ts';
import { SubscriptionPlan } from '../src/modules/companies/subscription-plan.entity.ts';
import { Operator } from '../src/modules/settings/operator.entity.ts';
import { ActivationCode } from '../src/modules/stores/activation-code.entity.ts';
import { Store } from '../src/modules/stores/store.entity.ts';
import { UserStore } from '../src/modules/stores/user-store.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { factories } from './support/factories.ts';
import { companyIdByName, createCompany, createUser } from './support/fixtures.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';
import { apiCaller, type Method } from './support/api-calls.ts';

let server: TestServer;
const company = { demo: 0, sud: 0, rivale: 0 };
const storeId = { milano: 0, roma: 0, napoli: 0, torino: 0 };
const userId = { manager: 0, consultant: 0, entrepreneur: 0, superadmin: 0 };
const tokens = { superadmin: '', entrepreneur: '', manager: '', consultant: '', rival: '' };

beforeAll(async () => {
  server = await startTestServer();
  company.demo = await companyIdByName(server.orm, 'Demo Telefonia S.r.l.');
  company.sud = await companyIdByName(server.orm, 'Demo Telefonia Sud S.r.l.');
  company.rivale = await companyIdByName(server.orm, 'Rivale Mobile S.r.l.');
  const em = systemEm(server.orm);
  for (const [key, code] of [['milano', 'MI-001'], ['roma', 'RM-001'], ['napoli', 'NA-001'], ['torino', 'TO-001']] as const) {
    storeId[key] = (await em.findOneOrFail(Store, { code })).id;
  }
  for (const [key, email] of [
    ['manager', 'manager@banco.demo'],
    ['consultant', 'consulente@banco.demo'],
    ['entrepreneur', 'imprenditore@banco.demo'],
    ['superadmin', 'superadmin@banco.demo'],
  ] as const) {
    userId[key] = (await em.findOneOrFail(User, { email })).id;
  }
  tokens.superadmin = (await server.login('superadmin@banco.demo')).access_token;
  tokens.entrepreneur = (await server.login('imprenditore@banco.demo')).access_token;
  tokens.manager = (await server.login('manager@banco.demo')).access_token;
  tokens.consultant = (await server.login('consulente@banco.demo')).access_token;
  tokens.rival = (await server.login('rivale@banco.demo')).access_token;
});
afterAll(() => server?.close());

// ------------------------------------------------------------------------------------------------
// helpers

const api = apiCaller(() => server);

async function dataOf<T>(method: Method, path: string, token: string, body?: unknown): Promise<T> {
  const res = await api(method, path, token, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

const listStores = (token: string, query = '') => dataOf<StoreListData>('GET', `/stores${query}`, token);

let bodyCounter = 0;

/** A complete, valid wizard payload; its name is new at each call (a company's store names are unique). */
function storeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  bodyCounter += 1;
  return {
    name: `Negozio di Prova ${bodyCounter}`,
    address: 'Via Dante 12',
    city: 'Monza',
    province: 'MB',
    postal_code: '20900',
    phone: '039 2345678',
    email: 'monza@demotelefonia.it',
    operators_telecom: ['TIM', 'Fastweb'],
    operators_energy: ['Edison'],
    operators_mobility: [],
    whatsapp_enabled: false,
    notes: 'Aperto anche la domenica',
    ...overrides,
  };
}

let fixtureCounter = 0;

/** A store written straight into the database (no plan limit, no API), optionally with staff. */
async function fixtureStore(companyId: number, fields: { assign?: number[]; province?: string; name?: string } = {}): Promise<number> {
  const em = systemEm(server.orm);
  fixtureCounter += 1;
  const store = em.create(Store, {
    company: em.getReference(Company, companyId),
    code: `FX-${String(fixtureCounter).padStart(4, '0')}`,
    name: fields.name ?? `Fixture ${fixtureCounter}`,
    address: 'Via delle Prove 1',
    city: 'Prova',
    province: fields.province ?? 'PV',
    postalCode: '27100',
    phone: '0382 123456',
    email: null,
    status: 'active',
    operatorsTelecom: ['TIM'],
    operatorsEnergy: [],
    operatorsMobility: [],
    whatsappEnabled: false,
    whatsappNumber: null,
    notes: null,
    manager: null,
  });
  await em.flush();
  for (const id of fields.assign ?? []) {
    em.create(UserStore, { user: em.getReference(User, id), store, company: em.getReference(Company, companyId) });
  }
  await em.flush();
  return store.id;
}

async function dropStore(id: number): Promise<void> {
  await systemEm(server.orm).nativeDelete(Store, { id });
}

async function assign(storeIdValue: number, userIdValue: number, companyId: number): Promise<void> {
  const em = systemEm(server.orm);
  em.create(UserStore, {
    user: em.getReference(User, userIdValue),
    store: em.getReference(Store, storeIdValue),
    company: em.getReference(Company, companyId),
  });
  await em.flush();
}

async function fixtureCode(storeIdValue: number, companyId: number, operator = 'TIM'): Promise<number> {
  const em = systemEm(server.orm);
  const code = em.create(ActivationCode, {
    company: em.getReference(Company, companyId),
    store: em.getReference(Store, storeIdValue),
    operator,
    agentCode: 'AG-1',
    isActive: true,
  });
  await em.flush();
  return code.id;
}

/** A company of its own, on `plan`, with the default operators: for limits and codes. */
async function fixtureCompany(plan: 'Single' | 'Multi' | 'Max'): Promise<{ id: number; token: string }> {
  const em = systemEm(server.orm);
  const subscriptionPlan = await em.findOneOrFail(SubscriptionPlan, { name: plan });
  fixtureCounter += 1;
  const created = em.create(Company, {
    name: `Fixture ${plan} ${fixtureCounter} S.r.l.`,
    subscriptionPlan,
    subscriptionStatus: 'active',
    isActive: true,
  });
  for (const operator of DEFAULT_OPERATORS) em.create(Operator, { ...operator, company: created, isActive: true });
  await em.flush();
  const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: created.id });
  return { id: created.id, token: (await server.login(owner.email)).access_token };
}

async function setPlan(companyId: number, plan: string): Promise<void> {
  const em = systemEm(server.orm);
  const target = await em.findOneOrFail(Company, { id: companyId });
  target.subscriptionPlan = await em.findOneOrFail(SubscriptionPlan, { name: plan });
  await em.flush();
}

async function auditRows(entityType: string, entityId: number, action?: string): Promise<AuditLog[]> {
  return systemEm(server.orm).find(
    AuditLog,
    { entityType, entityId: String(entityId), ...(action ? { action } : {}) },
    { populate: ['user', 'company'], orderBy: { id: 'asc' } },
  );
}

function expectValidationErrors(res: { status: number; body: Envelope }, expected: Record<string, string>): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.success).toBe(false);
  expect(res.body.error).toBe(MSG.validationFailed);
  expect(res.body.validation_errors).toEqual(expected);
}

// ------------------------------------------------------------------------------------------------

describe('GET /api/stores', () => {
  it('gives the entrepreneur the stores of its current company with every field, permissions and operators', async () => {
    const data = await listStores(tokens.entrepreneur);
    expect(data.stores.map((s) => s.name)).toEqual(['Demo Telefonia Milano', 'Demo Telefonia Roma']);
    expect(data.permissions).toEqual({ can_create: true, create_blocked_reason: null, can_edit: true, can_delete: true, can_assign_staff: true, can_view_all: false });
    expect(data.pagination).toEqual({ current_page: 1, per_page: 20, total: 2, total_pages: 1 });
    const milano = data.stores[0] as StoreDto;
    expect(milano).toEqual({
      id: storeId.milano,
      code: 'MI-001',
      company_id: company.demo,
      company_name: 'Demo Telefonia S.r.l.',
      name: 'Demo Telefonia Milano',
      address: 'Corso di Porta Romana 46',
      city: 'Milano',
      province: 'MI',
      postal_code: '20121',
      phone: '+39 02 5831 0452',
      email: 'milano@demotelefonia.it',
      status: 'active',
      is_active: true,
      operators_telecom: ['TIM', 'Vodafone', 'WindTre', 'Iliad'],
      operators_energy: ['Enel Energia', 'Edison'],
      operators_mobility: ['Be Charge'],
      whatsapp_enabled: true,
      whatsapp_number: '+393401234567',
      notes: null,
      manager_id: userId.manager,
      manager_name: 'Giulia Verdi',
      staff_count: 2,
      customers_count: 3, // the demo customers registered at Milano (db/seed/demo-customers.ts)
      created_at: expect.any(String),
      updated_at: expect.any(String),
      permissions: { can_view: true, can_edit: true, can_delete: true, can_assign_staff: true },
    });
    expect(data.stores[1]).toMatchObject({ code: 'RM-001', manager_id: null, manager_name: null, staff_count: 0, whatsapp_enabled: false });
    // telecom = mobile + fixed line operators of the company
    expect(data.available_operators).toEqual({
      telecom: ['Fastweb', 'ho. Mobile', 'Iliad', 'Kena', 'PosteMobile', 'TIM', 'Vodafone', 'WindTre'],
      energy: ['A2A', 'Edison', 'Enel Energia', 'Hera'],
      mobility: ['Be Charge', 'Enel X Way'],
    });
  });

  it('gives the superadmin every company and can_view_all; company_id narrows it', async () => {
    const all = await listStores(tokens.superadmin);
    expect(all.permissions.can_view_all).toBe(true);
    expect(all.permissions.can_create).toBe(true);
    for (const id of Object.values(storeId)) expect(all.stores.map((s) => s.id)).toContain(id);
    const rivale = await listStores(tokens.superadmin, `?company_id=${company.rivale}`);
    expect(rivale.stores.map((s) => s.code)).toEqual(['TO-001']);
    expect(rivale.stores[0]?.company_name).toBe('Rivale Mobile S.r.l.');
  });

  it('gives a manager only its store, with edit and staff rights but no create or delete', async () => {
    const data = await listStores(tokens.manager);
    expect(data.stores.map((s) => s.code)).toEqual(['MI-001']);
    expect(data.permissions).toEqual({ can_create: false, create_blocked_reason: null, can_edit: true, can_delete: false, can_assign_staff: true, can_view_all: false });
    expect(data.stores[0]?.permissions).toEqual({ can_view: true, can_edit: true, can_delete: false, can_assign_staff: true });
  });

  it('gives a consultant only its store, read-only', async () => {
    const data = await listStores(tokens.consultant);
    expect(data.stores.map((s) => s.code)).toEqual(['MI-001']);
    expect(data.permissions).toEqual({ can_create: false, create_blocked_reason: null, can_edit: false, can_delete: false, can_assign_staff: false, can_view_all: false });
    expect(data.stores[0]?.permissions).toEqual({ can_view: true, can_edit: false, can_delete: false, can_assign_staff: false });
  });

  it('a company_id of another company gives nothing to a tenant user', async () => {
    const data = await listStores(tokens.entrepreneur, `?company_id=${company.rivale}`);
    expect(data.stores).toEqual([]);
  });

  it('searches name, code, city and address without regard to case or accents; status filters', async () => {
    const codes = async (query: string) => (await listStores(tokens.entrepreneur, query)).stores.map((s) => s.code);
    expect(await codes('?search=MILANO')).toEqual(['MI-001']);
    expect(await codes('?search=rm-0')).toEqual(['RM-001']);
    // 'Roma' is Roma's city and part of Milano's address (Corso di Porta Romana)
    expect(await codes('?search=roma')).toEqual(['MI-001', 'RM-001']);
    expect(await codes('?search=tiburtina')).toEqual(['RM-001']);
    expect(await codes('?search=torino')).toEqual([]);
    // accents do not matter: 'Corso di Porta Romana' is found as 'ROMÀNA' (the column side: search-form.test.ts)
    expect(await codes(`?search=${encodeURIComponent('ROMÀNA')}`)).toEqual(['MI-001']);
    // a term cannot run from one field into the next (Roma's city, then its address)
    expect(await codes(`?search=${encodeURIComponent('roma via')}`)).toEqual([]);
    expect(await codes('?search=100%25')).toEqual([]);
    expect(await codes('?status=active')).toEqual(['MI-001', 'RM-001']);
    expect(await codes('?status=all')).toEqual(['MI-001', 'RM-001']);
    expect(await codes('?status=maintenance')).toEqual([]);
    const bad = await api('GET', '/stores?status=chiuso', tokens.entrepreneur);
    expect(bad.status).toBe(422);
    expect(bad.body.validation_errors).toEqual({ status: MSG.storeStatusInvalid });
  });

  it('pages, searches and filters correctly at 500 stores (speed is measured by npm run bench)', async () => {
    const { id, token } = await fixtureCompany('Max');
    const em = systemEm(server.orm);
    for (let i = 1; i <= 500; i += 1) {
      em.create(Store, {
        company: em.getReference(Company, id),
        code: `PG-${String(i).padStart(3, '0')}`,
        name: `Punto ${String(i).padStart(3, '0')}`,
        address: 'Via Lunga 1',
        city: i % 2 === 0 ? 'Pavia' : 'Vigevano',
        province: 'PV',
        postalCode: '27100',
        phone: '0382 000000',
        status: i % 10 === 0 ? 'maintenance' : 'active',
        operatorsTelecom: ['TIM'],
        operatorsEnergy: [],
        operatorsMobility: [],
      });
    }
    await em.flush();
    const first = await listStores(token);
    expect(first.pagination).toEqual({ current_page: 1, per_page: 20, total: 500, total_pages: 25 });
    expect(first.stores).toHaveLength(20);
    expect(first.stores[0]?.name).toBe('Punto 001');
    const last = await listStores(token, '?page=25');
    expect(last.stores.map((s) => s.name).at(-1)).toBe('Punto 500');
    const filtered = await listStores(token, '?status=maintenance&search=pavia&per_page=100');
    expect(filtered.pagination.total).toBe(50);
    const picker = await listStores(token, '?per_page=100&page=5');
    expect(picker.stores).toHaveLength(100);
    expect(picker.stores.at(-1)?.name).toBe('Punto 500');
    // past the last page: no stores, the same total
    const beyond = await listStores(token, '?page=26');
    expect(beyond.stores).toEqual([]);
    expect(beyond.pagination).toEqual({ current_page: 26, per_page: 20, total: 500, total_pages: 25 });
  });

  it("lists names by their letters whatever their case: a name kept as typed, 'iStore Centro', comes among the capitalised ones", async () => {
    const { token } = await fixtureCompany('Max');
    // through the wizard: a name is only trimmed, so it keeps its lower-case initial
    for (const name of ['iStore Centro', 'Bottega Mobile', 'Zeta Phone', ' eLab Telefonia ']) {
      expect((await api('POST', '/stores', token, storeBody({ name }))).status).toBe(201);
    }
    const AZ = ['Bottega Mobile', 'eLab Telefonia', 'iStore Centro', 'Zeta Phone'];
    expect((await listStores(token)).stores.map((s) => s.name)).toEqual(AZ);
    // page by page (the list's limit and offset), and the store picker
    const pages = [(await listStores(token, '?per_page=2')).stores, (await listStores(token, '?per_page=2&page=2')).stores];
    expect(pages.flat().map((s) => s.name)).toEqual(AZ);
    expect((await dataOf<StoreSummary[]>('GET', '/stores/my-stores', token)).map((s) => s.name)).toEqual(AZ);
  });
});

describe('POST /api/stores', () => {
  it('creates the store in the entrepreneur\'s company: code generated, status active, province upper-cased', async () => {
    const res = await api('POST', '/stores', tokens.entrepreneur, storeBody({ name: 'Negozio di Prova', province: 'mb', email: 'MONZA@DemoTelefonia.it ' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(MSG.storeCreated);
    const created = res.body.data as StoreDto;
    expect(created).toMatchObject({
      id: expect.any(Number),
      code: 'MB-001',
      company_id: company.demo,
      province: 'MB',
      status: 'active',
      is_active: true,
      email: 'monza@demotelefonia.it',
      operators_telecom: ['TIM', 'Fastweb'],
      operators_energy: ['Edison'],
      operators_mobility: [],
      whatsapp_enabled: false,
      whatsapp_number: null,
      notes: 'Aperto anche la domenica',
      staff_count: 0,
    });
    expect((await dataOf<StoreDto>('GET', `/stores/${created.id}`, tokens.entrepreneur)).code).toBe('MB-001');

    const audit = await auditRows('Store', created.id, 'created');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.user?.id).toBe(userId.entrepreneur);
    expect(audit[0]?.company?.id).toBe(company.demo);
    expect(audit[0]?.changes).toMatchObject({ code: { from: null, to: 'MB-001' }, name: { from: null, to: 'Negozio di Prova' } });
    await api('DELETE', `/stores/${created.id}`, tokens.entrepreneur);
  });

  it('numbers codes per province and per company, after the highest one', async () => {
    const { id, token } = await fixtureCompany('Max');
    const capOf: Record<string, string> = { MI: '20121', TO: '10121' };
    const code = async (province: string) =>
      ((await api('POST', '/stores', token, storeBody({ province, postal_code: capOf[province.toUpperCase()] }))).body.data as StoreDto).code;
    expect(await code('MI')).toBe('MI-001'); // Demo already has MI-001: codes are unique per company
    expect(await code('MI')).toBe('MI-002');
    expect(await code('to')).toBe('TO-001');
    expect(await code('MI')).toBe('MI-003');
    const em = systemEm(server.orm);
    const second = await em.findOneOrFail(Store, { code: 'MI-002', company: id });
    second.code = 'MI-017';
    await em.flush();
    expect(await code('MI')).toBe('MI-018');
  });

  it('takes only an official province sigla, and writes nothing otherwise', async () => {
    const before = await systemEm(server.orm).count(Store, {});
    const res = await api('POST', '/stores', tokens.entrepreneur, storeBody({ province: 'XX' }));
    expectValidationErrors(res, { province: MSG.provinceUnknown });
    expect(await systemEm(server.orm).count(Store, {})).toBe(before);
  });

  it('refuses a CAP that belongs to another province (issue 7.9), and writes nothing', async () => {
    const before = await systemEm(server.orm).count(Store, {});
    const res = await api('POST', '/stores', tokens.entrepreneur, storeBody({ province: 'RM', postal_code: '20121' }));
    expectValidationErrors(res, { postal_code: 'Il CAP 20121 non appartiene a questa provincia (è di MI)' });
    expect(await systemEm(server.orm).count(Store, {})).toBe(before);
    // a CAP the dataset does not know is taken as it is
    expect((await api('POST', '/stores', tokens.entrepreneur, storeBody({ name: `Negozio CAP nuovo ${Date.now()}`, province: 'RM', postal_code: '00999' }))).status).toBe(201);
  });

  it('answers every field message of the wizard at once', async () => {
    const res = await api('POST', '/stores', tokens.entrepreneur, {
      name: 'N',
      address: 'Via',
      city: 'M',
      province: 'MIL',
      postal_code: '2012',
      phone: '1234',
      email: 'non-una-mail',
      operators_telecom: [],
      operators_energy: [],
      operators_mobility: [],
      whatsapp_enabled: true,
      whatsapp_number: '',
    });
    expectValidationErrors(res, {
      name: MSG.storeNameRequired,
      address: MSG.storeAddressRequired,
      city: MSG.storeCityRequired,
      province: MSG.provinceInvalid,
      postal_code: MSG.postalCodeInvalid,
      phone: MSG.storePhoneRequired,
      email: MSG.emailInvalid,
      operators: MSG.storeOperatorsRequired,
      whatsapp_number: MSG.storeWhatsappRequired,
    });
    expect(MSG.storeNameRequired).toBe('Nome negozio richiesto (min 2 caratteri)');
    expect(MSG.provinceInvalid).toBe('Provincia deve essere di 2 caratteri (es: MI)');
    expect(MSG.postalCodeInvalid).toBe('CAP deve essere di 5 cifre');
    expect(MSG.storePhoneRequired).toBe('Telefono richiesto');
    expect(MSG.emailInvalid).toBe('Email non valida');
    expect(MSG.storeOperatorsRequired).toBe('Seleziona almeno un operatore (telecom, energia o mobilità)');
    expect(MSG.companyRequired).toBe('Seleziona un\'azienda');
  });

  it('gives the same messages for missing fields, and nothing is written', async () => {
    const before = await systemEm(server.orm).count(Store, {});
    const res = await api('POST', '/stores', tokens.entrepreneur, {});
    expectValidationErrors(res, {
      name: MSG.storeNameRequired,
      address: MSG.storeAddressRequired,
      city: MSG.storeCityRequired,
      province: MSG.provinceInvalid,
      postal_code: MSG.postalCodeInvalid,
      phone: MSG.storePhoneRequired,
      operators: MSG.storeOperatorsRequired,
    });
    expect(await systemEm(server.orm).count(Store, {})).toBe(before);
  });

  it('checks the WhatsApp number only when WhatsApp is enabled, and stores it only then', async () => {
    const bad = await api('POST', '/stores', tokens.entrepreneur, storeBody({ whatsapp_enabled: true, whatsapp_number: '3401234567' }));
    expectValidationErrors(bad, { whatsapp_number: MSG.storeWhatsappInvalid });
    const off = await api('POST', '/stores', tokens.entrepreneur, storeBody({ whatsapp_enabled: false, whatsapp_number: 'qualsiasi' }));
    expect(off.status).toBe(201);
    expect((off.body.data as StoreDto).whatsapp_number).toBeNull();
    const on = await api('POST', '/stores', tokens.entrepreneur, storeBody({ whatsapp_enabled: true, whatsapp_number: '+39 340 765 4321' }));
    expect(on.status).toBe(201);
    expect(on.body.data).toMatchObject({ whatsapp_enabled: true, whatsapp_number: '+393407654321' });
    for (const created of [off, on]) await api('DELETE', `/stores/${(created.body.data as StoreDto).id}`, tokens.entrepreneur);
  });

  it('accepts only the company\'s active operators, each in its own group', async () => {
    const wrongGroup = await api('POST', '/stores', tokens.entrepreneur, storeBody({ operators_telecom: ['TIM', 'Enel Energia'] }));
    expectValidationErrors(wrongGroup, { operators_telecom: fillMessage(MSG.storeOperatorNotAvailable, { names: 'Enel Energia' }) });
    const unknown = await api('POST', '/stores', tokens.entrepreneur, storeBody({ operators_energy: ['Gas Fantasma'], operators_mobility: ['TIM'] }));
    expectValidationErrors(unknown, {
      operators_energy: fillMessage(MSG.storeOperatorNotAvailable, { names: 'Gas Fantasma' }),
      operators_mobility: fillMessage(MSG.storeOperatorNotAvailable, { names: 'TIM' }),
    });
    // an operator switched off in Impostazioni cannot be enabled on a new store
    const { id, token } = await fixtureCompany('Max');
    await systemEm(server.orm).nativeUpdate(Operator, { company: id, name: 'Kena' }, { isActive: false });
    const inactive = await api('POST', '/stores', token, storeBody({ operators_telecom: ['Kena'] }));
    expectValidationErrors(inactive, { operators_telecom: fillMessage(MSG.storeOperatorNotAvailable, { names: 'Kena' }) });
  });

  it('lets the superadmin create in any company, naming it', async () => {
    const missing = await api('POST', '/stores', tokens.superadmin, storeBody());
    expectValidationErrors(missing, { company_id: MSG.companyRequired });
    const unknown = await api('POST', '/stores', tokens.superadmin, storeBody({ company_id: 999_999 }));
    expectValidationErrors(unknown, { company_id: MSG.companyRequired });
    const empty = await api('POST', '/stores', tokens.superadmin, storeBody({ company_id: '' }));
    expectValidationErrors(empty, { company_id: MSG.companyRequired });
    await setPlan(company.rivale, 'Max');
    try {
      const res = await api('POST', '/stores', tokens.superadmin, storeBody({ company_id: company.rivale, province: 'TO', postal_code: '10121' }));
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ company_id: company.rivale, company_name: 'Rivale Mobile S.r.l.', code: 'TO-002' });
      await api('DELETE', `/stores/${(res.body.data as StoreDto).id}`, tokens.superadmin);
    } finally {
      await setPlan(company.rivale, 'Single');
    }
  });

  it('refuses the superadmin a company that is suspended or deactivated (422 on company_id)', async () => {
    for (const fields of [{ status: 'suspended' as const }, { isActive: false }]) {
      const { id } = await createCompany(server.orm, fields);
      const res = await api('POST', '/stores', tokens.superadmin, storeBody({ company_id: id }));
      expectValidationErrors(res, { company_id: MSG.companyNotOperational });
      expect(await systemEm(server.orm).count(Store, { company: id })).toBe(0);
    }
  });

  it('refuses an entrepreneur another company than its current one, even one it holds', async () => {
    for (const other of [company.sud, company.rivale]) {
      const res = await api('POST', '/stores', tokens.entrepreneur, storeBody({ company_id: other }));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: MSG.companyNotCurrent });
    }
    const own = await api('POST', '/stores', tokens.entrepreneur, storeBody({ company_id: company.demo }));
    expect(own.status).toBe(201);
    await api('DELETE', `/stores/${(own.body.data as StoreDto).id}`, tokens.entrepreneur);
  });

  it('refuses managers and consultants', async () => {
    for (const token of [tokens.manager, tokens.consultant]) {
      const res = await api('POST', '/stores', token, storeBody());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: MSG.forbidden });
    }
  });

  it('enforces the plan: a Single company cannot open a second store (409), Max (-1) has no limit', async () => {
    // Sud is on Single with its one store; the entrepreneur works there after a switch
    const switched = await server.request('POST', '/api/users/switch-company', {
      token: (await server.login('imprenditore@banco.demo')).access_token,
      body: { company_id: company.sud },
    });
    const sudToken = (switched.body.data as LoginResult).access_token;
    const before = await systemEm(server.orm).count(Store, { company: company.sud });
    const res = await api('POST', '/stores', sudToken, storeBody({ operators_energy: [] }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: planLimitMessage('stores', 'Single', 1) });
    const bySuperadmin = await api('POST', '/stores', tokens.superadmin, storeBody({ company_id: company.sud }));
    expect(bySuperadmin.status).toBe(409);
    expect(await systemEm(server.orm).count(Store, { company: company.sud })).toBe(before);

    const single = await fixtureCompany('Single');
    expect((await listStores(single.token)).permissions.create_blocked_reason).toBeNull();
    expect((await api('POST', '/stores', single.token, storeBody())).status).toBe(201);
    // the list says so before the work: 'Nuovo Negozio' is disabled with this reason
    expect((await listStores(single.token)).permissions.create_blocked_reason).toBe(planLimitMessage('stores', 'Single', 1));
    expect((await api('POST', '/stores', single.token, storeBody())).status).toBe(409);

    const max = await fixtureCompany('Max');
    for (let i = 0; i < 7; i += 1) {
      expect((await api('POST', '/stores', max.token, storeBody({ name: `Negozio ${i}` }))).status).toBe(201);
    }
    expect((await listStores(max.token)).pagination.total).toBe(7);
    expect((await listStores(max.token)).permissions.create_blocked_reason).toBeNull();
  });

  it('makes one store of two identical creations sent at once (a double submit); the other gets the name message', async () => {
    const { id, token } = await fixtureCompany('Max');
    const body = storeBody({ name: 'Negozio Doppio' });
    const answers = await Promise.all([api('POST', '/stores', token, body), api('POST', '/stores', token, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    const refused = answers.find((res) => res.status === 422);
    if (refused) expectValidationErrors(refused, { name: MSG.storeNameTaken });
    // a retry after a lost reply, in another case, is the same store again
    expectValidationErrors(await api('POST', '/stores', token, { ...body, name: ' NEGOZIO doppio ' }), { name: MSG.storeNameTaken });
    expect(await systemEm(server.orm).count(Store, { company: id })).toBe(1);
    // another company may use the name
    const other = await fixtureCompany('Max');
    expect((await api('POST', '/stores', other.token, body)).status).toBe(201);
  });
});

describe('PUT /api/stores/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = await fixtureStore(company.demo, { assign: [userId.manager] });
  });
  afterAll(() => dropStore(id));

  it('updates every field and the status, writing the changes to the audit trail', async () => {
    const res = await api(
      'PUT',
      `/stores/${id}`,
      tokens.entrepreneur,
      storeBody({ name: 'Negozio Rinnovato', status: 'maintenance', whatsapp_enabled: true, whatsapp_number: '+390212345678' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.storeUpdated);
    expect(res.body.data).toMatchObject({
      id,
      code: expect.stringMatching(/^FX-/),
      name: 'Negozio Rinnovato',
      status: 'maintenance',
      is_active: false,
      province: 'MB',
      operators_telecom: ['TIM', 'Fastweb'],
      whatsapp_number: '+390212345678',
    });
    const [audit] = await auditRows('Store', id, 'updated');
    expect(audit?.changes).toMatchObject({
      name: { from: expect.stringMatching(/^Fixture/), to: 'Negozio Rinnovato' },
      status: { from: 'active', to: 'maintenance' },
      operators_telecom: { from: ['TIM'], to: ['TIM', 'Fastweb'] },
    });
  });

  it('keeps the status when it is not sent (wizard edit) and writes no audit row when nothing changes', async () => {
    const same = storeBody({ name: 'Negozio Rinnovato', whatsapp_enabled: true, whatsapp_number: '+390212345678' });
    const before = (await auditRows('Store', id)).length;
    const res = await api('PUT', `/stores/${id}`, tokens.entrepreneur, same);
    expect(res.status).toBe(200);
    expect((res.body.data as StoreDto).status).toBe('maintenance');
    expect((await auditRows('Store', id)).length).toBe(before);
  });

  it('refuses the name of another store of the company, in any case, changing nothing', async () => {
    const sibling = await fixtureStore(company.demo, { name: 'Negozio Gemello' });
    const before = (await dataOf<StoreDto>('GET', `/stores/${id}`, tokens.entrepreneur)).name;
    expectValidationErrors(await api('PUT', `/stores/${id}`, tokens.entrepreneur, storeBody({ name: 'negozio gemello' })), { name: MSG.storeNameTaken });
    expect((await dataOf<StoreDto>('GET', `/stores/${id}`, tokens.entrepreneur)).name).toBe(before);
    await dropStore(sibling);
  });

  it('refuses a manager the name of a store of its company it cannot see, changing nothing', async () => {
    const make = factories(server);
    const owned = await make.ownedCompany();
    const hidden = await make.store(owned.company.id, { name: 'Negozio Nascosto' });
    // the manager does not see the other store: its list holds only its own
    expect((await listStores(owned.managerToken)).stores.map((s) => s.id)).toEqual([owned.store.id]);

    const res = await api('PUT', `/stores/${owned.store.id}`, owned.managerToken, storeBody({ name: 'NEGOZIO nascosto' }));
    expectValidationErrors(res, { name: MSG.storeNameTaken });
    expect((await dataOf<StoreDto>('GET', `/stores/${owned.store.id}`, owned.managerToken)).name).toBe(owned.store.name);
    expect((await dataOf<StoreDto>('GET', `/stores/${hidden.id}`, owned.token)).name).toBe('Negozio Nascosto');
    expect(await auditRows('Store', owned.store.id, 'updated')).toEqual([]);
  });

  it('requires a telecom provider and the edit form fields', async () => {
    const res = await api('PUT', `/stores/${id}`, tokens.entrepreneur, {
      ...storeBody({ operators_telecom: [], operators_energy: ['Edison'] }),
      status: 'chiuso',
      name: ' ',
      postal_code: 'ABCDE',
    });
    expectValidationErrors(res, {
      name: MSG.storeNameRequired,
      postal_code: MSG.postalCodeInvalid,
      status: MSG.storeStatusInvalid,
      operators_telecom: MSG.storeTelecomRequired,
    });
    expect(MSG.storeTelecomRequired).toBe('Seleziona almeno un fornitore telecom');
  });

  it('keeps a provider the store already has after it was switched off, but refuses adding it', async () => {
    const em = systemEm(server.orm);
    await em.nativeUpdate(Operator, { company: company.demo, name: 'Kena' }, { isActive: false });
    try {
      const store = await fixtureStore(company.demo);
      await em.nativeUpdate(Store, { id: store }, { operatorsTelecom: ['TIM', 'Kena'] });
      const keep = await api('PUT', `/stores/${store}`, tokens.entrepreneur, storeBody({ operators_telecom: ['TIM', 'Kena'] }));
      expect(keep.status).toBe(200);
      await dropStore(store);
      const add = await api('PUT', `/stores/${id}`, tokens.entrepreneur, storeBody({ operators_telecom: ['Kena'] }));
      expectValidationErrors(add, { operators_telecom: fillMessage(MSG.storeOperatorNotAvailable, { names: 'Kena' }) });
    } finally {
      await em.nativeUpdate(Operator, { company: company.demo, name: 'Kena' }, { isActive: true });
    }
  });

  it('lets a manager edit its own store only; a consultant never', async () => {
    expect((await api('PUT', `/stores/${id}`, tokens.manager, storeBody({ name: 'Dal Manager' }))).status).toBe(200);
    expect((await api('PUT', `/stores/${storeId.roma}`, tokens.manager, storeBody())).status).toBe(404);
    const consultant = await api('PUT', `/stores/${storeId.milano}`, tokens.consultant, storeBody());
    expect(consultant.status).toBe(403);
    expect(consultant.body).toEqual({ success: false, error: MSG.forbidden });
  });
});

describe('DELETE /api/stores/{id}', () => {
  it('removes the store with its staff assignments and codes, audited; then it is gone', async () => {
    const id = await fixtureStore(company.demo, { assign: [userId.consultant] });
    await fixtureCode(id, company.demo);
    const res = await api('DELETE', `/stores/${id}`, tokens.entrepreneur);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: MSG.storeDeleted });
    expect((await api('GET', `/stores/${id}`, tokens.entrepreneur)).status).toBe(404);
    const em = systemEm(server.orm);
    expect(await em.count(UserStore, { store: id })).toBe(0);
    expect(await em.count(ActivationCode, { store: id })).toBe(0);
    // the consultant keeps working in its other store
    expect((await listStores(tokens.consultant)).stores.map((s) => s.code)).toEqual(['MI-001']);
    const [audit] = await auditRows('Store', id, 'deleted');
    expect(audit?.changes).toMatchObject({ staff_assignments: { from: 1, to: 0 }, activation_codes: { from: 1, to: 0 } });
    expect(audit?.user?.id).toBe(userId.entrepreneur);
  });

  it('answers 404 for another company\'s store and for ids that do not exist, 422 for a malformed id, deleting nothing', async () => {
    for (const path of [`/stores/${storeId.torino}`, '/stores/999999']) {
      const res = await api('DELETE', path, tokens.entrepreneur);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ success: false, error: MSG.storeNotFound });
    }
    for (const path of ['/stores/abc', '/stores/0']) {
      const res = await api('DELETE', path, tokens.entrepreneur);
      expect(res.status, path).toBe(422);
      expect(res.body).toEqual({ success: false, error: MSG.validationFailed, validation_errors: { id: 'ID non valido' } });
    }
    expect(await systemEm(server.orm).count(Store, { id: storeId.torino })).toBe(1);
  });
});

describe('staff and assigned users', () => {
  it('lists the staff of a store with its manager; superadmins never appear', async () => {
    await assign(storeId.milano, userId.superadmin, company.demo);
    try {
      const data = await dataOf<StoreStaffData>('GET', `/stores/${storeId.milano}/staff`, tokens.consultant);
      expect(data.staff).toEqual([
        { id: userId.manager, first_name: 'Giulia', last_name: 'Verdi', role: 'manager', phone: null, email: 'manager@banco.demo', assigned_at: expect.any(String) },
        { id: userId.consultant, first_name: 'Luca', last_name: 'Esposito', role: 'consultant', phone: null, email: 'consulente@banco.demo', assigned_at: expect.any(String) },
      ]);
      expect(data.manager).toEqual({ id: userId.manager, first_name: 'Giulia', last_name: 'Verdi', email: 'manager@banco.demo' });
      const users = await dataOf<StoreUserDto[]>('GET', `/stores/${storeId.milano}/users`, tokens.manager);
      expect(users.map((u) => [u.id, u.is_manager, u.is_active])).toEqual([
        [userId.manager, true, true],
        [userId.consultant, false, true],
      ]);
    } finally {
      await systemEm(server.orm).nativeDelete(UserStore, { store: storeId.milano, user: userId.superadmin });
    }
  });

  it('assigns managers and consultants of the store\'s company; the first manager becomes the store\'s manager', async () => {
    const store = await fixtureStore(company.demo);
    const consultant = await createUser(server.orm, { role: 'consultant', companyId: company.demo });
    const manager = await createUser(server.orm, { role: 'manager', companyId: company.demo });
    const res = await api('POST', `/stores/${store}/users`, tokens.entrepreneur, { user_id: consultant.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.storeUserAssigned);
    expect((res.body.data as StoreUserDto[]).map((u) => u.id)).toEqual([consultant.id]);

    const again = await api('POST', `/stores/${store}/users`, tokens.entrepreneur, { user_id: consultant.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: MSG.storeUserAlreadyAssigned });

    expect((await api('POST', `/stores/${store}/users`, tokens.entrepreneur, { user_id: manager.id })).status).toBe(200);
    const shown = await dataOf<StoreDto>('GET', `/stores/${store}`, tokens.entrepreneur);
    expect(shown).toMatchObject({ manager_id: manager.id, manager_name: 'Test Utente', staff_count: 2 });
    expect((await auditRows('Store', store, 'user_assigned')).map((row) => row.changes)).toEqual([
      { user_id: { from: null, to: consultant.id } },
      { user_id: { from: null, to: manager.id }, manager_id: { from: null, to: manager.id } },
    ]);

    // the new consultant now works there
    const consultantToken = (await server.login(consultant.email)).access_token;
    expect((await listStores(consultantToken)).stores.map((s) => s.id)).toEqual([store]);
  });

  it('refuses entrepreneurs, other companies\' users and unknown users', async () => {
    const store = await fixtureStore(company.demo);
    const sudConsultant = await createUser(server.orm, { role: 'consultant', companyId: company.sud });
    const rivalConsultant = await createUser(server.orm, { role: 'consultant', companyId: company.rivale });
    const entrepreneur = await api('POST', `/stores/${store}/users`, tokens.entrepreneur, { user_id: userId.entrepreneur });
    expectValidationErrors(entrepreneur, { user_id: MSG.storeUserNotAssignable });
    // the superadmin sees every user, yet a user of another company cannot work in this store
    const sud = await api('POST', `/stores/${store}/users`, tokens.superadmin, { user_id: sudConsultant.id });
    expectValidationErrors(sud, { user_id: MSG.storeUserNotAssignable });
    for (const user of [rivalConsultant.id, 999_999]) {
      const res = await api('POST', `/stores/${store}/users`, tokens.entrepreneur, { user_id: user });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: MSG.userNotFound });
    }
    expectValidationErrors(await api('POST', `/stores/${store}/users`, tokens.entrepreneur, {}), { user_id: MSG.storeUserRequired });
    expect(await systemEm(server.orm).count(UserStore, { store })).toBe(0);
  });

  it('removes an assignment; removing the manager hands the store to the next active manager, or to none', async () => {
    const managerA = await createUser(server.orm, { role: 'manager', companyId: company.demo });
    const managerB = await createUser(server.orm, { role: 'manager', companyId: company.demo });
    const store = await fixtureStore(company.demo);
    // each manager also works in another store: a removal never leaves a user without one
    for (const manager of [managerA, managerB]) await assign(await fixtureStore(company.demo), manager.id, company.demo);
    await api('POST', `/stores/${store}/users`, tokens.entrepreneur, { user_id: managerA.id });
    await api('POST', `/stores/${store}/users`, tokens.entrepreneur, { user_id: managerB.id });
    const res = await api('DELETE', `/stores/${store}/users/${managerA.id}`, tokens.entrepreneur);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.storeUserRemoved);
    expect((res.body.data as StoreUserDto[]).map((u) => [u.id, u.is_manager])).toEqual([[managerB.id, true]]);
    await api('DELETE', `/stores/${store}/users/${managerB.id}`, tokens.entrepreneur);
    expect(await dataOf<StoreDto>('GET', `/stores/${store}`, tokens.entrepreneur)).toMatchObject({ manager_id: null, manager_name: null, staff_count: 0 });
    const audit = await auditRows('Store', store, 'user_unassigned');
    expect(audit.map((row) => row.changes)).toEqual([
      { user_id: { from: managerA.id, to: null }, manager_id: { from: managerA.id, to: managerB.id } },
      { user_id: { from: managerB.id, to: null }, manager_id: { from: managerB.id, to: null } },
    ]);
    const missing = await api('DELETE', `/stores/${store}/users/${managerA.id}`, tokens.entrepreneur);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: MSG.storeUserNotAssigned });
  });

  it("keeps the users module's rules: no user without a store, no supervisor away from its consultants, no inactive store manager", async () => {
    const store = await fixtureStore(company.demo);
    const other = await fixtureStore(company.demo);
    const manager = await createUser(server.orm, { role: 'manager', companyId: company.demo });
    await assign(store, manager.id, company.demo);
    // a consultant of this store only, supervised by the manager
    const consultant = await createUser(server.orm, { role: 'consultant', companyId: company.demo });
    await assign(store, consultant.id, company.demo);
    await systemEm(server.orm).nativeUpdate(User, { id: consultant.id }, { manager: manager.id });
    const last = await api('DELETE', `/stores/${store}/users/${consultant.id}`, tokens.entrepreneur);
    expect([last.status, last.body.error]).toEqual([409, MSG.userStoresRequired]);
    // the manager in another store too: leaving this one would leave its consultant without it
    await assign(other, manager.id, company.demo);
    const supervisor = await api('DELETE', `/stores/${store}/users/${manager.id}`, tokens.entrepreneur);
    expect([supervisor.status, supervisor.body.error]).toEqual([409, MSG.userManagerStillSupervises]);
    // the consultant in the other store too, without its manager there: it may not leave the store they share
    const away = await fixtureStore(company.demo);
    await assign(away, consultant.id, company.demo);
    const stranded = await api('DELETE', `/stores/${store}/users/${consultant.id}`, tokens.entrepreneur);
    expect([stranded.status, stranded.body.error]).toEqual([409, MSG.userManagerNoSharedStore]);
    // an inactive manager never becomes a store's manager
    const inactive = await createUser(server.orm, { role: 'manager', companyId: company.demo, isActive: false });
    const fresh = await fixtureStore(company.demo);
    await api('POST', `/stores/${fresh}/users`, tokens.entrepreneur, { user_id: inactive.id });
    expect(await dataOf<StoreDto>('GET', `/stores/${fresh}`, tokens.entrepreneur)).toMatchObject({ manager_id: null });
  });

  it("lets a manager staff its own store with consultants of its stores only, never other managers, and not remove itself", async () => {
    const consultant = await createUser(server.orm, { role: 'consultant', companyId: company.demo });
    expect((await api('POST', `/stores/${storeId.milano}/users`, tokens.manager, { user_id: consultant.id })).status).toBe(200);
    // its only store: it stays
    const last = await api('DELETE', `/stores/${storeId.milano}/users/${consultant.id}`, tokens.manager);
    expect([last.status, last.body.error]).toEqual([409, MSG.userStoresRequired]);
    const self = await api('DELETE', `/stores/${storeId.milano}/users/${userId.manager}`, tokens.manager);
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ success: false, error: MSG.storeUserSelfRemoval });
    expect((await api('POST', `/stores/${storeId.roma}/users`, tokens.manager, { user_id: consultant.id })).status).toBe(404);
    // another manager, or a consultant of a store it does not run: not its to move
    const otherManager = await createUser(server.orm, { role: 'manager', companyId: company.demo });
    expect((await api('POST', `/stores/${storeId.milano}/users`, tokens.manager, { user_id: otherManager.id })).status).toBe(403);
    const elsewhere = await createUser(server.orm, { role: 'consultant', companyId: company.demo });
    await assign(storeId.roma, elsewhere.id, company.demo);
    expect((await api('POST', `/stores/${storeId.milano}/users`, tokens.manager, { user_id: elsewhere.id })).status).toBe(403);
  });
});

describe('stats, available operators and my stores', () => {
  it('counts staff, providers and codes of a store', async () => {
    const store = await fixtureStore(company.demo, { assign: [userId.manager, userId.consultant] });
    const em = systemEm(server.orm);
    await fixtureCode(store, company.demo);
    const expired = await fixtureCode(store, company.demo);
    const inactive = await fixtureCode(store, company.demo);
    await em.nativeUpdate(ActivationCode, { id: expired }, { validUntil: '2020-12-31' });
    await em.nativeUpdate(ActivationCode, { id: inactive }, { isActive: false });
    expect(await dataOf<StoreStats>('GET', `/stores/${store}/stats`, tokens.entrepreneur)).toEqual({
      staff_count: 2,
      managers_count: 1,
      consultants_count: 1,
      customers_count: 0,
      operators_count: 1,
      activation_codes_count: 3,
      active_codes_count: 1,
      expired_codes_count: 1,
    });
    await dropStore(store);
  });

  it('groups the current company\'s active operators; the superadmin names the company', async () => {
    const { id, token } = await fixtureCompany('Multi');
    const em = systemEm(server.orm);
    await em.nativeUpdate(Operator, { company: id, name: { $in: ['Fastweb', 'Hera'] } }, { isActive: false });
    em.create(Operator, { company: em.getReference(Company, id), name: 'Linkem', category: 'fixed_line', isActive: true });
    await em.flush();
    const expected = {
      telecom: ['ho. Mobile', 'Iliad', 'Kena', 'Linkem', 'PosteMobile', 'TIM', 'Vodafone', 'WindTre'],
      energy: ['A2A', 'Edison', 'Enel Energia'],
      mobility: ['Be Charge', 'Enel X Way'],
    };
    expect(await dataOf<AvailableOperators>('GET', '/stores/available-operators', token)).toEqual(expected);
    expect(await dataOf<AvailableOperators>('GET', `/stores/available-operators?company_id=${id}`, tokens.superadmin)).toEqual(expected);
    const foreign = await api('GET', `/stores/available-operators?company_id=${id}`, tokens.entrepreneur);
    expect(foreign.status).toBe(403);
  });

  it('lists the caller\'s stores: assigned ones, or every store of the company', async () => {
    const codes = async (token: string) => (await dataOf<StoreSummary[]>('GET', '/stores/my-stores', token)).map((s) => s.code);
    expect(await codes(tokens.manager)).toEqual(['MI-001']);
    expect(await codes(tokens.consultant)).toEqual(['MI-001']);
    const extra = await fixtureStore(company.demo, { assign: [userId.consultant], name: 'Aaa Primo Negozio' });
    expect(await codes(tokens.consultant)).toEqual([expect.stringMatching(/^FX-/), 'MI-001']);
    expect(await codes(tokens.manager)).toEqual(['MI-001']);
    await dropStore(extra);
    const entrepreneur = await codes(tokens.entrepreneur);
    expect(entrepreneur).toEqual(expect.arrayContaining(['MI-001', 'RM-001']));
    expect(entrepreneur).not.toContain('NA-001');
    expect(entrepreneur).not.toContain('TO-001');
    expect(await codes(tokens.superadmin)).toEqual(expect.arrayContaining(['MI-001', 'RM-001', 'NA-001', 'TO-001']));
    const [summary] = await dataOf<StoreSummary[]>('GET', '/stores/my-stores', tokens.manager);
    expect(summary).toEqual({
      id: storeId.milano,
      code: 'MI-001',
      name: 'Demo Telefonia Milano',
      city: 'Milano',
      province: 'MI',
      status: 'active',
      company_id: company.demo,
      company_name: 'Demo Telefonia S.r.l.',
    });
  });
});

describe('activation codes', () => {
  let store: number;
  beforeAll(async () => {
    store = await fixtureStore(company.demo);
    await systemEm(server.orm).nativeUpdate(Store, { id: store }, { operatorsTelecom: ['TIM', 'Vodafone'], operatorsEnergy: ['Edison'] });
  });

  it('creates and updates in one call (upsert), audited, and lists them', async () => {
    const created = await api('POST', `/stores/${store}/activation-codes`, tokens.entrepreneur, {
      codes: [
        { operator: 'TIM', agent_code: 'AG-77', dealer_code: 'DL-1', activation_code: 'ACT-9', valid_from: '2025-01-01', valid_until: '2099-12-31', notes: 'Codice principale' },
        { operator: 'Edison', agent_code: '', activation_code: 'ED-1', is_active: false, valid_until: '2021-06-30' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe(MSG.activationCodesSaved);
    const list = created.body.data as ActivationCodeDto[];
    expect(list).toEqual([
      {
        id: expect.any(Number),
        store_id: store,
        operator: 'Edison',
        agent_code: null,
        dealer_code: null,
        activation_code: 'ED-1',
        is_active: false,
        valid_from: null,
        valid_until: '2021-06-30',
        is_expired: true,
        notes: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      expect.objectContaining({ operator: 'TIM', agent_code: 'AG-77', dealer_code: 'DL-1', activation_code: 'ACT-9', is_active: true, valid_from: '2025-01-01', valid_until: '2099-12-31', is_expired: false, notes: 'Codice principale' }),
    ]);
    const tim = list.find((code) => code.operator === 'TIM') as ActivationCodeDto;
    const edison = list.find((code) => code.operator === 'Edison') as ActivationCodeDto;

    // a bare list works too: TIM is updated, Vodafone created, Edison untouched
    const upsert = await api('POST', `/stores/${store}/activation-codes`, tokens.entrepreneur, [
      { id: tim.id, operator: 'TIM', agent_code: 'AG-78', valid_from: '2025-01-01', valid_until: '2099-12-31', activation_code: 'ACT-9', dealer_code: 'DL-1', notes: 'Codice principale' },
      { operator: 'Vodafone', dealer_code: 'VF-3' },
    ]);
    expect(upsert.status).toBe(200);
    const after = await dataOf<ActivationCodeDto[]>('GET', `/stores/${store}/activation-codes`, tokens.superadmin);
    expect(after.map((code) => [code.operator, code.agent_code ?? code.dealer_code])).toEqual([
      ['Edison', null],
      ['TIM', 'AG-78'],
      ['Vodafone', 'VF-3'],
    ]);
    expect((await auditRows('ActivationCode', tim.id)).map((row) => [row.action, row.changes])).toEqual([
      ['created', expect.objectContaining({ operator: { from: null, to: 'TIM' } })],
      ['updated', { agent_code: { from: 'AG-77', to: 'AG-78' } }],
    ]);
    expect(await auditRows('ActivationCode', edison.id, 'updated')).toEqual([]);
  });

  it('answers validation errors keyed by position, and writes nothing', async () => {
    const before = await systemEm(server.orm).count(ActivationCode, { store });
    const res = await api('POST', `/stores/${store}/activation-codes`, tokens.entrepreneur, {
      codes: [
        { operator: 'TIM', activation_code: '   ' },
        { operator: '', agent_code: 'AG-1' },
        { operator: 'TIM', agent_code: 'AG-1', valid_from: '2025-05-01', valid_until: '2025-04-30' },
        { operator: 'TIM', dealer_code: 'DL-1', valid_from: '31/12/2025' },
      ],
    });
    expectValidationErrors(res, {
      'codes.0.activation_code': MSG.activationCodeEmpty,
      'codes.1.operator': MSG.activationCodeOperatorRequired,
      'codes.2.valid_until': MSG.activationCodeValidUntilBeforeFrom,
      'codes.3.valid_from': MSG.activationCodeDateInvalid,
    });
    expect(MSG.activationCodeOperatorRequired).toBe('Operatore richiesto');
    const notEnabled = await api('POST', `/stores/${store}/activation-codes`, tokens.entrepreneur, { codes: [{ operator: 'TIM', agent_code: 'AG-1' }, { operator: 'Iliad', agent_code: 'AG-2' }] });
    expectValidationErrors(notEnabled, { 'codes.1.operator': MSG.activationCodeOperatorNotEnabled });
    expect(await systemEm(server.orm).count(ActivationCode, { store })).toBe(before);
  });

  it('refuses the id of another store\'s code (404)', async () => {
    const foreign = await fixtureCode(storeId.roma, company.demo);
    const res = await api('POST', `/stores/${store}/activation-codes`, tokens.entrepreneur, { codes: [{ id: foreign, operator: 'TIM', agent_code: 'AG-1' }] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: MSG.activationCodeNotFound });
    const del = await api('DELETE', `/stores/${store}/activation-codes/${foreign}`, tokens.entrepreneur);
    expect(del.status).toBe(404);
  });

  it('deletes a code, audited', async () => {
    const code = await fixtureCode(store, company.demo, 'Vodafone');
    const res = await api('DELETE', `/stores/${store}/activation-codes/${code}`, tokens.entrepreneur);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: MSG.activationCodeDeleted });
    expect(await systemEm(server.orm).count(ActivationCode, { id: code })).toBe(0);
    const [audit] = await auditRows('ActivationCode', code, 'deleted');
    expect(audit?.changes).toMatchObject({ operator: { from: 'Vodafone', to: null }, store_id: { from: store, to: null } });
    expect((await api('DELETE', `/stores/${store}/activation-codes/${code}`, tokens.entrepreneur)).status).toBe(404);
  });
});

// ------------------------------------------------------------------------------------------------
// Permission matrix: 4 roles × every store action × (own store / other store of own company /
// store of another company). 'Own' is a store the manager and the consultant are assigned to;
// for superadmin and entrepreneur own and other are both stores of Demo Telefonia.
// Every cell runs on fresh fixtures, removed afterwards.

type MatrixRole = 'superadmin' | 'entrepreneur' | 'manager' | 'consultant';
type Target = 'own' | 'other' | 'rival';
type Action =
  | 'list'
  | 'my-stores'
  | 'show'
  | 'create'
  | 'update'
  | 'delete'
  | 'staff'
  | 'stats'
  | 'users:get'
  | 'users:post'
  | 'users:delete'
  | 'codes:get'
  | 'codes:post'
  | 'codes:delete'
  | 'available-operators';
/** A status, or for the lists whether the target store is in them. */
type Outcome = number | 'listed' | 'hidden';

const ACTIONS: Action[] = [
  'list',
  'my-stores',
  'show',
  'create',
  'update',
  'delete',
  'staff',
  'stats',
  'users:get',
  'users:post',
  'users:delete',
  'codes:get',
  'codes:post',
  'codes:delete',
  'available-operators',
];

/** [own, other, rival] */
const MATRIX: Record<MatrixRole, Record<Action, [Outcome, Outcome, Outcome]>> = {
  superadmin: {
    list: ['listed', 'listed', 'listed'],
    'my-stores': ['listed', 'listed', 'listed'],
    show: [200, 200, 200],
    create: [201, 201, 201],
    update: [200, 200, 200],
    delete: [200, 200, 200],
    staff: [200, 200, 200],
    stats: [200, 200, 200],
    'users:get': [200, 200, 200],
    'users:post': [200, 200, 200],
    'users:delete': [200, 200, 200],
    'codes:get': [200, 200, 200],
    'codes:post': [200, 200, 200],
    'codes:delete': [200, 200, 200],
    'available-operators': [200, 200, 200],
  },
  entrepreneur: {
    list: ['listed', 'listed', 'hidden'],
    'my-stores': ['listed', 'listed', 'hidden'],
    show: [200, 200, 404],
    create: [201, 201, 403],
    update: [200, 200, 404],
    delete: [200, 200, 404],
    staff: [200, 200, 404],
    stats: [200, 200, 404],
    'users:get': [200, 200, 404],
    'users:post': [200, 200, 404],
    'users:delete': [200, 200, 404],
    'codes:get': [200, 200, 404],
    'codes:post': [200, 200, 404],
    'codes:delete': [200, 200, 404],
    'available-operators': [200, 200, 403],
  },
  manager: {
    list: ['listed', 'hidden', 'hidden'],
    'my-stores': ['listed', 'hidden', 'hidden'],
    show: [200, 404, 404],
    create: [403, 403, 403],
    update: [200, 404, 404],
    delete: [403, 403, 403],
    staff: [200, 404, 404],
    stats: [200, 404, 404],
    'users:get': [200, 404, 404],
    'users:post': [200, 404, 404],
    'users:delete': [200, 404, 404],
    'codes:get': [200, 404, 404],
    'codes:post': [200, 404, 404],
    'codes:delete': [200, 404, 404],
    'available-operators': [200, 200, 403],
  },
  consultant: {
    list: ['listed', 'hidden', 'hidden'],
    'my-stores': ['listed', 'hidden', 'hidden'],
    show: [200, 404, 404],
    create: [403, 403, 403],
    update: [403, 403, 403],
    delete: [403, 403, 403],
    staff: [200, 404, 404],
    stats: [200, 404, 404],
    'users:get': [200, 404, 404],
    'users:post': [403, 403, 403],
    'users:delete': [403, 403, 403],
    'codes:get': [200, 404, 404],
    'codes:post': [403, 403, 403],
    'codes:delete': [403, 403, 403],
    'available-operators': [200, 200, 403],
  },
};

const TARGETS: Target[] = ['own', 'other', 'rival'];

describe('permission matrix', () => {
  let baseline: number[] = [];

  beforeAll(async () => {
    // unlimited plans, so that the fixtures never hit a limit: limits have their own tests
    await setPlan(company.demo, 'Max');
    await setPlan(company.rivale, 'Max');
    baseline = (await systemEm(server.orm).find(Store, {}, { fields: ['id'] })).map((s) => s.id);
  });
  afterEach(async () => {
    await systemEm(server.orm).nativeDelete(Store, { id: { $nin: baseline } });
  });
  afterAll(async () => {
    await setPlan(company.demo, 'Multi');
    await setPlan(company.rivale, 'Single');
  });

  async function run(role: MatrixRole, action: Action, target: Target): Promise<Outcome> {
    const token = tokens[role];
    const companyId = target === 'rival' ? company.rivale : company.demo;
    const store = await fixtureStore(companyId, { assign: target === 'own' ? [userId.manager, userId.consultant] : [] });
    const status = async (method: Method, path: string, body?: unknown) => (await api(method, path, token, body)).status;
    const listed = (ids: number[]): Outcome => (ids.includes(store) ? 'listed' : 'hidden');
    switch (action) {
      case 'list':
        return listed((await listStores(token, '?per_page=100&search=Fixture')).stores.map((s) => s.id));
      case 'my-stores':
        return listed((await dataOf<StoreSummary[]>('GET', '/stores/my-stores', token)).map((s) => s.id));
      case 'show':
        return status('GET', `/stores/${store}`);
      case 'create':
        return status('POST', '/stores', storeBody({ company_id: companyId, operators_energy: [] }));
      case 'update':
        return status('PUT', `/stores/${store}`, storeBody({ operators_energy: [] }));
      case 'delete':
        return status('DELETE', `/stores/${store}`);
      case 'staff':
        return status('GET', `/stores/${store}/staff`);
      case 'stats':
        return status('GET', `/stores/${store}/stats`);
      case 'users:get':
        return status('GET', `/stores/${store}/users`);
      case 'users:post': {
        const user = await createUser(server.orm, { role: 'consultant', companyId });
        return status('POST', `/stores/${store}/users`, { user_id: user.id });
      }
      case 'users:delete': {
        // a consultant of this store and of another one of the caller's (a removal never leaves a user without a store)
        const user = await createUser(server.orm, { role: 'consultant', companyId });
        await assign(store, user.id, companyId);
        await assign(await fixtureStore(companyId, { assign: target === 'own' ? [userId.manager] : [] }), user.id, companyId);
        return status('DELETE', `/stores/${store}/users/${user.id}`);
      }
      case 'codes:get':
        return status('GET', `/stores/${store}/activation-codes`);
      case 'codes:post':
        return status('POST', `/stores/${store}/activation-codes`, { codes: [{ operator: 'TIM', agent_code: 'MX-1' }] });
      case 'codes:delete':
        return status('DELETE', `/stores/${store}/activation-codes/${await fixtureCode(store, companyId)}`);
      case 'available-operators':
        return status('GET', `/stores/available-operators?company_id=${companyId}`);
    }
  }

  describe.each(Object.keys(MATRIX) as MatrixRole[])('%s', (role) => {
    const cells = ACTIONS.flatMap((action) => TARGETS.map((target, index) => [action, target, MATRIX[role][action][index]] as const));
    it.each(cells)('%s on %s store → %s', async (action, target, expected) => {
      expect(await run(role, action, target)).toBe(expected);
    });
  });
});

describe('foreign and unknown ids', () => {
  const paths = (id: string) => [
    ['GET', `/stores/${id}`],
    ['PUT', `/stores/${id}`],
    ['DELETE', `/stores/${id}`],
    ['GET', `/stores/${id}/staff`],
    ['GET', `/stores/${id}/stats`],
    ['GET', `/stores/${id}/users`],
    ['POST', `/stores/${id}/users`],
    ['DELETE', `/stores/${id}/users/1`],
    ['GET', `/stores/${id}/activation-codes`],
    ['POST', `/stores/${id}/activation-codes`],
    ['DELETE', `/stores/${id}/activation-codes/1`],
  ] as const;

  const bodyFor = (method: string, path: string) =>
    method === 'PUT' ? storeBody() : method === 'POST' ? (path.endsWith('users') ? { user_id: userId.consultant } : { codes: [] }) : undefined;

  it('answers 404 MSG.storeNotFound to the entrepreneur for a rival store and for ids that do not exist', async () => {
    for (const id of [String(storeId.torino), '999999']) {
      for (const [method, path] of paths(id)) {
        const res = await api(method, path, tokens.entrepreneur, bodyFor(method, path));
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body, `${method} ${path}`).toEqual({ success: false, error: MSG.storeNotFound });
      }
    }
  });

  it('answers 422 on the id for a malformed store id, as for any bad input', async () => {
    for (const id of ['abc', '-1', '99999999999']) {
      for (const [method, path] of paths(id)) {
        const res = await api(method, path, tokens.entrepreneur, bodyFor(method, path));
        expect(res.status, `${method} ${path}`).toBe(422);
        expect(res.body, `${method} ${path}`).toEqual({ success: false, error: MSG.validationFailed, validation_errors: { id: 'ID non valido' } });
      }
    }
  });

  it('answers 401 without a token', async () => {
    for (const [method, path] of [['GET', '/api/stores'], ['GET', `/api/stores/${storeId.milano}`], ['POST', '/api/stores']] as const) {
      expect((await server.request(method, path)).status).toBe(401);
    }
  });
});
