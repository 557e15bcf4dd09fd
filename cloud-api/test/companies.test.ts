import {
  DEFAULT_OPERATORS,
  MSG,
  PARTITA_IVA_INVALID,
  addDaysIso,
  todayIso,
  withPartitaIvaCheckDigit,
  type CompanyDetail,
  type CompanyListItem,
  type CompanyStats,
  type Pagination,
  type PublicPlan,
  planLimitMessage,
} from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { Company } from '../src/modules/companies/company.entity.ts';
import { assertCanAddStore, assertCanAddUser } from '../src/modules/companies/plan-limits.ts';
import { SubscriptionPlan } from '../src/modules/companies/subscription-plan.entity.ts';
import { Operator } from '../src/modules/settings/operator.entity.ts';
import { CompanyAssignment } from '../src/modules/users/company-assignment.entity.ts';
import { companyIdByName, createUser } from './support/fixtures.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

let server: TestServer;
let superToken: string;
const tokens: Record<'entrepreneur' | 'manager' | 'consultant', string> = { entrepreneur: '', manager: '', consultant: '' };
let demoId: number;
let sudId: number;
let rivaleId: number;
let plans: Record<'Single' | 'Multi' | 'Max', PublicPlan>;

interface ListBody extends Envelope {
  data: CompanyListItem[];
  stats: CompanyStats;
  pagination: Pagination;
}

let vatSeed = 1_000_000;
/** A fresh, valid partita IVA (7 digits + office 015 + check digit). */
function newVat(): string {
  vatSeed += 7;
  return withPartitaIvaCheckDigit(`${vatSeed}015`);
}

let nameSeed = 0;
function newName(prefix = 'Azienda Test'): string {
  nameSeed += 1;
  return `${prefix} ${nameSeed} S.r.l.`;
}

function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: newName(),
    email: 'amministrazione@aziendatest.it',
    business_name: 'Azienda Test S.r.l.',
    phone: '+39 02 1234 5678',
    vat_number: newVat(),
    tax_code: '',
    address: 'Via Dante 1',
    city: 'Milano',
    province: 'mi',
    postal_code: '20121',
    country: 'IT',
    website: 'www.aziendatest.it',
    subscription_plan_id: plans.Single.id,
    billing_cycle: 'monthly',
    ...overrides,
  };
}

const list = (query = '', token = superToken) => server.request<ListBody>('GET', `/api/companies${query}`, { token });
const show = (id: number | string, token = superToken) => server.request('GET', `/api/companies/${id}`, { token });
const create = (body: unknown, token = superToken) => server.request('POST', '/api/companies', { token, body });
const update = (id: number | string, body: unknown, token = superToken) => server.request('PUT', `/api/companies/${id}`, { token, body });
const destroy = (id: number | string, token = superToken) => server.request('DELETE', `/api/companies/${id}`, { token });

async function createOk(overrides: Record<string, unknown> = {}): Promise<CompanyDetail> {
  const res = await create(validBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as CompanyDetail;
}

async function auditRows(companyEntityId: number): Promise<AuditLog[]> {
  return systemEm(server.orm).find(
    AuditLog,
    { entityType: 'Company', entityId: String(companyEntityId) },
    { orderBy: { id: 'asc' }, populate: ['company', 'user'] },
  );
}

async function companyCount(): Promise<number> {
  return systemEm(server.orm).count(Company, {});
}

beforeAll(async () => {
  server = await startTestServer();
  superToken = (await server.login('superadmin@banco.demo')).access_token;
  tokens.entrepreneur = (await server.login('imprenditore@banco.demo')).access_token;
  tokens.manager = (await server.login('manager@banco.demo')).access_token;
  tokens.consultant = (await server.login('consulente@banco.demo')).access_token;
  demoId = await companyIdByName(server.orm, 'Demo Telefonia S.r.l.');
  sudId = await companyIdByName(server.orm, 'Demo Telefonia Sud S.r.l.');
  rivaleId = await companyIdByName(server.orm, 'Rivale Mobile S.r.l.');
  const res = await server.request('GET', '/api/public/plans');
  const plan = (name: string): PublicPlan => {
    const found = (res.body.data as PublicPlan[]).find((candidate) => candidate.name === name);
    if (!found) throw new Error(`piano ${name} mancante nei dati demo`);
    return found;
  };
  plans = { Single: plan('Single'), Multi: plan('Multi'), Max: plan('Max') };
});
afterAll(() => server?.close());

describe('who may use /api/companies', () => {
  it('403 MSG.forbidden for entrepreneur, manager and consultant on every call, own company or another', async () => {
    const empty = await createOk();
    for (const [role, token] of Object.entries(tokens)) {
      for (const id of [demoId, rivaleId, empty.id]) {
        const calls = [
          list('', token),
          create(validBody(), token),
          show(id, token),
          update(id, { name: 'Presa di mano' }, token),
          destroy(id, token),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.status, `${role} ${id}`).toBe(403);
          expect(res.body).toEqual({ success: false, error: MSG.forbidden });
        }
      }
    }
    // nothing was created, renamed or deleted
    expect((await show(empty.id)).status).toBe(200);
    expect(((await show(demoId)).body.data as CompanyDetail).name).toBe('Demo Telefonia S.r.l.');
    expect(await systemEm(server.orm).count(Company, { name: 'Presa di mano' })).toBe(0);
    expect(await destroy(empty.id).then((res) => res.status)).toBe(200);
  });

  it('401 without a session', async () => {
    for (const res of await Promise.all([
      server.request('GET', '/api/companies'),
      server.request('POST', '/api/companies', { body: {} }),
      server.request('GET', `/api/companies/${demoId}`),
      server.request('PUT', `/api/companies/${demoId}`, { body: {} }),
      server.request('DELETE', `/api/companies/${demoId}`),
    ])) {
      expect(res.status).toBe(401);
    }
  });

  it('GET /api/public/plans answers without authentication: the active plans, cheapest first', async () => {
    const res = await server.request('GET', '/api/public/plans');
    expect(res.status).toBe(200);
    const data = res.body.data as PublicPlan[];
    expect(data.map((plan) => plan.name)).toEqual(['Single', 'Multi', 'Max']);
    expect(data[0]).toEqual({
      id: plans.Single.id,
      name: 'Single',
      description: expect.any(String),
      price: '29.90',
      price_monthly: '29.90',
      max_stores: 1,
      max_users: 3,
      features: expect.objectContaining({ pos: true, loyalty: false }),
      is_active: true,
    });
    expect(data[2]).toMatchObject({ name: 'Max', price_monthly: '149.90', max_stores: -1, max_users: -1 });
  });
});

describe('GET /api/companies', () => {
  it('answers data, stats and pagination at the top level of the envelope, over the demo companies', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'pagination', 'stats', 'success']);
    expect(res.body.success).toBe(true);
    expect(res.body.stats).toEqual({
      total_companies: 3,
      active_companies: 3,
      suspended_companies: 0,
      single_plan: 2,
      multi_plan: 1,
      max_plan: 0,
    });
    expect(res.body.pagination).toEqual({ current_page: 1, per_page: 20, total: 3, total_pages: 1 });
    const demo = res.body.data.find((row) => row.id === demoId);
    expect(demo).toEqual({
      id: demoId,
      name: 'Demo Telefonia S.r.l.',
      business_name: 'Demo Telefonia S.r.l.',
      email: 'amministrazione@demotelefonia.it',
      vat_number: withPartitaIvaCheckDigit('0987654015'),
      subscription_plan_id: plans.Multi.id,
      plan_name: 'Multi',
      price_monthly: '79.90',
      billing_cycle: 'monthly',
      subscription_status: 'active',
      is_active: true,
      stores_count: 2,
      active_stores_count: 2,
      max_stores: 5,
      users_count: 3,
      max_users: 15,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(res.body.data.find((row) => row.id === rivaleId)).toMatchObject({ stores_count: 1, users_count: 1, max_users: 3 });
    expect(res.body.data.find((row) => row.id === sudId)).toMatchObject({ stores_count: 1, users_count: 0 });
  });

  it('searches name, e-mail and partita IVA, case-insensitively; LIKE wildcards are literal', async () => {
    const names = async (query: string) => (await list(query)).body.data.map((row) => row.name).sort();
    expect(await names('?search=rivale')).toEqual(['Rivale Mobile S.r.l.']);
    expect(await names('?search=DEMOTELEFONIASUD.IT')).toEqual(['Demo Telefonia Sud S.r.l.']);
    expect(await names(`?search=${withPartitaIvaCheckDigit('0765432001')}`)).toEqual(['Rivale Mobile S.r.l.']);
    expect(await names('?search=demo')).toEqual(['Demo Telefonia S.r.l.', 'Demo Telefonia Sud S.r.l.']);
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?search=_')).toEqual([]);
    // the stats do not follow the filters
    expect((await list('?search=rivale')).body.stats.total_companies).toBe(3);
    expect((await list('?search=rivale')).body.pagination.total).toBe(1);
  });

  it('filters by status and by plan name (single, multi, max, any case); empty filters are ignored', async () => {
    const ids = async (query: string) => (await list(query)).body.data.map((row) => row.id).sort();
    expect(await ids('?plan=multi')).toEqual([demoId]);
    expect(await ids('?plan=SINGLE')).toEqual([sudId, rivaleId].sort());
    expect(await ids('?plan=max')).toEqual([]);
    expect(await ids('?status=suspended')).toEqual([]);
    expect(await ids('?status=active&plan=single&search=sud')).toEqual([sudId]);
    expect(await ids('?status=&plan=&search=')).toHaveLength(3);
  });

  it('422 for an unknown status or plan filter', async () => {
    const status = await list('?status=sospesa');
    expect(status.status).toBe(422);
    expect(status.body.validation_errors).toEqual({ status: MSG.companyStatusInvalid });
    expect((await list('?plan=gold')).status).toBe(422);
  });

  it('paginates: page, per_page 20 or 100, newest first', async () => {
    const first = await list('?per_page=2&page=1');
    expect(first.body.pagination).toEqual({ current_page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(first.body.data).toHaveLength(2);
    const second = await list('?per_page=2&page=2');
    expect(second.body.data).toHaveLength(1);
    const all = [...first.body.data, ...second.body.data].map((row) => row.id);
    expect(new Set(all).size).toBe(3);
    const picker = await list('?per_page=100');
    expect(picker.body.pagination.per_page).toBe(100);
    expect((await list('?per_page=101')).status).toBe(422);
    const created = await createOk();
    expect((await list('?per_page=1')).body.data[0]?.id).toBe(created.id);
    expect((await destroy(created.id)).status).toBe(200);
  });
});

describe('GET /api/companies/:id', () => {
  it('answers the detail: plan, price, features, counts against maxima, contacts, subscription, recent rows', async () => {
    const res = await show(demoId);
    expect(res.status).toBe(200);
    const detail = res.body.data as CompanyDetail;
    expect(detail).toMatchObject({
      id: demoId,
      name: 'Demo Telefonia S.r.l.',
      phone: '+39 02 8645 1200',
      address: 'Via Torino 51',
      city: 'Milano',
      province: 'MI',
      postal_code: '20123',
      country: 'IT',
      website: 'https://www.demotelefonia.it',
      plan_name: 'Multi',
      plan_price_monthly: '79.90',
      price_monthly: '79.90',
      billing_cycle: 'monthly',
      subscription_status: 'active',
      subscription_start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      subscription_end_date: null,
      trial_end_date: null,
      stores_count: 2,
      active_stores_count: 2,
      max_stores: 5,
      users_count: 3,
      max_users: 15,
      features: expect.objectContaining({ multi_store: true, ai_suggestions: false }),
    });
    expect(detail.recent_stores.map((store) => store.code).sort()).toEqual(['MI-001', 'RM-001']);
    expect(detail.recent_stores[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      code: expect.any(String),
      city: expect.any(String),
      created_at: expect.any(String),
    });
    expect(detail.recent_users.map((user) => user.email).sort()).toEqual([
      'consulente@banco.demo',
      'imprenditore@banco.demo',
      'manager@banco.demo',
    ]);
    expect(detail.recent_users.find((user) => user.role === 'manager')).toMatchObject({ name: 'Giulia Verdi' });
    expect(detail.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps the 5 most recent users', async () => {
    const company = await createOk({ subscription_plan_id: plans.Max.id });
    for (let i = 0; i < 6; i++) await createUser(server.orm, { role: 'consultant', companyId: company.id });
    const detail = (await show(company.id)).body.data as CompanyDetail;
    expect(detail.users_count).toBe(6);
    expect(detail.recent_users).toHaveLength(5);
  });

  it('404 MSG.companyNotFound for an unknown id, 422 for a malformed one', async () => {
    const res = await show(999_999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: MSG.companyNotFound });
    const bad = await show('abc');
    expect(bad.status).toBe(422);
    expect(bad.body.validation_errors).toEqual({ id: 'ID non valido' });
  });
});

describe('POST /api/companies', () => {
  it('creates a trial company (default): 30 days of trial from today, active, with the default operators, audited', async () => {
    const body = validBody({ is_active: false, vat_number: `IT ${newVat()}` });
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.companyCreated);
    const company = res.body.data as CompanyDetail;
    const today = todayIso();
    expect(company).toMatchObject({
      name: body.name,
      email: 'amministrazione@aziendatest.it',
      vat_number: String(body.vat_number).replace(/\D/g, ''),
      province: 'MI',
      country: 'IT',
      website: 'www.aziendatest.it',
      tax_code: null,
      subscription_status: 'trial',
      is_active: true,
      billing_cycle: 'monthly',
      plan_name: 'Single',
      price_monthly: '29.90',
      subscription_start_date: today,
      trial_end_date: addDaysIso(today, 30),
      subscription_end_date: null,
      stores_count: 0,
      users_count: 0,
      max_stores: 1,
      max_users: 3,
      recent_stores: [],
      recent_users: [],
    });

    const operators = await systemEm(server.orm).find(Operator, { company: company.id });
    expect(operators.map((o) => `${o.category}:${o.name}`).sort()).toEqual(
      DEFAULT_OPERATORS.map((o) => `${o.category}:${o.name}`).sort(),
    );
    expect(operators.every((o) => o.isActive)).toBe(true);

    const audit = await auditRows(company.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'created', company: { id: company.id }, user: { email: 'superadmin@banco.demo' } });
    expect(audit[0]?.changes).toMatchObject({ name: { from: null, to: body.name }, subscription_status: { from: null, to: 'trial' } });
  });

  it('an active company has no trial end; yearly billing shows the monthly price with 10% off', async () => {
    const company = await createOk({ subscription_status: 'active', billing_cycle: 'yearly', subscription_plan_id: plans.Multi.id });
    expect(company).toMatchObject({
      subscription_status: 'active',
      trial_end_date: null,
      billing_cycle: 'yearly',
      plan_price_monthly: '79.90',
      price_monthly: '71.91',
    });
    const row = (await list(`?search=${encodeURIComponent(company.name)}`)).body.data[0];
    expect(row?.price_monthly).toBe('71.91');
  });

  it('refuses suspended and cancelled on creation (only trial or active)', async () => {
    for (const status of ['suspended', 'cancelled', 'bogus']) {
      const res = await create(validBody({ subscription_status: status }));
      expect(res.status, status).toBe(422);
      expect(res.body.validation_errors).toEqual({ subscription_status: MSG.companyCreateStatusInvalid });
    }
  });

  it('422 with the Italian message of every invalid field, and nothing written', async () => {
    const before = await companyCount();
    const operatorsBefore = await systemEm(server.orm).count(Operator, {});
    const res = await create({
      name: ' A ',
      email: 'non-una-email',
      vat_number: '12345678901',
      tax_code: 'XYZ',
      province: 'Milano',
      postal_code: '2012',
      country: 'FR',
      website: 'non è un sito',
      subscription_plan_id: 0,
      billing_cycle: 'weekly',
      phone: 'abc',
    });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.validation_errors).toEqual({
      name: MSG.companyNameRequired,
      email: MSG.emailInvalid,
      vat_number: PARTITA_IVA_INVALID,
      tax_code: MSG.companyTaxCodeInvalid,
      province: MSG.provinceInvalid,
      postal_code: MSG.postalCodeInvalid,
      country: MSG.companyCountryInvalid,
      website: MSG.companyWebsiteInvalid,
      subscription_plan_id: MSG.planRequired,
      billing_cycle: MSG.billingCycleInvalid,
      phone: MSG.phoneInvalid,
    });
    const missing = await create({});
    expect(missing.body.validation_errors).toEqual({
      name: MSG.companyNameRequired,
      email: MSG.emailRequired,
      subscription_plan_id: MSG.planRequired,
    });
    expect(await companyCount()).toBe(before);
    expect(await systemEm(server.orm).count(Operator, {})).toBe(operatorsBefore);
  });

  it('422 for a plan that does not exist or is not active', async () => {
    const em = systemEm(server.orm);
    const retired = em.create(SubscriptionPlan, {
      name: 'Vecchio',
      priceMonthly: '9.90',
      maxStores: 1,
      maxUsers: 1,
      features: {},
      isActive: false,
    });
    await em.flush();
    for (const planId of [999_999, retired.id]) {
      const res = await create(validBody({ subscription_plan_id: planId }));
      expect(res.status).toBe(422);
      expect(res.body.validation_errors).toEqual({ subscription_plan_id: MSG.planNotFound });
    }
    expect((await server.request('GET', '/api/public/plans')).body.data as PublicPlan[]).not.toContainEqual(
      expect.objectContaining({ name: 'Vecchio' }),
    );
  });

  it('422 for a company name already taken (any case) and for a partita IVA already registered', async () => {
    const existing = await createOk();
    const sameName = await create(validBody({ name: `  ${existing.name.toUpperCase()} ` }));
    expect(sameName.status).toBe(422);
    expect(sameName.body.validation_errors).toEqual({ name: MSG.companyNameTaken });
    const sameVat = await create(validBody({ vat_number: existing.vat_number }));
    expect(sameVat.status).toBe(422);
    expect(sameVat.body.validation_errors).toEqual({ vat_number: MSG.companyVatTaken });
  });

  it('simultaneous creations with the same name: one company, the others 422', async () => {
    const name = newName('Gemelle');
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(validBody({ name }))));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(await systemEm(server.orm).count(Company, { name })).toBe(1);
  });

  it('optional fields may be left empty', async () => {
    const company = await createOk({
      business_name: '',
      phone: '',
      vat_number: '',
      tax_code: '',
      address: '',
      city: '',
      province: '',
      postal_code: '',
      website: '',
      country: undefined,
    });
    expect(company).toMatchObject({
      business_name: null,
      phone: null,
      vat_number: null,
      address: null,
      city: null,
      province: null,
      postal_code: null,
      website: null,
      country: 'IT',
    });
  });
});

describe('PUT /api/companies/:id', () => {
  it('refuses a CAP of another province, sent alone or with the province, and changes nothing (issue 7.9)', async () => {
    const company = await createOk(); // MI, 20121
    const mismatch = { postal_code: 'Il CAP 00184 non appartiene a questa provincia (è di RM)' };
    for (const body of [{ postal_code: '00184' }, { province: 'MI', postal_code: '00184' }]) {
      const res = await update(company.id, body);
      expect(res.status).toBe(422);
      expect(res.body.validation_errors).toEqual(mismatch);
    }
    expect((await update(company.id, { province: 'RM' })).body.validation_errors).toEqual({
      postal_code: 'Il CAP 20121 non appartiene a questa provincia (è di MI)',
    });
    expect((await show(company.id)).body.data).toMatchObject({ province: 'MI', postal_code: '20121' });
    expect((await auditRows(company.id)).map((row) => row.action)).toEqual(['created']);
    const moved = await update(company.id, { province: 'RM', postal_code: '00184', city: 'Roma' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ province: 'RM', postal_code: '00184' });
  });

  it('changes the fields sent, audits only what changed, and nothing when nothing changed', async () => {
    const company = await createOk();
    const res = await update(company.id, { ...validBody({ name: company.name, vat_number: company.vat_number }), city: 'Bergamo', phone: '035 123456' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.companyUpdated);
    expect(res.body.data).toMatchObject({ city: 'Bergamo', phone: '035 123456', name: company.name });
    const audit = await auditRows(company.id);
    expect(audit.map((row) => row.action)).toEqual(['created', 'updated']);
    expect(audit[1]?.changes).toEqual({ city: { from: 'Milano', to: 'Bergamo' }, phone: { from: '+39 02 1234 5678', to: '035 123456' } });

    const again = await update(company.id, { city: 'Bergamo', name: company.name });
    expect(again.status).toBe(200);
    expect((await auditRows(company.id)).length).toBe(2);
  });

  it('allows every status and the active flag; cancelling sets the end date, reactivating clears it', async () => {
    const company = await createOk({ subscription_status: 'active' });
    const today = todayIso();
    const suspended = await update(company.id, { subscription_status: 'suspended', is_active: false });
    expect(suspended.body.data).toMatchObject({ subscription_status: 'suspended', is_active: false });
    const cancelled = await update(company.id, { subscription_status: 'cancelled' });
    expect(cancelled.body.data).toMatchObject({ subscription_status: 'cancelled', subscription_end_date: today });
    const trial = await update(company.id, { subscription_status: 'trial', is_active: true });
    expect(trial.body.data).toMatchObject({
      subscription_status: 'trial',
      is_active: true,
      subscription_end_date: null,
      trial_end_date: addDaysIso(today, 30),
    });
    expect((await update(company.id, { subscription_status: 'active' })).body.data).toMatchObject({ subscription_status: 'active' });
    const bad = await update(company.id, { subscription_status: 'chiusa', is_active: 'sì' });
    expect(bad.status).toBe(422);
    expect(bad.body.validation_errors).toEqual({ subscription_status: MSG.companyStatusInvalid, is_active: MSG.validationFailed });
    const stats = (await list()).body.stats;
    expect(stats.active_companies).toBeGreaterThan(0);
  });

  it('a suspended company locks its users out; reactivated, they work again', async () => {
    const suspend = await update(rivaleId, { subscription_status: 'suspended' });
    expect(suspend.status).toBe(200);
    expect((await list()).body.stats.suspended_companies).toBe(1);
    const login = await server.request('POST', '/api/auth/login', { body: { email: 'rivale@banco.demo', password: 'demo1234' } });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(MSG.companySuspended);
    expect((await update(rivaleId, { subscription_status: 'active' })).status).toBe(200);
    expect((await server.login('rivale@banco.demo')).user.company_id).toBe(rivaleId);
  });

  it('changes the plan: limits and price follow', async () => {
    const company = await createOk();
    const res = await update(company.id, { subscription_plan_id: plans.Max.id, billing_cycle: 'yearly' });
    expect(res.body.data).toMatchObject({ plan_name: 'Max', max_stores: -1, max_users: -1, price_monthly: '134.91' });
    expect((await auditRows(company.id)).at(-1)?.changes).toEqual({
      subscription_plan_id: { from: plans.Single.id, to: plans.Max.id },
      billing_cycle: { from: 'monthly', to: 'yearly' },
    });
  });

  it('422 per field: invalid values, a name or VAT of another company, an unknown plan; own name in another case is fine', async () => {
    const company = await createOk();
    const res = await update(company.id, { name: 'x', email: 'no', postal_code: 'abcde', subscription_plan_id: 0 });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      name: MSG.companyNameRequired,
      email: MSG.emailInvalid,
      postal_code: MSG.postalCodeInvalid,
      subscription_plan_id: MSG.planRequired,
    });
    const taken = await update(company.id, { name: 'rivale mobile s.r.l.', vat_number: withPartitaIvaCheckDigit('0765432001') });
    expect(taken.body.validation_errors).toEqual({ name: MSG.companyNameTaken, vat_number: MSG.companyVatTaken });
    expect((await update(company.id, { subscription_plan_id: 999_999 })).body.validation_errors).toEqual({
      subscription_plan_id: MSG.planNotFound,
    });
    const renamed = await update(company.id, { name: company.name.toUpperCase() });
    expect(renamed.status).toBe(200);
    expect((renamed.body.data as CompanyDetail).name).toBe(company.name.toUpperCase());
  });

  it('404 for an unknown company', async () => {
    const res = await update(999_999, { city: 'Roma' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MSG.companyNotFound);
  });
});

describe('DELETE /api/companies/:id', () => {
  it('refuses a company that still has stores (409), and deletes nothing', async () => {
    const res = await destroy(demoId);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: MSG.companyHasData });
    expect((await show(demoId)).status).toBe(200);
    expect(await systemEm(server.orm).count(Operator, { company: demoId })).toBe(DEFAULT_OPERATORS.length);
  });

  it('refuses a company that still has users, even without stores', async () => {
    const company = await createOk();
    await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const res = await destroy(company.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(MSG.companyHasData);
    expect((await show(company.id)).status).toBe(200);
  });

  it('deletes an empty company with its operators and assignments, and audits it', async () => {
    const company = await createOk();
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: sudId, assignedCompanyIds: [company.id] });
    const res = await destroy(company.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: MSG.companyDeleted });
    expect((await show(company.id)).status).toBe(404);
    const em = systemEm(server.orm);
    expect(await em.count(Operator, { company: company.id })).toBe(0);
    expect(await em.count(CompanyAssignment, { user: owner.id })).toBe(0);
    const audit = await auditRows(company.id);
    expect(audit.map((row) => row.action)).toEqual(['created', 'deleted']);
    expect(audit.every((row) => row.company === null)).toBe(true);
    expect(audit[1]?.changes).toMatchObject({ name: { from: company.name, to: null } });
    expect((await destroy(company.id)).status).toBe(404);
  });
});

describe('plan limits (plan-limits.ts)', () => {
  const inTransaction = (check: (em: ReturnType<typeof systemEm>) => Promise<void>) =>
    systemEm(server.orm).transactional((tx) => check(tx));

  it('a Single company with its one store cannot add another', async () => {
    await expect(inTransaction((tx) => assertCanAddStore(tx, sudId))).rejects.toMatchObject({
      status: 409,
      message: planLimitMessage('stores', 'Single', 1),
    });
  });

  it('users: room until the plan maximum, then 409', async () => {
    const company = await createOk();
    for (let i = 0; i < 3; i++) {
      await expect(inTransaction((tx) => assertCanAddUser(tx, company.id))).resolves.toBeUndefined();
      await createUser(server.orm, { role: 'consultant', companyId: company.id });
    }
    await expect(inTransaction((tx) => assertCanAddUser(tx, company.id))).rejects.toMatchObject({
      status: 409,
      message: planLimitMessage('users', 'Single', 3),
    });
    await expect(inTransaction((tx) => assertCanAddStore(tx, company.id))).resolves.toBeUndefined();
  });

  it('-1 is unlimited; an unknown company is 404', async () => {
    const company = await createOk({ subscription_plan_id: plans.Max.id });
    for (let i = 0; i < 4; i++) await createUser(server.orm, { role: 'consultant', companyId: company.id });
    await expect(inTransaction((tx) => assertCanAddUser(tx, company.id))).resolves.toBeUndefined();
    await expect(inTransaction((tx) => assertCanAddStore(tx, company.id))).resolves.toBeUndefined();
    await expect(inTransaction((tx) => assertCanAddStore(tx, 999_999))).rejects.toMatchObject({ status: 404 });
  });

  it('a plan change on the companies page moves the limit at once', async () => {
    expect((await update(sudId, { subscription_plan_id: plans.Multi.id })).status).toBe(200);
    await expect(inTransaction((tx) => assertCanAddStore(tx, sudId))).resolves.toBeUndefined();
    expect((await update(sudId, { subscription_plan_id: plans.Single.id })).status).toBe(200);
    await expect(inTransaction((tx) => assertCanAddStore(tx, sudId))).rejects.toMatchObject({ status: 409 });
  });
});
