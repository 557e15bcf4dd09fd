import {
  DEFAULT_OPERATORS,
  DEFAULT_PLAN_PRICE_MONTHLY,
  MSG,
  PARTITA_IVA_INVALID,
  withPartitaIvaCheckDigit,
  type AvailableCompany,
  type CompanySettings,
  type LoginResult,
  type MultiCompanyData,
  type OperatorsSettings,
  type SettingsDashboard,
  type SettingsOperator,
  type SettingsPlan,
  type SettingsProfile,
  type SettingsProfileUpdate,
  type SystemSettingsGroup,
  type UserDto,
} from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { SYSTEM_SETTINGS } from '../src/db/seed/system-settings.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { Store } from '../src/modules/stores/store.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { factories } from './support/factories.ts';
import { companyIdByName, createCompany, createUser } from './support/fixtures.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

type Who = 'superadmin' | 'entrepreneur' | 'manager' | 'consultant' | 'rival';

const EMAIL: Record<Who, string> = {
  superadmin: 'superadmin@banco.demo',
  entrepreneur: 'imprenditore@banco.demo',
  manager: 'manager@banco.demo',
  consultant: 'consulente@banco.demo',
  rival: 'rivale@banco.demo',
};

let server: TestServer;
let demoId: number;
let sudId: number;
let rivaleId: number;

beforeAll(async () => {
  server = await startTestServer();
  demoId = await companyIdByName(server.orm, 'Demo Telefonia S.r.l.');
  sudId = await companyIdByName(server.orm, 'Demo Telefonia Sud S.r.l.');
  rivaleId = await companyIdByName(server.orm, 'Rivale Mobile S.r.l.');
});
afterAll(() => server?.close());

const tokens = new Map<Who, string>();
/** A session per demo role, opened once (tests that end sessions open their own). */
async function tokenOf(who: Who): Promise<string> {
  const known = tokens.get(who);
  if (known) return known;
  const { access_token } = await server.login(EMAIL[who]);
  tokens.set(who, access_token);
  return access_token;
}

async function call<T = unknown>(who: Who | string, method: string, path: string, body?: unknown) {
  const token = who in EMAIL ? await tokenOf(who as Who) : who;
  const res = await server.request<Envelope>(method, `/api${path}`, { token, body });
  return { status: res.status, body: res.body, data: res.body.data as T };
}

async function auditRows(entityType: string, entityId: number | string) {
  return systemEm(server.orm).find(
    AuditLog,
    { entityType, entityId: String(entityId) },
    { orderBy: { id: 'asc' }, populate: ['user', 'company'] },
  );
}

const available = (dashboard: SettingsDashboard) => dashboard.available_sections.filter((s) => s.available).map((s) => s.name);

describe('permission matrix: every settings endpoint × role', () => {
  type Endpoint = [method: string, path: string, body?: unknown];
  const ENDPOINTS: Record<string, Endpoint> = {
    dashboard: ['GET', '/settings'],
    'profile:get': ['GET', '/settings/user-profile'],
    'company:get': ['GET', '/settings/company'],
    'company:put': ['PUT', '/settings/company', {}],
    system: ['GET', '/settings/system'],
    plans: ['GET', '/settings/subscription-plans'],
    'operators:get': ['GET', '/settings/operators'],
    'operators:post': ['POST', '/settings/operators', {}],
    'multi:get': ['GET', '/settings/multi-company'],
    'multi:assign': ['POST', '/settings/multi-company/assign', {}],
    'multi:unassign': ['POST', '/settings/multi-company/unassign', {}],
  };
  // 422: allowed through the policy, then refused by validation of the empty body
  const EXPECTED: Record<Who, Record<keyof typeof ENDPOINTS, number>> = {
    superadmin: { dashboard: 200, 'profile:get': 200, 'company:get': 403, 'company:put': 422, system: 200, plans: 200, 'operators:get': 200, 'operators:post': 422, 'multi:get': 200, 'multi:assign': 422, 'multi:unassign': 422 },
    entrepreneur: { dashboard: 200, 'profile:get': 200, 'company:get': 200, 'company:put': 422, system: 403, plans: 200, 'operators:get': 200, 'operators:post': 422, 'multi:get': 403, 'multi:assign': 403, 'multi:unassign': 403 },
    manager: { dashboard: 200, 'profile:get': 200, 'company:get': 403, 'company:put': 403, system: 403, plans: 403, 'operators:get': 200, 'operators:post': 403, 'multi:get': 403, 'multi:assign': 403, 'multi:unassign': 403 },
    consultant: { dashboard: 200, 'profile:get': 200, 'company:get': 403, 'company:put': 403, system: 403, plans: 403, 'operators:get': 403, 'operators:post': 403, 'multi:get': 403, 'multi:assign': 403, 'multi:unassign': 403 },
    rival: { dashboard: 200, 'profile:get': 200, 'company:get': 200, 'company:put': 422, system: 403, plans: 200, 'operators:get': 200, 'operators:post': 422, 'multi:get': 403, 'multi:assign': 403, 'multi:unassign': 403 },
  };

  for (const who of Object.keys(EXPECTED) as Who[]) {
    it(`answers ${who} as the policy says`, async () => {
      const got: Record<string, number> = {};
      for (const [name, [method, path, body]] of Object.entries(ENDPOINTS)) got[name] = (await call(who, method, path, body)).status;
      expect(got).toEqual(EXPECTED[who]);
    });
  }

  it('401 for every endpoint without a session', async () => {
    for (const [method, path, body] of Object.values(ENDPOINTS)) {
      const res = await server.request(method, `/api${path}`, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('forbids with the Italian message', async () => {
    expect((await call('manager', 'GET', '/settings/system')).body).toEqual({ success: false, error: MSG.forbidden });
    expect((await call('superadmin', 'GET', '/settings/company')).body).toEqual({ success: false, error: MSG.settingsNoCompany });
  });
});

describe('GET /settings (dashboard)', () => {
  it('gives each role its sections, flags, default section and account card', async () => {
    const superadmin = (await call<SettingsDashboard>('superadmin', 'GET', '/settings')).data;
    expect(available(superadmin)).toEqual(['profile', 'notifications', 'integrations', 'appearance', 'system', 'subscription_plans', 'operators', 'multi_company']);
    expect(superadmin.permissions).toEqual({ can_modify_company: false, can_modify_system: true, can_manage_plans: true, can_manage_operators: true });
    expect(superadmin.default_section).toBe('system');
    expect(superadmin.account).toEqual({ role: 'superadmin', company_id: null, company_name: null, subscription_plan_name: null });

    const entrepreneur = (await call<SettingsDashboard>('entrepreneur', 'GET', '/settings')).data;
    expect(available(entrepreneur)).toEqual(['profile', 'company', 'subscription', 'branding', 'notifications', 'integrations', 'appearance', 'subscription_plans', 'operators']);
    expect(entrepreneur.permissions).toEqual({ can_modify_company: true, can_modify_system: false, can_manage_plans: true, can_manage_operators: true });
    expect(entrepreneur.default_section).toBe('company');
    expect(entrepreneur.account).toEqual({ role: 'entrepreneur', company_id: demoId, company_name: 'Demo Telefonia S.r.l.', subscription_plan_name: 'Multi' });

    for (const who of ['manager', 'consultant'] as const) {
      const dashboard = (await call<SettingsDashboard>(who, 'GET', '/settings')).data;
      expect(available(dashboard), who).toEqual(['profile', 'notifications', 'appearance']);
      expect(dashboard.permissions, who).toEqual({ can_modify_company: false, can_modify_system: false, can_manage_plans: false, can_manage_operators: false });
      expect(dashboard.account.company_name, who).toBe('Demo Telefonia S.r.l.');
    }
    expect((await call<SettingsDashboard>('manager', 'GET', '/settings')).data.default_section).toBe('notifications');
    expect((await call<SettingsDashboard>('consultant', 'GET', '/settings')).data.default_section).toBe('profile');
  });

  it('lists all 11 known sections with an Italian name and description', async () => {
    const { available_sections } = (await call<SettingsDashboard>('consultant', 'GET', '/settings')).data;
    expect(available_sections.map((s) => s.name)).toEqual([
      'profile', 'company', 'subscription', 'branding', 'notifications', 'integrations', 'appearance', 'system', 'subscription_plans', 'operators', 'multi_company',
    ]);
    expect(available_sections[0]).toEqual({ name: 'profile', label: 'Profilo', description: 'Dati personali, preferenze e password', available: true });
    for (const section of available_sections) expect(section.description.length).toBeGreaterThan(5);
  });

  it("shows the entrepreneur's assigned company after a switch", async () => {
    const { access_token } = await server.login(EMAIL.entrepreneur);
    const switched = await server.request('POST', '/api/users/switch-company', { token: access_token, body: { company_id: sudId } });
    const token = (switched.body.data as LoginResult).access_token;
    const dashboard = (await call<SettingsDashboard>(token, 'GET', '/settings')).data;
    expect(dashboard.account).toMatchObject({ company_id: sudId, company_name: 'Demo Telefonia Sud S.r.l.', subscription_plan_name: 'Single' });
  });
});

describe('/settings/user-profile', () => {
  it('answers the caller its own profile, whatever the role', async () => {
    const names: Record<Who, [string, string]> = {
      superadmin: ['Sara', 'Bianchi'],
      entrepreneur: ['Marco', 'Rossi'],
      manager: ['Giulia', 'Verdi'],
      consultant: ['Luca', 'Esposito'],
      rival: ['Paolo', 'Ferrari'],
    };
    for (const who of Object.keys(names) as Who[]) {
      const profile = (await call<SettingsProfile>(who, 'GET', '/settings/user-profile')).data;
      expect(profile, who).toEqual({
        first_name: names[who][0],
        last_name: names[who][1],
        email: EMAIL[who],
        phone: null,
        language: 'it',
        timezone: 'Europe/Rome',
        theme_preference: 'light',
        email_notifications: true,
      });
    }
  });

  it('updates the profile, answers the new session user and writes an audit row', async () => {
    const user = await createUser(server.orm, { role: 'consultant', companyId: demoId });
    const { access_token } = await server.login(user.email, user.password);
    const res = await call<SettingsProfileUpdate>(access_token, 'PUT', '/settings/user-profile', {
      first_name: '  Anna ',
      last_name: 'Neri',
      email: user.email.toUpperCase(),
      phone: '+39 333 123 4567',
      language: 'it',
      timezone: 'Europe/London',
      theme_preference: 'dark',
      email_notifications: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.profileUpdated);
    const expected = {
      first_name: 'Anna',
      last_name: 'Neri',
      email: user.email,
      phone: '+39 333 123 4567',
      language: 'it',
      timezone: 'Europe/London',
      theme_preference: 'dark',
      email_notifications: false,
    };
    expect(res.data.profile).toEqual(expected);
    expect(res.data.user).toMatchObject({ ...expected, id: user.id, role: 'consultant' });
    expect((await call<SettingsProfile>(access_token, 'GET', '/settings/user-profile')).data).toEqual(expected);
    expect((await call<UserDto>(access_token, 'GET', '/auth/me')).data).toMatchObject({ first_name: 'Anna', theme_preference: 'dark' });

    const rows = await auditRows('User', user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'profile_updated', user: { id: user.id }, company: { id: demoId } });
    expect(rows[0]?.changes).toMatchObject({ first_name: { from: 'Test', to: 'Anna' }, theme_preference: { from: 'light', to: 'dark' } });

    // the phone can be cleared
    const cleared = await call<SettingsProfileUpdate>(access_token, 'PUT', '/settings/user-profile', { first_name: 'Anna', last_name: 'Neri', phone: '' });
    expect(cleared.data.profile.phone).toBeNull();
  });

  it('refuses another e-mail, and invalid fields, with Italian messages and no change', async () => {
    const user = await createUser(server.orm, { role: 'manager', companyId: demoId });
    const { access_token } = await server.login(user.email, user.password);
    const changedEmail = await call(access_token, 'PUT', '/settings/user-profile', { first_name: 'Nuovo', last_name: 'Nome', email: 'altro@banco.demo' });
    expect(changedEmail.status).toBe(422);
    expect(changedEmail.body.validation_errors).toEqual({ email: MSG.emailReadOnly });

    const invalid = await call(access_token, 'PUT', '/settings/user-profile', {
      first_name: ' ',
      phone: 'abc',
      language: 'fr',
      timezone: 'Asia/Tokyo',
      theme_preference: 'blue',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.validation_errors).toMatchObject({
      first_name: MSG.firstNameRequired,
      last_name: MSG.lastNameRequired,
      phone: MSG.phoneInvalid,
    });
    expect(Object.keys(invalid.body.validation_errors ?? {}).sort()).toEqual(['first_name', 'language', 'last_name', 'phone', 'theme_preference', 'timezone']);

    const profile = (await call<SettingsProfile>(access_token, 'GET', '/settings/user-profile')).data;
    expect(profile).toMatchObject({ first_name: 'Test', last_name: 'Utente', email: user.email });
    expect(await auditRows('User', user.id)).toHaveLength(0);
  });

  it('offers only the languages the interface has: English is refused in Italian', async () => {
    const user = await createUser(server.orm, { role: 'consultant', companyId: demoId });
    const { access_token } = await server.login(user.email, user.password);
    const res = await call(access_token, 'PUT', '/settings/user-profile', { first_name: 'Test', last_name: 'Utente', language: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ language: MSG.languageUnavailable });
    expect((await call<SettingsProfile>(access_token, 'GET', '/settings/user-profile')).data.language).toBe('it');
  });
});

describe('/settings/company', () => {
  it('answers the current company with its subscription tiles', async () => {
    const res = await call<CompanySettings>('entrepreneur', 'GET', '/settings/company');
    expect(res.status).toBe(200);
    const demoUsers = await systemEm(server.orm).count(User, { company: demoId });
    expect(res.data).toMatchObject({
      id: demoId,
      name: 'Demo Telefonia S.r.l.',
      vat_number: withPartitaIvaCheckDigit('0987654015'),
      city: 'Milano',
      province: 'MI',
      postal_code: '20123',
      website: 'https://www.demotelefonia.it',
      subscription_plan_name: 'Multi',
      current_users: demoUsers,
      max_users: 15,
      current_stores: 2,
      max_stores: 5,
      price: '79.90',
      total_customers: 5, // db/seed/demo-customers.ts
      // ProFylo defaults: 100 points are worth €5, a coupon lasts 12 months
      coupon_value: '5.00',
      coupon_validity_months: 12,
    });
  });

  it('saves the ProFylo coupon settings within their bounds', async () => {
    const company = await createCompany(server.orm, { name: 'Settings Coupon S.r.l.' });
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const { access_token } = await server.login(owner.email, owner.password);
    const name = 'Settings Coupon S.r.l.';
    const saved = await call<CompanySettings>(access_token, 'PUT', '/settings/company', { name, coupon_value: '2.50', coupon_validity_months: 24 });
    expect(saved.data).toMatchObject({ coupon_value: '2.50', coupon_validity_months: 24 });
    for (const [body, errors] of [
      [{ coupon_value: '0.00', coupon_validity_months: 0 }, { coupon_value: MSG.couponValueInvalid, coupon_validity_months: MSG.couponValidityInvalid }],
      [{ coupon_value: '100.01', coupon_validity_months: 61 }, { coupon_value: MSG.couponValueInvalid, coupon_validity_months: MSG.couponValidityInvalid }],
      [{ coupon_value: 5, coupon_validity_months: 1.5 }, { coupon_value: MSG.couponValueInvalid, coupon_validity_months: MSG.couponValidityInvalid }],
      [{ coupon_value: 'cinque euro' }, { coupon_value: MSG.couponValueInvalid }],
    ] as const) {
      const refused = await call(access_token, 'PUT', '/settings/company', { name, ...body });
      expect(refused.status).toBe(422);
      expect(refused.body.validation_errors).toEqual(errors);
    }
    expect((await call<CompanySettings>(access_token, 'GET', '/settings/company')).data).toMatchObject({ coupon_value: '2.50', coupon_validity_months: 24 });
  });

  it("keeps each entrepreneur in its own company (tenant isolation)", async () => {
    const rival = (await call<CompanySettings>('rival', 'GET', '/settings/company')).data;
    expect(rival).toMatchObject({ id: rivaleId, name: 'Rivale Mobile S.r.l.', subscription_plan_name: 'Single', current_stores: 1, max_stores: 1 });
  });

  it('gives the default price and no maxima to a company without a plan', async () => {
    const company = await createCompany(server.orm);
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const { access_token } = await server.login(owner.email, owner.password);
    const data = (await call<CompanySettings>(access_token, 'GET', '/settings/company')).data;
    expect(data).toMatchObject({ subscription_plan_name: null, price: DEFAULT_PLAN_PRICE_MONTHLY, max_users: null, max_stores: null, current_users: 1, current_stores: 0 });
  });

  it('refuses a CAP of another province, also when it comes without the province (issue 7.9)', async () => {
    const company = await createCompany(server.orm, { name: 'Settings CAP S.r.l.' });
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const { access_token } = await server.login(owner.email, owner.password);
    const name = 'Settings CAP S.r.l.';
    expect((await call(access_token, 'PUT', '/settings/company', { name, province: 'BG', postal_code: '24121' })).status).toBe(200);
    const alone = await call(access_token, 'PUT', '/settings/company', { name, postal_code: '20121' });
    expect(alone.status).toBe(422);
    expect(alone.body.validation_errors).toEqual({ postal_code: 'Il CAP 20121 non appartiene a questa provincia (è di MI)' });
    const both = await call(access_token, 'PUT', '/settings/company', { name, province: 'BG', postal_code: '20121' });
    expect(both.body.validation_errors).toEqual({ postal_code: 'Il CAP 20121 non appartiene a questa provincia (è di MI)' });
    expect((await call<CompanySettings>(access_token, 'GET', '/settings/company')).data).toMatchObject({ province: 'BG', postal_code: '24121' });
  });

  it('updates the company of the session, normalises the fields and writes an audit row', async () => {
    const company = await createCompany(server.orm, { name: 'Settings Uno S.r.l.' });
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const { access_token } = await server.login(owner.email, owner.password);
    const vat = withPartitaIvaCheckDigit('1234567015');
    const res = await call<CompanySettings>(access_token, 'PUT', '/settings/company', {
      name: 'Settings Uno Nuova S.r.l.',
      tax_code: vat,
      vat_number: `IT ${vat}`,
      address: 'Via Roma 1',
      city: 'Bergamo',
      province: 'bg',
      postal_code: '24121',
      phone: '035 123456',
      email: 'Info@SettingsUno.it',
      website: 'www.settingsuno.it',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.companySettingsUpdated);
    expect(res.data).toMatchObject({
      id: company.id,
      name: 'Settings Uno Nuova S.r.l.',
      tax_code: vat,
      vat_number: vat,
      province: 'BG',
      postal_code: '24121',
      email: 'info@settingsuno.it',
      website: 'www.settingsuno.it',
    });
    expect((await call<CompanySettings>(access_token, 'GET', '/settings/company')).data.name).toBe('Settings Uno Nuova S.r.l.');
    // the session user follows the company's new name
    expect((await call<UserDto>(access_token, 'GET', '/auth/me')).data.company_name).toBe('Settings Uno Nuova S.r.l.');

    const rows = await auditRows('Company', company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'settings_updated', user: { id: owner.id }, company: { id: company.id } });
    expect(rows[0]?.changes).toMatchObject({ name: { from: 'Settings Uno S.r.l.', to: 'Settings Uno Nuova S.r.l.' }, province: { from: null, to: 'BG' } });

    // empty optional fields are cleared; an unchanged save writes no audit row
    const cleared = await call<CompanySettings>(access_token, 'PUT', '/settings/company', { name: 'Settings Uno Nuova S.r.l.', website: '', phone: '' });
    expect(cleared.data).toMatchObject({ website: null, phone: null, city: 'Bergamo' });
    await call(access_token, 'PUT', '/settings/company', { name: 'Settings Uno Nuova S.r.l.' });
    expect(await auditRows('Company', company.id)).toHaveLength(2);
  });

  it('refuses the name or partita IVA of another company, as Aziende does', async () => {
    const company = await createCompany(server.orm, { name: 'Settings Due S.r.l.' });
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const { access_token } = await server.login(owner.email, owner.password);
    const rivalVat = (await call<CompanySettings>('rival', 'GET', '/settings/company')).data.vat_number;
    const res = await call(access_token, 'PUT', '/settings/company', { name: 'rivale mobile s.r.l.', vat_number: rivalVat });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ name: MSG.companyNameTaken, vat_number: MSG.companyVatTaken });
    expect((await call<CompanySettings>(access_token, 'GET', '/settings/company')).data.name).toBe('Settings Due S.r.l.');
  });

  it('refuses invalid fields with Italian messages', async () => {
    const res = await call('entrepreneur', 'PUT', '/settings/company', {
      name: 'X',
      vat_number: '12345678901',
      province: 'Milano',
      postal_code: '2012',
      email: 'non-una-email',
      phone: 'telefono?',
      website: 'non un sito',
      tax_code: 'ABC',
    });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      name: MSG.companyNameRequired,
      vat_number: PARTITA_IVA_INVALID,
      province: MSG.provinceInvalid,
      postal_code: MSG.postalCodeInvalid,
      email: MSG.emailInvalid,
      phone: MSG.phoneInvalid,
      website: MSG.companyWebsiteInvalid,
      tax_code: MSG.companyTaxCodeInvalid,
    });
    expect((await call('entrepreneur', 'PUT', '/settings/company', {})).body.validation_errors).toEqual({ name: MSG.companyNameRequired });
    expect((await call<CompanySettings>('entrepreneur', 'GET', '/settings/company')).data.name).toBe('Demo Telefonia S.r.l.');
  });

  it('edits the assigned company the entrepreneur is working in, not its primary one', async () => {
    const primary = await createCompany(server.orm, { name: 'Primaria Test S.r.l.' });
    const extra = await createCompany(server.orm, { name: 'Extra Test S.r.l.' });
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: primary.id, assignedCompanyIds: [extra.id] });
    const { access_token } = await server.login(owner.email, owner.password);
    const switched = await server.request('POST', '/api/users/switch-company', { token: access_token, body: { company_id: extra.id } });
    const token = (switched.body.data as LoginResult).access_token;
    const res = await call<CompanySettings>(token, 'PUT', '/settings/company', { name: 'Extra Rinominata S.r.l.', city: 'Pavia' });
    expect(res.data).toMatchObject({ id: extra.id, name: 'Extra Rinominata S.r.l.', city: 'Pavia' });
    const companies = (await call<AvailableCompany[]>(token, 'GET', '/users/available-companies')).data;
    expect(companies.map((c) => c.name)).toEqual(['Primaria Test S.r.l.', 'Extra Rinominata S.r.l.']);
  });
});

describe('GET /settings/system', () => {
  it('groups the system settings by category for the superadmin', async () => {
    const res = await call<SystemSettingsGroup[]>('superadmin', 'GET', '/settings/system');
    expect(res.status).toBe(200);
    expect(res.data.map((group) => group.category)).toEqual(['Abbonamenti', 'Localizzazione', 'Sicurezza', 'Interfaccia']);
    const flat = res.data.flatMap((group) => group.settings.map((s) => ({ category: group.category, keyName: s.key_name, description: s.description, value: s.value })));
    expect(flat).toEqual(SYSTEM_SETTINGS.map((s) => ({ ...s })));
    expect(res.data[0]?.settings[0]).toEqual({ id: expect.any(Number), key_name: 'trial_days', description: 'Durata del periodo di prova (giorni)', value: '30' });
  });

  it('is refused to every other role', async () => {
    for (const who of ['entrepreneur', 'manager', 'consultant', 'rival'] as const) {
      const res = await call(who, 'GET', '/settings/system');
      expect(res.status, who).toBe(403);
      expect(res.body.error).toBe(MSG.forbidden);
    }
  });
});

describe('GET /settings/subscription-plans', () => {
  const summary = (plans: SettingsPlan[]) => plans.map((p) => [p.name, p.price_monthly, p.max_stores, p.max_users, p.companies_count, p.is_active]);

  it('lists every plan, by price, with the platform counts for the superadmin', async () => {
    const plans = (await call<SettingsPlan[]>('superadmin', 'GET', '/settings/subscription-plans')).data;
    expect(summary(plans)).toEqual([
      ['Single', '29.90', 1, 3, 2, true],
      ['Multi', '79.90', 5, 15, 1, true],
      ['Max', '149.90', -1, -1, 0, true],
    ]);
    expect(plans[0]?.description).toContain('negozio singolo');
    expect(plans[0]?.features).toMatchObject({ pos: true, loyalty: false, ai_suggestions: false });
    expect(plans[2]?.features).toMatchObject({ ai_suggestions: true, priority_support: true });
  });

  it('counts only its own companies for an entrepreneur', async () => {
    expect(summary((await call<SettingsPlan[]>('entrepreneur', 'GET', '/settings/subscription-plans')).data).map((row) => row[4])).toEqual([1, 1, 0]);
    expect(summary((await call<SettingsPlan[]>('rival', 'GET', '/settings/subscription-plans')).data).map((row) => row[4])).toEqual([1, 0, 0]);
  });
});

describe('/settings/operators', () => {
  const listOf = async (who: Who | string, query = '') => (await call<OperatorsSettings>(who, 'GET', `/settings/operators${query}`)).data;

  it("lists the company's operators grouped by category, and only them", async () => {
    const mine = await listOf('entrepreneur');
    expect(mine).toMatchObject({ company_id: demoId, company_name: 'Demo Telefonia S.r.l.', companies: [] });
    expect(mine.operators).toHaveLength(DEFAULT_OPERATORS.length);
    expect(mine.operators.map((o) => o.category)).toEqual([...DEFAULT_OPERATORS].map((o) => o.category).sort((a, b) =>
      ['mobile', 'fixed_line', 'energy', 'mobility'].indexOf(a) - ['mobile', 'fixed_line', 'energy', 'mobility'].indexOf(b)));
    expect(mine.operators.every((o) => o.company_id === demoId && o.is_active)).toBe(true);

    const rival = await listOf('rival');
    expect(rival.company_id).toBe(rivaleId);
    const rivalIds = new Set(rival.operators.map((o) => o.id));
    expect(mine.operators.some((o) => rivalIds.has(o.id))).toBe(false);

    // the manager reads the list (stores need it); a company_id of another tenant is ignored
    const manager = await listOf('manager', `?company_id=${rivaleId}`);
    expect(manager.company_id).toBe(demoId);
    expect(manager.operators.map((o) => o.id).sort()).toEqual(mine.operators.map((o) => o.id).sort());
  });

  it('lets the superadmin pick the company', async () => {
    const first = await listOf('superadmin');
    expect(first.companies.map((c) => c.name)).toEqual(expect.arrayContaining(['Demo Telefonia S.r.l.', 'Demo Telefonia Sud S.r.l.', 'Rivale Mobile S.r.l.']));
    expect(first.company_id).toBe(first.companies[0]?.id);
    const rival = await listOf('superadmin', `?company_id=${rivaleId}`);
    expect(rival).toMatchObject({ company_id: rivaleId, company_name: 'Rivale Mobile S.r.l.' });
    expect(rival.operators.map((o) => o.id).sort()).toEqual((await listOf('rival')).operators.map((o) => o.id).sort());
    const missing = await call('superadmin', 'GET', '/settings/operators?company_id=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MSG.companyNotFound);
  });

  it('creates an operator (active by default) and saves it by id, with audit rows', async () => {
    const created = await call<SettingsOperator>('entrepreneur', 'POST', '/settings/operators', { name: ' Sorgenia ', category: 'energy' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MSG.operatorSaved);
    expect(created.data).toEqual({ id: expect.any(Number), company_id: demoId, name: 'Sorgenia', category: 'energy', is_active: true });
    expect((await listOf('entrepreneur')).operators).toContainEqual(created.data);
    expect((await listOf('rival')).operators.some((o) => o.name === 'Sorgenia')).toBe(false);

    const saved = await call<SettingsOperator>('entrepreneur', 'POST', '/settings/operators', { id: created.data.id, name: 'Sorgenia Luce', category: 'energy', is_active: false });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MSG.operatorSaved);
    expect(saved.data).toEqual({ ...created.data, name: 'Sorgenia Luce', is_active: false });

    const rows = await auditRows('Operator', created.data.id);
    expect(rows.map((row) => row.action)).toEqual(['created', 'updated']);
    expect(rows[0]).toMatchObject({ user: { email: EMAIL.entrepreneur }, company: { id: demoId } });
    expect(rows[1]?.changes).toEqual({ name: { from: 'Sorgenia', to: 'Sorgenia Luce' }, is_active: { from: true, to: false } });
  });

  it('keeps names unique per company, case-insensitively (422), but not across companies', async () => {
    const duplicate = await call('entrepreneur', 'POST', '/settings/operators', { name: 'tim', category: 'mobile' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.validation_errors).toEqual({ name: MSG.operatorNameTaken });
    const tim = (await listOf('entrepreneur')).operators.find((o) => o.name === 'TIM');
    const vodafone = (await listOf('entrepreneur')).operators.find((o) => o.name === 'Vodafone');
    const renamed = await call('entrepreneur', 'POST', '/settings/operators', { id: vodafone?.id, name: 'TIM', category: 'mobile' });
    expect(renamed.status).toBe(422);
    // saving an operator under its own name is fine
    expect((await call('entrepreneur', 'POST', '/settings/operators', { id: tim?.id, name: 'TIM', category: 'mobile' })).status).toBe(200);
    // another company may have its own 'Sorgenia'
    expect((await call('rival', 'POST', '/settings/operators', { name: 'Sorgenia', category: 'energy' })).status).toBe(201);
  });

  it('validates name and category with Italian messages', async () => {
    const res = await call('entrepreneur', 'POST', '/settings/operators', { name: '  ', category: 'gas' });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ name: MSG.operatorNameRequired, category: MSG.operatorCategoryInvalid });
    expect((await call('entrepreneur', 'POST', '/settings/operators', {})).body.validation_errors).toEqual({
      name: MSG.operatorNameRequired,
      category: MSG.operatorCategoryInvalid,
    });
  });

  it('creates an operator in the active company: naming another one is refused, not ignored', async () => {
    const before = await listOf('rival');
    for (const companyId of [sudId, rivaleId]) {
      const other = await call('entrepreneur', 'POST', '/settings/operators', { company_id: companyId, name: 'Altrove', category: 'mobile' });
      expect(other.status).toBe(403);
      expect(other.body.error).toBe(MSG.companyNotCurrent);
    }
    expect(await listOf('rival')).toEqual(before);
    const own = await call<SettingsOperator>('entrepreneur', 'POST', '/settings/operators', { company_id: demoId, name: 'Operatore di qui', category: 'mobile' });
    expect(own.status).toBe(201);
    expect(own.data.company_id).toBe(demoId);
  });

  it("answers 404 for another company's operator and leaves it untouched", async () => {
    const rivalOperator = (await listOf('rival')).operators[0];
    const res = await call('entrepreneur', 'POST', '/settings/operators', { id: rivalOperator?.id, name: 'Preso', category: 'mobile' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MSG.operatorNotFound);
    expect((await listOf('rival')).operators[0]).toEqual(rivalOperator);
    expect((await call('entrepreneur', 'POST', '/settings/operators', { id: 999_999, name: 'X', category: 'mobile' })).status).toBe(404);
  });

  it('lets the superadmin create in a chosen company and edit any operator', async () => {
    const noCompany = await call('superadmin', 'POST', '/settings/operators', { name: 'Nuovo', category: 'mobility' });
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.validation_errors).toEqual({ company_id: MSG.companyRequired });
    const missing = await call('superadmin', 'POST', '/settings/operators', { company_id: 999_999, name: 'Nuovo', category: 'mobility' });
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors).toEqual({ company_id: MSG.companyRequired });
    const created = await call<SettingsOperator>('superadmin', 'POST', '/settings/operators', { company_id: rivaleId, name: 'Duferco', category: 'mobility' });
    expect(created.status).toBe(201);
    expect(created.data.company_id).toBe(rivaleId);
    expect((await listOf('rival')).operators).toContainEqual(created.data);
    const rows = await auditRows('Operator', created.data.id);
    expect(rows[0]).toMatchObject({ action: 'created', user: { email: EMAIL.superadmin }, company: { id: rivaleId } });
  });

  it("carries a renamed operator into the company's stores", async () => {
    // its own company, store and owner: renaming must not touch the demo rows other tests read
    const make = factories(server);
    const company = await make.company();
    const luce = await make.operator(company.id, { name: 'Luce Prova', category: 'energy' });
    const shop = await make.store(company.id, { operators_energy: [luce.name] });
    const { access_token: owner } = await (await make.user({ role: 'entrepreneur', companyId: company.id })).login();
    const res = await call(owner, 'POST', '/settings/operators', { id: luce.id, name: 'Luce Energia', category: 'energy' });
    expect(res.status).toBe(200);
    const store = await systemEm(server.orm).findOneOrFail(Store, { id: shop.id });
    expect(store.operatorsEnergy).toEqual(['Luce Energia']);
    // moved to another group: it leaves energy for mobility
    await call(owner, 'POST', '/settings/operators', { id: luce.id, name: 'Luce Energia', category: 'mobility' });
    const moved = await systemEm(server.orm).findOneOrFail(Store, { id: shop.id });
    expect(moved.operatorsEnergy).toEqual([]);
    expect(moved.operatorsMobility).toEqual(['Luce Energia']);
  });
});

describe('/settings/multi-company', () => {
  const overview = async () => (await call<MultiCompanyData>('superadmin', 'GET', '/settings/multi-company')).data;
  const entrepreneurOf = (data: MultiCompanyData, email: string) => data.entrepreneurs.find((e) => e.email === email);
  const assign = (body: unknown, who: Who | string = 'superadmin') => call(who, 'POST', '/settings/multi-company/assign', body);
  const unassign = (body: unknown, who: Who | string = 'superadmin') => call(who, 'POST', '/settings/multi-company/unassign', body);
  let rivalId: number;
  beforeAll(async () => {
    rivalId = (await systemEm(server.orm).findOneOrFail(User, { email: EMAIL.rival })).id;
  });

  it('lists every entrepreneur with primary and assigned companies, the companies and the counters', async () => {
    const data = await overview();
    const marco = entrepreneurOf(data, EMAIL.entrepreneur);
    expect(marco).toEqual({
      user_id: expect.any(Number),
      first_name: 'Marco',
      last_name: 'Rossi',
      email: EMAIL.entrepreneur,
      primary_company_id: demoId,
      primary_company_name: 'Demo Telefonia S.r.l.',
      assigned_companies: [{ company_id: sudId, company_name: 'Demo Telefonia Sud S.r.l.', role: 'entrepreneur', assigned_date: expect.any(String) }],
      total_companies: 2,
    });
    expect(entrepreneurOf(data, EMAIL.rival)).toMatchObject({ primary_company_id: rivaleId, assigned_companies: [], total_companies: 1 });
    expect(data.entrepreneurs.every((e) => !['superadmin@banco.demo', 'manager@banco.demo', 'consulente@banco.demo'].includes(e.email))).toBe(true);
    expect(data.available_companies).toEqual(expect.arrayContaining([{ id: demoId, name: 'Demo Telefonia S.r.l.' }, { id: rivaleId, name: 'Rivale Mobile S.r.l.' }]));
    expect(data.stats).toEqual({
      total_entrepreneurs: data.entrepreneurs.length,
      available_companies: data.available_companies.length,
      total_assignments: data.entrepreneurs.reduce((sum, e) => sum + e.assigned_companies.length, 0),
    });
  });

  it('assigns a company: the entrepreneur can switch to it; removal ends its session there', async () => {
    const before = await overview();
    const res = await assign({ user_id: rivalId, company_id: sudId });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.entrepreneurAssigned);
    expect(res.data).toMatchObject({ company_id: sudId, company_name: 'Demo Telefonia Sud S.r.l.', role: 'entrepreneur' });

    const after = await overview();
    expect(entrepreneurOf(after, EMAIL.rival)).toMatchObject({ total_companies: 2, assigned_companies: [{ company_id: sudId }] });
    expect(after.stats.total_assignments).toBe(before.stats.total_assignments + 1);

    const rival = await server.login(EMAIL.rival);
    const companies = (await call<AvailableCompany[]>(rival.access_token, 'GET', '/users/available-companies')).data;
    expect(companies.map((c) => [c.name, c.assignment_type])).toEqual([['Rivale Mobile S.r.l.', 'primary'], ['Demo Telefonia Sud S.r.l.', 'assigned']]);
    const switched = (await server.request('POST', '/api/users/switch-company', { token: rival.access_token, body: { company_id: sudId } })).body.data as LoginResult;
    const other = await server.login(EMAIL.rival); // a second session, on the primary company
    expect((await call<CompanySettings>(switched.access_token, 'GET', '/settings/company')).data.id).toBe(sudId);

    const removed = await unassign({ user_id: rivalId, company_id: sudId });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, data: null, message: MSG.assignmentRemoved });

    // the session working in Sud is over, access and refresh; the one on the primary company lives on
    expect((await server.request('GET', '/api/auth/me', { token: switched.access_token })).status).toBe(401);
    expect((await server.request('POST', '/api/auth/refresh', { body: { refresh_token: switched.refresh_token } })).status).toBe(401);
    const left = (await call<AvailableCompany[]>(other.access_token, 'GET', '/users/available-companies')).data;
    expect(left.map((c) => c.name)).toEqual(['Rivale Mobile S.r.l.']);
    expect((await call(other.access_token, 'POST', '/users/switch-company', { company_id: sudId })).status).toBe(403);
    expect(entrepreneurOf(await overview(), EMAIL.rival)).toMatchObject({ total_companies: 1, assigned_companies: [] });

    const rows = await systemEm(server.orm).find(AuditLog, { entityType: 'CompanyAssignment', company: sudId }, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.action)).toEqual(['created', 'deleted']);
    // the same fields, as the API names them, in the creation and the removal
    expect(rows[0]?.changes).toEqual({ user_id: { from: null, to: rivalId }, company_id: { from: null, to: sudId }, role: { from: null, to: 'entrepreneur' } });
    expect(rows[1]?.changes).toEqual({ user_id: { from: rivalId, to: null }, company_id: { from: sudId, to: null }, role: { from: 'entrepreneur', to: null } });
  });

  it('refuses what cannot be assigned, with Italian messages', async () => {
    const marcoId = (await systemEm(server.orm).findOneOrFail(User, { email: EMAIL.entrepreneur })).id;
    const managerId = (await systemEm(server.orm).findOneOrFail(User, { email: EMAIL.manager })).id;

    const primary = await assign({ user_id: marcoId, company_id: demoId });
    expect(primary.status).toBe(422);
    expect(primary.body.validation_errors).toEqual({ company_id: MSG.assignmentPrimaryCompany });

    const again = await assign({ user_id: marcoId, company_id: sudId });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MSG.assignmentAlreadyExists);

    const notEntrepreneur = await assign({ user_id: managerId, company_id: rivaleId });
    expect(notEntrepreneur.status).toBe(422);
    expect(notEntrepreneur.body.validation_errors).toEqual({ user_id: MSG.assignmentNotEntrepreneur });

    const noUser = await assign({ user_id: 999_999, company_id: rivaleId });
    expect(noUser.status).toBe(404);
    expect(noUser.body.error).toBe(MSG.entrepreneurNotFound);
    const noCompany = await assign({ user_id: marcoId, company_id: 999_999 });
    expect(noCompany.status).toBe(404);
    expect(noCompany.body.error).toBe(MSG.companyNotFound);

    const empty = await assign({ user_id: marcoId });
    expect(empty.status).toBe(422);
    expect(empty.body.validation_errors).toEqual({ company_id: MSG.companyRequired });
    expect((await assign({ company_id: '' })).body.validation_errors).toEqual({ user_id: MSG.assignmentUserRequired, company_id: MSG.companyRequired });

    const notAssigned = await unassign({ user_id: marcoId, company_id: rivaleId });
    expect(notAssigned.status).toBe(404);
    expect(notAssigned.body.error).toBe(MSG.assignmentNotFound);

    // nothing changed
    expect(entrepreneurOf(await overview(), EMAIL.entrepreneur)?.total_companies).toBe(2);
  });

  it('is refused to every role but the superadmin', async () => {
    for (const who of ['entrepreneur', 'manager', 'consultant', 'rival'] as const) {
      expect((await call(who, 'GET', '/settings/multi-company')).status, who).toBe(403);
      expect((await assign({ user_id: rivalId, company_id: sudId }, who)).status, who).toBe(403);
      expect((await unassign({ user_id: rivalId, company_id: sudId }, who)).status, who).toBe(403);
    }
    expect(entrepreneurOf(await overview(), EMAIL.rival)?.total_companies).toBe(1);
  });
});
