import {
  fillMessage,
  MSG,
  type LoginResult,
  type UserDetail,
  type UserListItem,
  type UsersListData,
  planLimitMessage,
} from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { CompanyAssignment } from '../src/modules/users/company-assignment.entity.ts';
import { companyIdByName, createCompany, createUser } from './support/fixtures.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';
import {
  auditRows,
  insertStaff,
  insertStore,
  setCompanyPlan,
  storeIdByCode,
  storeManagerId,
  supervisedCount,
  userCount,
  userRow,
} from './support/user-fixtures.ts';

/**
 * The users screens' API (spec 1 §2 Users, §3, §5 User wizard, §6, §7 Users, §8) and Banco's
 * server rules. The role × action × place matrix is users-matrix.test.ts.
 */
let server: TestServer;
const ids = { demo: 0, sud: 0, rivale: 0, mi: 0, rm: 0, na: 0, to: 0, managerMi: 0, consultantMi: 0, entrepreneur: 0, superadmin: 0 };
const token = { superadmin: '', entrepreneur: '', manager: '', consultant: '', rival: '' };
let seq = 0;

const email = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(seq++).toString(36)}@test.banco`;

function call(method: string, path: string, auth: string, body?: unknown) {
  return server.request(method, `/api${path}`, { token: auth, ...(body === undefined ? {} : { body }) });
}

const listOf = (res: { body: Envelope }) => res.body.data as UsersListData;
const detailOf = (res: { body: Envelope }) => (res.body.data as { user: UserDetail }).user;

/** A valid create-user body: a consultant of Milano supervised by the demo manager. */
function consultantBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Chiara',
    last_name: 'Galli',
    email: email('consulente'),
    phone: '+39 333 555 1234',
    role: 'consultant',
    store_ids: [ids.mi],
    manager_id: ids.managerMi,
    password: 'password-sicura',
    ...overrides,
  };
}

async function createVia(auth: string, body: Record<string, unknown>): Promise<UserDetail> {
  const res = await call('POST', '/users', auth, body);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return detailOf(res);
}

function updateBodyOf(user: UserDetail, overrides: Record<string, unknown> = {}) {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    store_ids: user.store_ids,
    manager_id: user.manager_id,
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startTestServer({ loginThrottle: { maxFailuresPerAccount: 1_000, maxFailuresPerAccountAnyAddress: 1_000, maxFailuresPerIp: 1_000, windowSeconds: 60 } });
  ids.demo = await companyIdByName(server.orm, 'Demo Telefonia S.r.l.');
  ids.sud = await companyIdByName(server.orm, 'Demo Telefonia Sud S.r.l.');
  ids.rivale = await companyIdByName(server.orm, 'Rivale Mobile S.r.l.');
  // room for the users this file creates; the plan limit has its own company below
  for (const id of [ids.demo, ids.sud, ids.rivale]) await setCompanyPlan(server.orm, id, 'Max');
  ids.mi = await storeIdByCode(server.orm, 'MI-001');
  ids.rm = await storeIdByCode(server.orm, 'RM-001');
  ids.na = await storeIdByCode(server.orm, 'NA-001');
  ids.to = await storeIdByCode(server.orm, 'TO-001');
  const sessions: Record<keyof typeof token, LoginResult> = {
    superadmin: await server.login('superadmin@banco.demo'),
    entrepreneur: await server.login('imprenditore@banco.demo'),
    manager: await server.login('manager@banco.demo'),
    consultant: await server.login('consulente@banco.demo'),
    rival: await server.login('rivale@banco.demo'),
  };
  for (const key of Object.keys(token) as (keyof typeof token)[]) token[key] = sessions[key].access_token;
  ids.managerMi = sessions.manager.user.id;
  ids.consultantMi = sessions.consultant.user.id;
  ids.entrepreneur = sessions.entrepreneur.user.id;
  ids.superadmin = sessions.superadmin.user.id;
});
afterAll(() => server?.close());

describe('GET /users', () => {
  it('carries the permissions of each role (spec 1 §6)', async () => {
    const expected = {
      superadmin: { can_create: true, create_blocked_reason: null, can_edit: true, can_delete: true, manageable_roles: ['entrepreneur', 'manager', 'consultant'] },
      entrepreneur: { can_create: true, create_blocked_reason: null, can_edit: true, can_delete: true, manageable_roles: ['manager', 'consultant'] },
      manager: { can_create: true, create_blocked_reason: null, can_edit: true, can_delete: true, manageable_roles: ['consultant'] },
      consultant: { can_create: false, create_blocked_reason: null, can_edit: false, can_delete: false, manageable_roles: [] },
    };
    for (const [role, permissions] of Object.entries(expected)) {
      const res = await call('GET', '/users', token[role as keyof typeof token]);
      expect(res.status, role).toBe(200);
      expect(res.body.success).toBe(true);
      expect(listOf(res).permissions, role).toEqual(permissions);
    }
  });

  it('answers every field of a row (spec 1 §3) with its flags', async () => {
    const res = await call('GET', '/users?per_page=100', token.entrepreneur);
    const rows = listOf(res).users;
    const consultant = rows.find((user) => user.email === 'consulente@banco.demo');
    expect(consultant).toMatchObject({
      id: ids.consultantMi,
      first_name: 'Luca',
      last_name: 'Esposito',
      phone: null,
      role: 'consultant',
      company_id: ids.demo,
      company_name: 'Demo Telefonia S.r.l.',
      manager_id: ids.managerMi,
      manager_name: 'Giulia Verdi',
      store_ids: [ids.mi],
      assigned_stores: 'Demo Telefonia Milano',
      assigned_store_names: ['Demo Telefonia Milano'],
      is_active: true,
      can_view: true,
      can_edit: true,
      can_delete: true,
      is_own_profile: false,
    });
    expect(consultant?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(consultant?.email_verified_at).toEqual(expect.any(String));
    const own = rows.find((user) => user.id === ids.entrepreneur);
    expect(own).toMatchObject({ is_own_profile: true, can_view: true, can_edit: false, can_delete: false, assigned_stores: '' });
    expect(own?.last_login_at).toEqual(expect.any(String));
  });

  it('shows last_login_at null until the first login', async () => {
    const created = await createVia(token.entrepreneur, consultantBody());
    const before = listOf(await call('GET', `/users?search=${encodeURIComponent(created.email)}`, token.entrepreneur));
    expect(before.users.map((user) => user.last_login_at)).toEqual([null]);
    await server.login(created.email, 'password-sicura');
    const after = listOf(await call('GET', `/users?search=${encodeURIComponent(created.email)}`, token.entrepreneur));
    expect(after.users[0]?.last_login_at).toEqual(expect.any(String));
  });

  describe('paging, search and filters in one company', () => {
    let companyId = 0;
    let owner = '';
    beforeAll(async () => {
      companyId = (await createCompany(server.orm, { name: 'Paginazione S.r.l.' })).id;
      await setCompanyPlan(server.orm, companyId, 'Max');
      const entrepreneur = await createUser(server.orm, { role: 'entrepreneur', companyId });
      owner = (await server.login(entrepreneur.email, entrepreneur.password)).access_token;
      for (let i = 1; i <= 45; i++) {
        await insertStaff(server.orm, {
          role: i % 5 === 0 ? 'manager' : 'consultant',
          companyId,
          firstName: i % 3 === 0 ? 'Giorgia' : 'Paolo',
          lastName: i % 4 === 0 ? `Bianchi ${i}` : `Conti ${i}`,
        });
      }
    });

    it('pages of 20, newest first; 100 for pickers; more than 100 refused', async () => {
      const first = listOf(await call('GET', '/users', owner));
      expect(first.pagination).toEqual({ current_page: 1, per_page: 20, total: 46, total_pages: 3 });
      expect(first.users).toHaveLength(20);
      expect(first.users[0]?.last_name).toBe('Conti 45');
      const last = listOf(await call('GET', '/users?page=3', owner));
      expect(last.users).toHaveLength(6);
      expect(last.pagination.current_page).toBe(3);
      // past the last page: no users, the same total
      const beyond = listOf(await call('GET', '/users?page=4', owner));
      expect(beyond.users).toEqual([]);
      expect(beyond.pagination).toEqual({ current_page: 4, per_page: 20, total: 46, total_pages: 3 });
      const seen = new Set([...first.users, ...last.users].map((user) => user.id));
      expect(seen.size).toBe(26);
      const picker = listOf(await call('GET', '/users?per_page=100', owner));
      expect(picker.users).toHaveLength(46);
      const tooMany = await call('GET', '/users?per_page=101', owner);
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.validation_errors).toEqual({ per_page: MSG.perPageInvalid });
      const noPage = await call('GET', '/users?page=0', owner);
      expect(noPage.status).toBe(422);
      expect(noPage.body.validation_errors).toEqual({ page: MSG.pageInvalid });
    });

    it('searches first name, last name and e-mail; every word must match', async () => {
      const bianchi = listOf(await call('GET', '/users?search=bianchi&per_page=100', owner));
      expect(bianchi.pagination.total).toBe(11);
      expect(bianchi.users.every((user) => user.last_name.startsWith('Bianchi'))).toBe(true);
      const both = listOf(await call('GET', `/users?search=${encodeURIComponent('giorgia BIANCHI')}&per_page=100`, owner));
      expect(both.users.map((user) => user.last_name).sort()).toEqual(['Bianchi 12', 'Bianchi 24', 'Bianchi 36']);
      const byEmail = listOf(await call('GET', '/users?search=staff.&per_page=100', owner));
      expect(byEmail.pagination.total).toBe(45);
      expect(listOf(await call('GET', '/users?search=%25', owner)).pagination.total).toBe(0);
      expect(listOf(await call('GET', '/users?search=nessuno-si-chiama-cosi', owner)).users).toEqual([]);
    });

    it('filters by role', async () => {
      const managers = listOf(await call('GET', '/users?role=manager&per_page=100', owner));
      expect(managers.pagination.total).toBe(9);
      expect(managers.users.every((user) => user.role === 'manager')).toBe(true);
      const bad = await call('GET', '/users?role=capo', owner);
      expect(bad.status).toBe(422);
      expect(bad.body.validation_errors).toEqual({ role: MSG.roleNotAllowed });
    });

    it('never shows another company to its entrepreneur, and the superadmin filters by company', async () => {
      const theirs = listOf(await call('GET', '/users?per_page=100', owner));
      expect(theirs.users.every((user) => user.company_id === companyId)).toBe(true);
      const narrowed = listOf(await call('GET', `/users?company_id=${ids.demo}`, owner));
      expect(narrowed.pagination.total).toBe(0);
      const admin = listOf(await call('GET', `/users?company_id=${companyId}&per_page=100`, token.superadmin));
      expect(admin.pagination.total).toBe(46);
    });
  });

  it('lists every visible store of a user, sorted, as text', async () => {
    const user = await createVia(token.entrepreneur, consultantBody({ store_ids: [ids.rm, ids.mi] }));
    const row = listOf(await call('GET', `/users?search=${encodeURIComponent(user.email)}`, token.entrepreneur)).users[0];
    expect(row?.assigned_stores).toBe('Demo Telefonia Milano, Demo Telefonia Roma');
    expect(row?.assigned_store_names).toEqual(['Demo Telefonia Milano', 'Demo Telefonia Roma']);
    // the manager of Milano sees only its store, and may not edit a consultant who also works in Roma
    const seenByManager = listOf(await call('GET', `/users?search=${encodeURIComponent(user.email)}`, token.manager)).users[0];
    expect(seenByManager).toMatchObject({ assigned_stores: 'Demo Telefonia Milano', can_view: true, can_edit: false, can_delete: false });
  });

  it('available_for_store: active managers and consultants of the store company not yet assigned to it', async () => {
    const inRoma = await createVia(token.entrepreneur, consultantBody({ store_ids: [ids.rm, ids.mi] }));
    const inactive = await createVia(token.entrepreneur, consultantBody({ is_active: false }));
    const res = await call('GET', `/users?available_for_store=${ids.rm}&per_page=100`, token.entrepreneur);
    expect(res.status).toBe(200);
    const listed = listOf(res).users.map((user) => user.id);
    expect(listed).toContain(ids.managerMi);
    expect(listed).toContain(ids.consultantMi);
    expect(listed).not.toContain(inRoma.id);
    expect(listed).not.toContain(inactive.id);
    expect(listed).not.toContain(ids.entrepreneur);
    expect(listOf(res).users.every((user) => user.role === 'manager' || user.role === 'consultant')).toBe(true);
    // a store the caller does not see
    expect((await call('GET', `/users?available_for_store=${ids.to}`, token.entrepreneur)).status).toBe(404);
    expect((await call('GET', `/users?available_for_store=${ids.rm}`, token.manager)).status).toBe(404);
  });

  it('a consultant sees itself and its store colleagues, read-only', async () => {
    const res = listOf(await call('GET', '/users?per_page=100', token.consultant));
    expect(res.users.map((user) => user.id)).toEqual(expect.arrayContaining([ids.consultantMi, ids.managerMi]));
    expect(res.users.every((user) => !user.can_edit && !user.can_delete)).toBe(true);
    expect(res.users.every((user) => user.role === 'manager' || user.role === 'consultant')).toBe(true);
    expect(res.users.every((user) => user.store_ids.includes(ids.mi))).toBe(true);
  });

  it('an entrepreneur working in another of its companies sees that company only', async () => {
    const sudConsultantManager = await insertStaff(server.orm, { role: 'manager', companyId: ids.sud, storeIds: [ids.na] });
    const switched = await server.request('POST', '/api/users/switch-company', {
      token: (await server.login('imprenditore@banco.demo')).access_token,
      body: { company_id: ids.sud },
    });
    const sud = (switched.body.data as LoginResult).access_token;
    const rows = listOf(await call('GET', '/users?per_page=100', sud)).users;
    expect(rows.map((user) => user.id)).toEqual([sudConsultantManager.id]);
    expect((await call('GET', `/users/${ids.consultantMi}`, sud)).status).toBe(404);
    expect((await call('GET', `/users/${sudConsultantManager.id}`, sud)).status).toBe(200);
  });

  it('a manager sees itself and the staff of its stores; words match ignoring case and accents; the superadmin sees every company', async () => {
    const inRoma = await insertStaff(server.orm, { role: 'consultant', companyId: ids.demo, storeIds: [ids.rm], firstName: 'Niccolò', lastName: 'Sàlvi' });
    const inBoth = await insertStaff(server.orm, { role: 'consultant', companyId: ids.demo, storeIds: [ids.rm, ids.mi], managerId: ids.managerMi, firstName: 'Niccolò', lastName: 'Salvi' });
    const idsOf = (data: UsersListData) => data.users.map((user) => user.id);

    const managers = listOf(await call('GET', '/users?per_page=100', token.manager));
    expect(idsOf(managers)).toEqual(expect.arrayContaining([ids.managerMi, ids.consultantMi, inBoth.id]));
    expect(idsOf(managers)).not.toContain(inRoma.id);
    expect(idsOf(managers)).not.toContain(ids.entrepreneur);
    expect(managers.users.find((user) => user.id === ids.managerMi)).toMatchObject({ is_own_profile: true, can_edit: false, delete_blocked_reason: expect.any(String) });
    expect(managers.users.find((user) => user.id === inBoth.id)).toMatchObject({
      manager_name: 'Giulia Verdi',
      store_ids: [ids.mi],
      assigned_store_names: ['Demo Telefonia Milano'],
      can_edit: false,
    });

    const search = async (words: string, auth = token.entrepreneur) =>
      idsOf(listOf(await call('GET', `/users?per_page=100&search=${encodeURIComponent(words)}`, auth)));
    expect(await search('niccolò')).toEqual([inBoth.id, inRoma.id]);
    // accents and case do not matter, as in the customer search: Sàlvi and Salvi are one to it
    expect(await search('NICCOLò SàLVI')).toEqual([inBoth.id, inRoma.id]);
    expect(await search('niccolo salvi')).toEqual([inBoth.id, inRoma.id]);
    expect(await search('niccolo sàlvi verdi')).toEqual([]);
    expect(await search('niccolò', token.manager)).toEqual([inBoth.id]);
    expect(await search('niccolò', token.rival)).toEqual([]);

    const everyone = listOf(await call('GET', '/users?per_page=100&search=banco.demo', token.superadmin)).users;
    expect(everyone.find((user) => user.email === 'rivale@banco.demo')).toMatchObject({ company_name: 'Rivale Mobile S.r.l.', can_edit: true });
    expect(everyone.find((user) => user.email === 'imprenditore@banco.demo')).toMatchObject({ company_id: ids.demo, company_name: 'Demo Telefonia S.r.l.' });
    expect(everyone.find((user) => user.id === ids.superadmin)).toMatchObject({ company_id: null, company_name: null, is_own_profile: true });
    const niccolos = listOf(await call('GET', `/users?search=${encodeURIComponent('niccolò')}`, token.superadmin)).users;
    expect(niccolos.map((user) => user.assigned_store_names)).toEqual([['Demo Telefonia Milano', 'Demo Telefonia Roma'], ['Demo Telefonia Roma']]);
  });
});

describe('GET /users/{id}', () => {
  it('answers data.user with assigned stores as a list (spec 1 §3)', async () => {
    const res = await call('GET', `/users/${ids.consultantMi}`, token.entrepreneur);
    expect(res.status).toBe(200);
    const user = detailOf(res);
    expect(user).toMatchObject({
      id: ids.consultantMi,
      role: 'consultant',
      company_name: 'Demo Telefonia S.r.l.',
      subscription_plan_name: 'Max',
      manager_name: 'Giulia Verdi',
      store_ids: [ids.mi],
      additional_companies: [],
      can_edit: true,
      is_own_profile: false,
    });
    expect(user.assigned_stores).toEqual([
      { id: ids.mi, name: 'Demo Telefonia Milano', code: 'MI-001', city: 'Milano', assigned_at: expect.any(String) },
    ]);
    expect(user.permissions.sales).toEqual(['view', 'create']);
  });

  it('lists the additional companies of an entrepreneur', async () => {
    const user = detailOf(await call('GET', `/users/${ids.entrepreneur}`, token.superadmin));
    expect(user.additional_companies).toEqual([{ id: ids.sud, name: 'Demo Telefonia Sud S.r.l.', role: 'entrepreneur' }]);
    const own = detailOf(await call('GET', `/users/${ids.entrepreneur}`, token.entrepreneur));
    expect(own).toMatchObject({ is_own_profile: true, can_edit: false, can_delete: false });
    expect(own.additional_companies.map((company) => company.id)).toEqual([ids.sud]);
  });

  it('422 for a malformed id; 404 for another company user', async () => {
    const bad = await call('GET', '/users/abc', token.entrepreneur);
    expect(bad.status).toBe(422);
    expect(bad.body.validation_errors).toEqual({ id: 'ID non valido' });
    const rivalId = (await server.login('rivale@banco.demo')).user.id;
    const foreign = await call('GET', `/users/${rivalId}`, token.entrepreneur);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, error: MSG.userNotFound });
  });
});

describe('POST /users', () => {
  it('answers the wizard messages as validation_errors (spec 1 §5)', async () => {
    const empty = await call('POST', '/users', token.entrepreneur, {});
    expect(empty.status).toBe(422);
    expect(empty.body.validation_errors).toEqual({
      first_name: 'Nome obbligatorio',
      last_name: 'Cognome obbligatorio',
      email: 'Email obbligatoria',
      role: 'Ruolo obbligatorio',
      password: 'Password obbligatoria',
    });
    const malformed = await call('POST', '/users', token.entrepreneur, {
      first_name: '  ',
      last_name: 'Neri',
      email: 'mario rossi@esempio',
      phone: 'chiamami',
      role: 'capo',
      password: 'corta',
    });
    expect(malformed.body.validation_errors).toEqual({
      first_name: 'Nome obbligatorio',
      email: 'Formato email non valido',
      phone: 'Formato telefono non valido',
      role: 'Ruolo non consentito',
      password: 'Password deve essere di almeno 8 caratteri',
    });
    const staff = await call('POST', '/users', token.entrepreneur, consultantBody({ store_ids: [], manager_id: null }));
    expect(staff.body.validation_errors).toEqual({
      store_ids: 'Almeno un negozio deve essere assegnato',
      manager_id: 'Manager responsabile obbligatorio per i consulenti',
    });
    const manager = await call('POST', '/users', token.entrepreneur, consultantBody({ role: 'manager', store_ids: [] }));
    expect(manager.body.validation_errors).toEqual({ store_ids: 'Almeno un negozio deve essere assegnato' });
  });

  it('only lower roles: "Ruolo non consentito"', async () => {
    const cases: [keyof typeof token, string][] = [
      ['entrepreneur', 'entrepreneur'],
      ['entrepreneur', 'superadmin'],
      ['manager', 'manager'],
      ['superadmin', 'superadmin'],
    ];
    for (const [caller, role] of cases) {
      const res = await call('POST', '/users', token[caller], consultantBody({ role, company_id: ids.demo }));
      expect(res.status, `${caller} → ${role}`).toBe(422);
      expect(res.body.validation_errors).toEqual({ role: MSG.roleNotAllowed });
    }
  });

  it('company: required for the superadmin, the current one for the others', async () => {
    const missing = await call('POST', '/users', token.superadmin, consultantBody());
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors).toEqual({ company_id: MSG.companyRequired });
    const unknown = await call('POST', '/users', token.superadmin, consultantBody({ company_id: 999_999 }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.validation_errors).toEqual({ company_id: MSG.companyRequired });
    // Sud is the entrepreneur's, but not its current company
    for (const companyId of [ids.sud, ids.rivale]) {
      const other = await call('POST', '/users', token.entrepreneur, consultantBody({ company_id: companyId }));
      expect(other.status).toBe(403);
      expect(other.body.error).toBe(MSG.companyNotCurrent);
    }
    const current = await call('POST', '/users', token.entrepreneur, consultantBody({ company_id: ids.demo }));
    expect(current.status).toBe(201);
    const implicit = await call('POST', '/users', token.entrepreneur, consultantBody());
    expect(detailOf(implicit).company_id).toBe(ids.demo);
  });

  it('stores: of the user company only; a manager assigns only its own stores', async () => {
    for (const storeIds of [[ids.to], [999_999], [ids.mi, ids.na]]) {
      const res = await call('POST', '/users', token.entrepreneur, consultantBody({ store_ids: storeIds }));
      expect(res.status, JSON.stringify(storeIds)).toBe(422);
      expect(res.body.validation_errors).toEqual({ store_ids: MSG.userStoresInvalid });
    }
    const superadmin = await call('POST', '/users', token.superadmin, consultantBody({ company_id: ids.demo, store_ids: [ids.mi, ids.to] }));
    expect(superadmin.body.validation_errors).toEqual({ store_ids: MSG.userStoresInvalid });
    const manager = await call('POST', '/users', token.manager, consultantBody({ store_ids: [ids.rm] }));
    expect(manager.status).toBe(403);
    expect(manager.body.error).toBe(MSG.userStoresNotManaged);
    const ok = await call('POST', '/users', token.manager, consultantBody());
    expect(ok.status).toBe(201);
    expect(detailOf(ok)).toMatchObject({ role: 'consultant', store_ids: [ids.mi], manager_id: ids.managerMi, company_id: ids.demo });
  });

  it('a consultant needs an active manager of its company who works in one of its stores', async () => {
    const rivalManager = await insertStaff(server.orm, { role: 'manager', companyId: ids.rivale, storeIds: [ids.to] });
    const inactiveManager = await insertStaff(server.orm, { role: 'manager', companyId: ids.demo, storeIds: [ids.mi], isActive: false });
    for (const managerId of [ids.consultantMi, ids.entrepreneur, rivalManager.id, inactiveManager.id, 999_999]) {
      const res = await call('POST', '/users', token.entrepreneur, consultantBody({ manager_id: managerId }));
      expect(res.status, String(managerId)).toBe(422);
      expect(res.body.validation_errors).toEqual({ manager_id: MSG.userManagerInvalid });
    }
    const elsewhere = await call('POST', '/users', token.entrepreneur, consultantBody({ store_ids: [ids.rm] }));
    expect(elsewhere.body.validation_errors).toEqual({ manager_id: MSG.userManagerNoSharedStore });
    // a consultant whose manager was deactivated since keeps it through an edit of something else
    const supervised = await createVia(token.entrepreneur, consultantBody());
    await systemEm(server.orm).nativeUpdate(User, { id: supervised.id }, { manager: inactiveManager.id });
    const kept = await call('PUT', `/users/${supervised.id}`, token.entrepreneur, updateBodyOf({ ...supervised, manager_id: inactiveManager.id }, { phone: '+39 333 7654321' }));
    expect(kept.status).toBe(200);
    // manager_id is ignored for the other roles
    const manager = await createVia(token.entrepreneur, consultantBody({ role: 'manager', manager_id: ids.managerMi }));
    expect(manager.manager_id).toBeNull();
  });

  it('e-mail is unique across companies, whatever the case', async () => {
    for (const taken of ['MANAGER@banco.demo', 'rivale@banco.demo']) {
      const res = await call('POST', '/users', token.entrepreneur, consultantBody({ email: taken }));
      expect(res.status).toBe(422);
      expect(res.body.validation_errors).toEqual({ email: MSG.userEmailTaken });
    }
  });

  it('defaults: active, e-mail verified; the new user logs in with its password', async () => {
    const body = consultantBody();
    const res = await call('POST', '/users', token.entrepreneur, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.userCreated);
    const user = detailOf(res);
    expect(user).toMatchObject({
      first_name: 'Chiara',
      last_name: 'Galli',
      email: body.email,
      phone: '+39 333 555 1234',
      is_active: true,
      last_login_at: null,
      manager_name: 'Giulia Verdi',
    });
    expect(user.email_verified_at).toEqual(expect.any(String));
    const session = await server.login(body.email, body.password);
    expect(session.user.id).toBe(user.id);
  });

  it('is_active false: the account cannot log in; email_verified false leaves it unverified', async () => {
    const body = consultantBody({ is_active: false, email_verified: false, send_welcome_email: false });
    const user = await createVia(token.entrepreneur, body);
    expect(user).toMatchObject({ is_active: false, email_verified_at: null });
    const login = await server.request('POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(MSG.userInactive);
  });

  it('an entrepreneur created by the superadmin gets no stores', async () => {
    const user = await createVia(token.superadmin, consultantBody({ role: 'entrepreneur', company_id: ids.rivale }));
    expect(user).toMatchObject({ role: 'entrepreneur', company_id: ids.rivale, store_ids: [], manager_id: null });
  });

  it('a new manager becomes the manager of its stores that have none', async () => {
    const store = await insertStore(server.orm, ids.demo, 'BG-001');
    expect(await storeManagerId(server.orm, store)).toBeNull();
    const manager = await createVia(token.entrepreneur, consultantBody({ role: 'manager', store_ids: [store, ids.mi] }));
    expect(await storeManagerId(server.orm, store)).toBe(manager.id);
    expect(await storeManagerId(server.orm, ids.mi)).toBe(ids.managerMi);
  });

  it('is audited, without the password hash; the welcome e-mail request is recorded', async () => {
    const user = await createVia(token.entrepreneur, consultantBody());
    const [created] = await auditRows(server.orm, user.id);
    expect(created).toMatchObject({ action: 'created', entityType: 'User' });
    expect(created?.user?.id).toBe(ids.entrepreneur);
    expect(created?.company?.id).toBe(ids.demo);
    expect(created?.changes).toMatchObject({
      email: { from: null, to: user.email },
      role: { from: null, to: 'consultant' },
      store_ids: { from: null, to: [ids.mi] },
      password: { from: null, to: '[nascosta]' },
      send_welcome_email: { from: null, to: true },
    });
    const hash = (await userRow(server.orm, user.id))?.passwordHash ?? '';
    expect(hash).toMatch(/^\$argon2/);
    expect(JSON.stringify(created?.changes)).not.toContain('$argon2');
  });
});

describe('plan limits', () => {
  it('a full Single plan (3 users) refuses the next one with 409, writing nothing', async () => {
    const company = await createCompany(server.orm, { name: 'Piccolo Negozio S.r.l.' });
    await setCompanyPlan(server.orm, company.id, 'Single');
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const ownerToken = (await server.login(owner.email, owner.password)).access_token;
    const storeId = await insertStore(server.orm, company.id, 'PN-001', 'Piccolo Negozio');
    const manager = await createVia(ownerToken, consultantBody({ role: 'manager', store_ids: [storeId] }));
    await createVia(ownerToken, consultantBody({ store_ids: [storeId], manager_id: manager.id }));
    expect(await userCount(server.orm, company.id)).toBe(3);
    // the list says so before the work: 'Nuovo Utente' is disabled with this reason
    expect(listOf(await call('GET', '/users', ownerToken)).permissions.create_blocked_reason).toBe(planLimitMessage('users', 'Single', 3));

    const body = consultantBody({ store_ids: [storeId], manager_id: manager.id });
    const full = await call('POST', '/users', ownerToken, body);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ success: false, error: planLimitMessage('users', 'Single', 3) });
    // the superadmin is bound by the same plan
    const admin = await call('POST', '/users', token.superadmin, { ...body, company_id: company.id });
    expect(admin.status).toBe(409);
    expect(await userCount(server.orm, company.id)).toBe(3);
    expect(listOf(await call('GET', `/users?search=${encodeURIComponent(body.email)}`, token.superadmin)).pagination.total).toBe(0);

    // room again after a deletion
    const consultant = listOf(await call('GET', '/users?role=consultant', ownerToken)).users[0] as UserListItem;
    expect((await call('DELETE', `/users/${consultant.id}`, ownerToken)).status).toBe(200);
    expect(listOf(await call('GET', '/users', ownerToken)).permissions.create_blocked_reason).toBeNull();
    expect((await call('POST', '/users', ownerToken, body)).status).toBe(201);
  });
});

describe('PUT /users/{id}', () => {
  it('updates the form fields and audits the changes', async () => {
    const user = await createVia(token.entrepreneur, consultantBody());
    const res = await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(user, { last_name: 'Ferri', phone: '', email_verified: false }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.userUpdated);
    expect(detailOf(res)).toMatchObject({ last_name: 'Ferri', phone: null, email_verified_at: null });
    const [, updated] = await auditRows(server.orm, user.id);
    expect(updated).toMatchObject({ action: 'updated' });
    expect(updated?.changes).toEqual({
      last_name: { from: 'Galli', to: 'Ferri' },
      phone: { from: '+39 333 555 1234', to: null },
      email_verified: { from: true, to: false },
    });
    const verified = await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(detailOf(res), { email_verified: true }));
    expect(detailOf(verified).email_verified_at).toEqual(expect.any(String));
  });

  it('validates like the wizard; e-mail unique', async () => {
    const user = await createVia(token.entrepreneur, consultantBody());
    const res = await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(user, { first_name: '', password: 'corta', store_ids: [] }));
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      first_name: 'Nome obbligatorio',
      password: 'Password deve essere di almeno 8 caratteri',
      store_ids: 'Almeno un negozio deve essere assegnato',
    });
    const taken = await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(user, { email: 'Consulente@banco.demo' }));
    expect(taken.status).toBe(422);
    expect(taken.body.validation_errors).toEqual({ email: MSG.userEmailTaken });
    const role = await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(user, { role: 'entrepreneur' }));
    expect(role.body.validation_errors).toEqual({ role: MSG.roleNotAllowed });
  });

  it('a new password ends every session of the user; an empty one keeps the password and the sessions', async () => {
    const body = consultantBody();
    const user = await createVia(token.entrepreneur, body);
    const session = await server.login(body.email, body.password);
    const keep = await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(user, { password: '' }));
    expect(keep.status).toBe(200);
    expect((await call('GET', '/auth/me', session.access_token)).status).toBe(200);

    const reset = await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(user, { password: 'nuova-password-1' }));
    expect(reset.status).toBe(200);
    expect((await call('GET', '/auth/me', session.access_token)).status).toBe(401);
    expect((await server.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
    expect((await server.request('POST', '/api/auth/login', { body: { email: body.email, password: body.password } })).status).toBe(401);
    await server.login(body.email, 'nuova-password-1');
    const [, audit] = await auditRows(server.orm, user.id);
    expect(audit?.changes).toEqual({ password: { from: '[nascosta]', to: '[nascosta]' } });
  });

  it('deactivation ends every session; the user cannot log in until reactivated', async () => {
    const body = consultantBody();
    const user = await createVia(token.entrepreneur, body);
    const first = await server.login(body.email, body.password);
    const second = await server.login(body.email, body.password);
    const res = await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(user, { is_active: false }));
    expect(res.status).toBe(200);
    expect(detailOf(res).is_active).toBe(false);
    for (const session of [first, second]) {
      expect((await call('GET', '/auth/me', session.access_token)).status).toBe(401);
      expect((await call('GET', '/users', session.access_token)).status).toBe(401);
      expect((await server.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
    }
    const login = await server.request('POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(MSG.userInactive);

    expect((await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(user, { is_active: true }))).status).toBe(200);
    await server.login(body.email, body.password);
  });

  it('a role change ends the sessions; a consultant who becomes manager loses its manager', async () => {
    const body = consultantBody();
    const user = await createVia(token.entrepreneur, body);
    const session = await server.login(body.email, body.password);
    const res = await call('PUT', `/users/${user.id}`, token.entrepreneur, updateBodyOf(user, { role: 'manager', store_ids: [ids.rm] }));
    expect(res.status).toBe(200);
    expect(detailOf(res)).toMatchObject({ role: 'manager', manager_id: null, store_ids: [ids.rm] });
    expect((await call('GET', '/auth/me', session.access_token)).status).toBe(401);
    const again = await server.login(body.email, body.password);
    expect(again.user.role).toBe('manager');
  });

  it('a manager who supervises consultants keeps its role (409) until they have another manager', async () => {
    const store = await insertStore(server.orm, ids.demo, 'BS-001');
    const manager = await createVia(token.entrepreneur, consultantBody({ role: 'manager', store_ids: [store] }));
    expect(await storeManagerId(server.orm, store)).toBe(manager.id);
    const consultant = await createVia(token.entrepreneur, consultantBody({ store_ids: [store, ids.mi], manager_id: manager.id }));
    const demote = await call('PUT', `/users/${manager.id}`, token.entrepreneur, updateBodyOf(manager, { role: 'consultant', manager_id: ids.managerMi, store_ids: [ids.mi] }));
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe(fillMessage(MSG.userManagerHasConsultants, { count: 1 }));

    expect((await call('PUT', `/users/${consultant.id}`, token.entrepreneur, updateBodyOf(consultant, { manager_id: ids.managerMi }))).status).toBe(200);
    const retry = await call('PUT', `/users/${manager.id}`, token.entrepreneur, updateBodyOf(manager, { role: 'consultant', manager_id: ids.managerMi, store_ids: [ids.mi] }));
    expect(retry.status).toBe(200);
    // it is no longer the store's manager
    expect(await storeManagerId(server.orm, store)).toBeNull();
  });

  it('an entrepreneur demoted by the superadmin loses its extra companies', async () => {
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: ids.demo, assignedCompanyIds: [ids.sud] });
    const before = detailOf(await call('GET', `/users/${owner.id}`, token.superadmin));
    expect(before.additional_companies.map((company) => company.id)).toEqual([ids.sud]);
    const res = await call('PUT', `/users/${owner.id}`, token.superadmin, updateBodyOf(before, { role: 'manager', store_ids: [ids.rm] }));
    expect(res.status).toBe(200);
    expect(await systemEm(server.orm).count(CompanyAssignment, { user: owner.id })).toBe(0);
  });

  it('nobody edits, deactivates or demotes itself here', async () => {
    const cases: [keyof typeof token, number][] = [
      ['superadmin', ids.superadmin],
      ['entrepreneur', ids.entrepreneur],
      ['manager', ids.managerMi],
    ];
    for (const [caller, id] of cases) {
      const self = detailOf(await call('GET', `/users/${id}`, token[caller]));
      const deactivate = await call('PUT', `/users/${id}`, token[caller], updateBodyOf(self, { is_active: false }));
      expect(deactivate.status, caller).toBe(403);
      expect(deactivate.body.error).toBe(MSG.userCannotDeactivateSelf);
      const demote = await call('PUT', `/users/${id}`, token[caller], updateBodyOf(self, { role: 'consultant', store_ids: [ids.mi], manager_id: ids.managerMi }));
      expect(demote.status, caller).toBe(403);
      expect(demote.body.error).toBe(MSG.userCannotChangeOwnRole);
      const edit = await call('PUT', `/users/${id}`, token[caller], updateBodyOf(self, { last_name: 'Altro' }));
      expect(edit.status, caller).toBe(403);
      expect(edit.body.error).toBe(MSG.userEditOwnFromProfile);
      const stores = await call('POST', `/users/${id}/stores`, token[caller], { store_ids: [ids.mi, ids.rm] });
      expect(stores.status, caller).toBe(403);
    }
    expect((await call('GET', '/auth/me', token.manager)).status).toBe(200);
  });

  it('a manager edits the consultants of its stores, within its stores', async () => {
    const user = await createVia(token.manager, consultantBody());
    const outside = await call('PUT', `/users/${user.id}`, token.manager, updateBodyOf(user, { store_ids: [ids.mi, ids.rm] }));
    expect(outside.status).toBe(403);
    expect(outside.body.error).toBe(MSG.userStoresNotManaged);
    const promote = await call('PUT', `/users/${user.id}`, token.manager, updateBodyOf(user, { role: 'manager' }));
    expect(promote.body.validation_errors).toEqual({ role: MSG.roleNotAllowed });
    const res = await call('PUT', `/users/${user.id}`, token.manager, updateBodyOf(user, { first_name: 'Carla', is_active: false }));
    expect(res.status).toBe(200);
    expect(detailOf(res)).toMatchObject({ first_name: 'Carla', is_active: false });
  });
});

describe('DELETE /users/{id}', () => {
  it('removes the user, its assignments and its sessions; the audit keeps who it was', async () => {
    const body = consultantBody();
    const user = await createVia(token.entrepreneur, body);
    const session = await server.login(body.email, body.password);
    const res = await call('DELETE', `/users/${user.id}`, token.entrepreneur);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: MSG.userDeleted });
    expect((await call('GET', `/users/${user.id}`, token.entrepreneur)).status).toBe(404);
    expect((await call('GET', '/auth/me', session.access_token)).status).toBe(401);
    expect((await server.request('POST', '/api/auth/login', { body: { email: body.email, password: body.password } })).status).toBe(401);
    const rows = await auditRows(server.orm, user.id);
    expect(rows.map((row) => row.action)).toEqual(['created', 'deleted']);
    expect(rows[1]?.changes).toMatchObject({ email: { from: body.email, to: null }, role: { from: 'consultant', to: null } });
    // the e-mail is free again
    expect((await call('POST', '/users', token.entrepreneur, body)).status).toBe(201);
  });

  it('nobody deletes itself', async () => {
    const cases: [keyof typeof token, number][] = [
      ['superadmin', ids.superadmin],
      ['entrepreneur', ids.entrepreneur],
      ['manager', ids.managerMi],
    ];
    for (const [caller, id] of cases) {
      const res = await call('DELETE', `/users/${id}`, token[caller]);
      expect(res.status, caller).toBe(403);
      expect(res.body.error).toBe(MSG.userCannotDeleteSelf);
    }
  });

  it('the manager of the demo consultant cannot be deleted while it supervises it (409)', async () => {
    const res = await call('DELETE', `/users/${ids.managerMi}`, token.entrepreneur);
    expect(res.status).toBe(409);
    const count = await supervisedCount(server.orm, ids.managerMi);
    expect(count).toBeGreaterThan(0);
    expect(res.body.error).toBe(fillMessage(MSG.userManagerHasConsultants, { count }));
    expect((await call('GET', `/users/${ids.managerMi}`, token.entrepreneur)).status).toBe(200);
  });

  it('the list and the detail say up front why a supervising manager cannot be deleted, until it no longer supervises', async () => {
    const store = await insertStore(server.orm, ids.demo, 'DB-001');
    const manager = await createVia(token.entrepreneur, consultantBody({ role: 'manager', store_ids: [store] }));
    const consultant = await createVia(token.entrepreneur, consultantBody({ store_ids: [store, ids.mi], manager_id: manager.id }));
    const reason = fillMessage(MSG.userManagerHasConsultants, { count: 1 });
    const rowOf = async (id: number) =>
      listOf(await call('GET', `/users?role=manager&per_page=100&search=${encodeURIComponent(manager.email)}`, token.entrepreneur)).users.find(
        (user) => user.id === id,
      );

    expect(detailOf(await call('GET', `/users/${manager.id}`, token.entrepreneur)).delete_blocked_reason).toBe(reason);
    expect((await rowOf(manager.id))?.delete_blocked_reason).toBe(reason);
    expect(detailOf(await call('GET', `/users/${consultant.id}`, token.entrepreneur)).delete_blocked_reason).toBeNull();
    // the 409 stays the wall
    expect((await call('DELETE', `/users/${manager.id}`, token.entrepreneur)).status).toBe(409);

    expect((await call('PUT', `/users/${consultant.id}`, token.entrepreneur, updateBodyOf(consultant, { manager_id: ids.managerMi }))).status).toBe(200);
    expect(detailOf(await call('GET', `/users/${manager.id}`, token.entrepreneur)).delete_blocked_reason).toBeNull();
    expect((await rowOf(manager.id))?.delete_blocked_reason).toBeNull();
    expect((await call('DELETE', `/users/${manager.id}`, token.entrepreneur)).status).toBe(200);
  });

  it('a deleted manager leaves its stores without manager', async () => {
    const store = await insertStore(server.orm, ids.demo, 'CO-001');
    const manager = await createVia(token.entrepreneur, consultantBody({ role: 'manager', store_ids: [store] }));
    expect(await storeManagerId(server.orm, store)).toBe(manager.id);
    expect((await call('DELETE', `/users/${manager.id}`, token.entrepreneur)).status).toBe(200);
    expect(await storeManagerId(server.orm, store)).toBeNull();
  });
});

describe('POST /users/{id}/stores', () => {
  it('makes the stores exactly the given ones, keeping a store shared with the manager', async () => {
    const user = await createVia(token.entrepreneur, consultantBody());
    const away = await call('POST', `/users/${user.id}/stores`, token.entrepreneur, { store_ids: [ids.rm] });
    expect(away.status).toBe(422);
    expect(away.body.validation_errors).toEqual({ store_ids: MSG.userManagerNoSharedStore });
    const res = await call('POST', `/users/${user.id}/stores`, token.entrepreneur, { store_ids: [ids.rm, ids.mi] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.userStoresAssigned);
    expect(detailOf(res).assigned_stores.map((store) => store.code)).toEqual(['MI-001', 'RM-001']);
    const rows = await auditRows(server.orm, user.id);
    expect(rows.at(-1)).toMatchObject({ action: 'stores_assigned', changes: { store_ids: { from: [ids.mi], to: [ids.mi, ids.rm].sort((a, b) => a - b) } } });
  });

  it('refuses no store, foreign stores, and users without stores', async () => {
    const user = await createVia(token.entrepreneur, consultantBody());
    const none = await call('POST', `/users/${user.id}/stores`, token.entrepreneur, { store_ids: [] });
    expect(none.body.validation_errors).toEqual({ store_ids: MSG.userStoresRequired });
    const foreign = await call('POST', `/users/${user.id}/stores`, token.entrepreneur, { store_ids: [ids.mi, ids.to] });
    expect(foreign.body.validation_errors).toEqual({ store_ids: MSG.userStoresInvalid });
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: ids.demo });
    const entrepreneur = await call('POST', `/users/${owner.id}/stores`, token.superadmin, { store_ids: [ids.mi] });
    expect(entrepreneur.body.validation_errors).toEqual({ store_ids: MSG.userStoresOnlyStaff });
    const byManager = await call('POST', `/users/${user.id}/stores`, token.manager, { store_ids: [ids.mi, ids.rm] });
    expect(byManager.status).toBe(403);
    expect(byManager.body.error).toBe(MSG.userStoresNotManaged);
  });
});
