import { MSG, type UserListItem, type UsersListData } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { demoPlaces, insertStaff } from './support/user-fixtures.ts';

/**
 * The users permission matrix: 4 roles × every users action × where the target is.
 *
 * Callers are the demo accounts: superadmin, the entrepreneur (current company Demo Telefonia),
 * the manager and the consultant of the Milano store. Targets:
 * - own store: Milano (the manager's and the consultant's store);
 * - other store: Roma, same company;
 * - other company: Torino, Rivale Mobile.
 * Every destructive cell gets a fresh target, so the cells do not depend on each other.
 */
type Caller = 'superadmin' | 'entrepreneur' | 'manager' | 'consultant';
type Target = 'cOwn' | 'mOwn' | 'cStore' | 'mStore' | 'cRival' | 'mRival' | 'eOwn' | 'eRival';
type CreateCase =
  | 'entrepreneur@own'
  | 'entrepreneur@rival'
  | 'manager@own'
  | 'manager@store'
  | 'manager@rival'
  | 'consultant@own'
  | 'consultant@store'
  | 'consultant@rival'
  | 'superadmin@own';

const EMAIL: Record<Caller, string> = {
  superadmin: 'superadmin@banco.demo',
  entrepreneur: 'imprenditore@banco.demo',
  manager: 'manager@banco.demo',
  consultant: 'consulente@banco.demo',
};

const TARGETS: readonly Target[] = ['cOwn', 'mOwn', 'cStore', 'mStore', 'cRival', 'mRival', 'eOwn', 'eRival'];

/** Target order: cOwn, mOwn, cStore, mStore, cRival, mRival, eOwn, eRival. */
const row = (...statuses: number[]): Record<Target, number> =>
  Object.fromEntries(TARGETS.map((target, index) => [target, statuses[index]])) as Record<Target, number>;

const SHOW: Record<Caller, Record<Target, number>> = {
  superadmin: row(200, 200, 200, 200, 200, 200, 200, 200),
  entrepreneur: row(200, 200, 200, 200, 404, 404, 200, 404),
  manager: row(200, 200, 404, 404, 404, 404, 404, 404),
  consultant: row(200, 200, 404, 404, 404, 404, 404, 404),
};

/** PUT /users/{id} and DELETE /users/{id}. */
const MANAGE: Record<Caller, Record<Target, number>> = {
  superadmin: row(200, 200, 200, 200, 200, 200, 200, 200),
  entrepreneur: row(200, 200, 200, 200, 404, 404, 403, 404),
  manager: row(200, 403, 404, 404, 404, 404, 404, 404),
  consultant: row(403, 403, 403, 403, 403, 403, 403, 403),
};

/** POST /users/{id}/stores: entrepreneurs have no stores (422 for the superadmin). */
const ASSIGN: Record<Caller, Record<Target, number>> = {
  superadmin: row(200, 200, 200, 200, 200, 200, 422, 422),
  entrepreneur: row(200, 200, 200, 200, 404, 404, 403, 404),
  manager: row(200, 403, 404, 404, 404, 404, 404, 404),
  consultant: row(403, 403, 403, 403, 403, 403, 403, 403),
};

const CREATE: Record<Caller, Record<CreateCase, number>> = {
  superadmin: {
    'entrepreneur@own': 201,
    'entrepreneur@rival': 201,
    'manager@own': 201,
    'manager@store': 201,
    'manager@rival': 201,
    'consultant@own': 201,
    'consultant@store': 201,
    'consultant@rival': 201,
    'superadmin@own': 422,
  },
  entrepreneur: {
    'entrepreneur@own': 422,
    'entrepreneur@rival': 422,
    'manager@own': 201,
    'manager@store': 201,
    'manager@rival': 403,
    'consultant@own': 201,
    'consultant@store': 201,
    'consultant@rival': 403,
    'superadmin@own': 422,
  },
  manager: {
    'entrepreneur@own': 422,
    'entrepreneur@rival': 422,
    'manager@own': 422,
    'manager@store': 422,
    'manager@rival': 422,
    'consultant@own': 201,
    'consultant@store': 403,
    'consultant@rival': 403,
    'superadmin@own': 422,
  },
  consultant: {
    'entrepreneur@own': 403,
    'entrepreneur@rival': 403,
    'manager@own': 403,
    'manager@store': 403,
    'manager@rival': 403,
    'consultant@own': 403,
    'consultant@store': 403,
    'consultant@rival': 403,
    'superadmin@own': 403,
  },
};

/** Which base targets each caller's list shows. */
const LISTED: Record<Caller, readonly Target[]> = {
  superadmin: TARGETS,
  entrepreneur: ['cOwn', 'mOwn', 'cStore', 'mStore', 'eOwn'],
  manager: ['cOwn', 'mOwn'],
  consultant: ['cOwn', 'mOwn'],
};

interface Placed {
  id: number;
  email: string;
  role: 'consultant' | 'manager' | 'entrepreneur';
  storeIds: number[];
  managerId: number | null;
}

let server: TestServer;
const tokens = {} as Record<Caller, string>;
const ids = { demo: 0, rivale: 0, mi: 0, rm: 0, to: 0, managerMi: 0, managerRm: 0, managerTo: 0 };
const base = {} as Record<Target, Placed>;

const location = (target: Target) => (target.endsWith('Own') ? 'own' : target.endsWith('Store') ? 'store' : 'rival');

async function place(target: Target): Promise<Placed> {
  const where = location(target);
  const companyId = where === 'rival' ? ids.rivale : ids.demo;
  const store = where === 'own' ? ids.mi : where === 'store' ? ids.rm : ids.to;
  const supervisor = where === 'own' ? ids.managerMi : where === 'store' ? ids.managerRm : ids.managerTo;
  const role = target.startsWith('c') ? 'consultant' : target.startsWith('m') ? 'manager' : 'entrepreneur';
  const storeIds = role === 'entrepreneur' ? [] : [store];
  const managerId = role === 'consultant' ? supervisor : null;
  const user = await insertStaff(server.orm, { role, companyId, storeIds, managerId });
  return { id: user.id, email: user.email, role, storeIds, managerId };
}

function createBody(key: CreateCase, n: number) {
  const [role, where] = key.split('@') as [string, 'own' | 'store' | 'rival'];
  const store = where === 'own' ? ids.mi : where === 'store' ? ids.rm : ids.to;
  const supervisor = where === 'own' ? ids.managerMi : where === 'store' ? ids.managerRm : ids.managerTo;
  return {
    first_name: 'Nuovo',
    last_name: `Utente ${n}`,
    email: `matrice.${key.replace('@', '.')}.${n}@test.banco`,
    role,
    company_id: where === 'rival' ? ids.rivale : ids.demo,
    store_ids: role === 'manager' || role === 'consultant' ? [store] : [],
    manager_id: role === 'consultant' ? supervisor : null,
    password: 'password-sicura',
  };
}

beforeAll(async () => {
  server = await startTestServer();
  // the matrix creates many users: no plan limit in the way (plan limits have their own tests)
  Object.assign(ids, await demoPlaces(server.orm));
  for (const caller of Object.keys(EMAIL) as Caller[]) {
    const session = await server.login(EMAIL[caller]);
    tokens[caller] = session.access_token;
    if (caller === 'manager') ids.managerMi = session.user.id;
  }
  ids.managerRm = (await insertStaff(server.orm, { role: 'manager', companyId: ids.demo, storeIds: [ids.rm] })).id;
  ids.managerTo = (await insertStaff(server.orm, { role: 'manager', companyId: ids.rivale, storeIds: [ids.to] })).id;
  for (const target of TARGETS) base[target] = await place(target);
});
afterAll(() => server?.close());

describe.each(Object.keys(EMAIL) as Caller[])('%s', (caller) => {
  it('lists exactly the users it may see', async () => {
    const res = await server.request('GET', '/api/users?per_page=100', { token: tokens[caller] });
    expect(res.status).toBe(200);
    const listed = new Set((res.body.data as UsersListData).users.map((user: UserListItem) => user.id));
    for (const target of TARGETS) {
      expect(listed.has(base[target].id), `${caller} lists ${target}`).toBe(LISTED[caller].includes(target));
    }
  });

  it.each(TARGETS)('GET /users/{%s}', async (target) => {
    const res = await server.request('GET', `/api/users/${base[target].id}`, { token: tokens[caller] });
    expect(res.status).toBe(SHOW[caller][target]);
    if (res.status === 404) expect(res.body.error).toBe(MSG.userNotFound);
  });

  it.each(TARGETS)('PUT /users/{%s}', async (target) => {
    const placed = await place(target);
    const res = await server.request('PUT', `/api/users/${placed.id}`, {
      token: tokens[caller],
      body: {
        first_name: 'Staff',
        last_name: 'Aggiornato',
        email: placed.email,
        phone: '+39 333 1234567',
        role: placed.role,
        store_ids: placed.storeIds,
        manager_id: placed.managerId,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(MANAGE[caller][target]);
    const after = await server.request('GET', `/api/users/${placed.id}`, { token: tokens.superadmin });
    const lastName = (after.body.data as { user: { last_name: string } }).user.last_name;
    if (res.status === 200) expect(lastName).toBe('Aggiornato');
    else expect(lastName).not.toBe('Aggiornato');
  });

  it.each(TARGETS)('DELETE /users/{%s}', async (target) => {
    const placed = await place(target);
    const res = await server.request('DELETE', `/api/users/${placed.id}`, { token: tokens[caller] });
    expect(res.status, JSON.stringify(res.body)).toBe(MANAGE[caller][target]);
    const after = await server.request('GET', `/api/users/${placed.id}`, { token: tokens.superadmin });
    expect(after.status).toBe(res.status === 200 ? 404 : 200);
  });

  it.each(TARGETS)('POST /users/{%s}/stores', async (target) => {
    const placed = await place(target);
    const storeIds = placed.storeIds.length > 0 ? placed.storeIds : [ids.mi];
    const res = await server.request('POST', `/api/users/${placed.id}/stores`, { token: tokens[caller], body: { store_ids: storeIds } });
    expect(res.status, JSON.stringify(res.body)).toBe(ASSIGN[caller][target]);
  });

  it.each(Object.keys(CREATE[caller]) as CreateCase[])('POST /users as %s', async (key) => {
    const body = createBody(key, Math.floor(Math.random() * 1e9));
    const res = await server.request('POST', '/api/users', { token: tokens[caller], body });
    expect(res.status, JSON.stringify(res.body)).toBe(CREATE[caller][key]);
    if (res.status === 201) {
      const created = (res.body.data as { user: { role: string; company_id: number; store_ids: number[] } }).user;
      expect(created).toMatchObject({ role: body.role, company_id: body.company_id, store_ids: body.store_ids });
    } else {
      // nothing was written
      const search = await server.request('GET', `/api/users?search=${encodeURIComponent(body.email)}`, { token: tokens.superadmin });
      expect((search.body.data as UsersListData).pagination.total).toBe(0);
    }
  });

  it('ids that do not exist answer 404 (403 without the permission)', async () => {
    const missing = 999_999;
    const token = tokens[caller];
    const writable = caller !== 'consultant';
    expect((await server.request('GET', `/api/users/${missing}`, { token })).status).toBe(404);
    const update = await server.request('PUT', `/api/users/${missing}`, {
      token,
      body: { first_name: 'A', last_name: 'B', email: 'nessuno@test.banco', role: 'consultant', store_ids: [ids.mi], manager_id: ids.managerMi },
    });
    expect(update.status).toBe(writable ? 404 : 403);
    expect((await server.request('DELETE', `/api/users/${missing}`, { token })).status).toBe(writable ? 404 : 403);
    const assign = await server.request('POST', `/api/users/${missing}/stores`, { token, body: { store_ids: [ids.mi] } });
    expect(assign.status).toBe(writable ? 404 : 403);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/users'],
    ['POST', '/api/users'],
    ['GET', '/api/users/1'],
    ['PUT', '/api/users/1'],
    ['DELETE', '/api/users/1'],
    ['POST', '/api/users/1/stores'],
  ])('%s %s → 401', async (method, path) => {
    const res = await server.request(method, path, method === 'GET' ? {} : { body: {} });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(MSG.unauthenticated);
  });
});
