import { MSG } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { AuthSession } from '../src/modules/auth/auth-session.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { customerBody } from './support/factories.ts';
import { createCompany, createUser, setCompany, setUserActive } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { insertStaff, insertStore } from './support/user-fixtures.ts';

/**
 * Read-ahead routes (http/read-ahead.ts): the caller is taken from its session's last identity and
 * confirmed by the identity read in the same round trip as the route's own. What a client sees
 * must be what a fresh identity decides, at the very request after any change.
 */
let server: TestServer;
let companyId: number;
let owner: string;
let storeA: number;
let storeB: number;
let customerId: number;

// an IMEI of no piece: the lookups answer 404 for it, having read the caller's identity
const UNKNOWN_IMEI = '490154203237518';

beforeAll(async () => {
  server = await startTestServer();
  const company = await createCompany(server.orm);
  companyId = company.id;
  const entrepreneur = await createUser(server.orm, { role: 'entrepreneur', companyId });
  owner = (await server.login(entrepreneur.email, entrepreneur.password)).access_token;
  storeA = await insertStore(server.orm, companyId, `RA${Date.now() % 100000}A`);
  storeB = await insertStore(server.orm, companyId, `RA${Date.now() % 100000}B`);
  const created = await server.request<{ data: { id: number } }>('POST', '/api/customers', { token: owner, body: customerBody() });
  expect(created.status).toBe(201);
  customerId = created.body.data.id;
});
afterAll(() => server?.close());

/** A manager of store A, signed in. */
async function managerOfA(): Promise<{ id: number; token: string }> {
  const staff = await insertStaff(server.orm, { role: 'manager', companyId, storeIds: [storeA] });
  return { id: staff.id, token: (await server.login(staff.email, staff.password)).access_token };
}

/** Every read-ahead route, as a request a manager may make (paths built once the rows exist). */
const ROUTES: [string, string, () => string, unknown][] = [
  ['GET', '/api/stores/{id}', () => `/api/stores/${storeA}`, undefined],
  ['GET', '/api/stores', () => '/api/stores', undefined],
  ['GET', '/api/users', () => '/api/users', undefined],
  ['GET', '/api/customers', () => '/api/customers', undefined],
  ['GET', '/api/customers/{id}', () => `/api/customers/${customerId}`, undefined],
  ['POST', '/api/warehouse/scan-imei', () => '/api/warehouse/scan-imei', { imei: UNKNOWN_IMEI }],
  ['GET', '/api/warehouse/imei-lifecycle', () => `/api/warehouse/imei-lifecycle?imei=${UNKNOWN_IMEI}`, undefined],
  ['GET', '/api/inventory/imei/{imei}/history', () => `/api/inventory/imei/${UNKNOWN_IMEI}/history`, undefined],
];

describe('read-ahead routes', () => {
  it('answer a store newly assigned and refuse one taken away, at the very next request', async () => {
    const manager = await managerOfA();
    expect((await server.request('GET', `/api/stores/${storeA}`, { token: manager.token })).status).toBe(200);
    expect((await server.request('GET', `/api/stores/${storeB}`, { token: manager.token })).status).toBe(404);

    expect((await server.request('POST', `/api/stores/${storeB}/users`, { token: owner, body: { user_id: manager.id } })).status).toBe(200);
    expect((await server.request('GET', `/api/stores/${storeB}`, { token: manager.token })).status).toBe(200);

    expect((await server.request('DELETE', `/api/stores/${storeA}/users/${manager.id}`, { token: owner })).status).toBe(200);
    const gone = await server.request('GET', `/api/stores/${storeA}`, { token: manager.token });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(MSG.storeNotFound);
    const list = await server.request<{ data: { stores: { id: number }[] } }>('GET', '/api/stores', { token: manager.token });
    expect(list.body.data.stores.map((store) => store.id)).toEqual([storeB]);
  });

  it('answer for the role the user has now', async () => {
    const manager = await managerOfA();
    const before = await server.request<{ data: { permissions: { can_edit: boolean } } }>('GET', `/api/stores/${storeA}`, { token: manager.token });
    expect(before.body.data.permissions.can_edit).toBe(true);

    await systemEm(server.orm).nativeUpdate(User, { id: manager.id }, { role: 'consultant' });
    const after = await server.request<{ data: { permissions: { can_edit: boolean } } }>('GET', `/api/stores/${storeA}`, { token: manager.token });
    expect(after.status).toBe(200);
    expect(after.body.data.permissions.can_edit).toBe(false);
  });

  it.each(ROUTES)('%s %s: a logout, a deactivation and a suspension apply to the very next request', async (method, _name, path, body) => {
    const request = (token: string) => server.request(method, path(), { token, body });
    const manager = await managerOfA();
    const answered = (await request(manager.token)).status;
    expect([200, 404]).toContain(answered);

    await setUserActive(server.orm, manager.id, false);
    const inactive = await request(manager.token);
    expect(inactive.status).toBe(403);
    expect(inactive.body.error).toBe(MSG.userInactive);
    await setUserActive(server.orm, manager.id, true);
    expect((await request(manager.token)).status).toBe(answered);

    await setCompany(server.orm, companyId, { status: 'suspended' });
    try {
      const suspended = await request(manager.token);
      expect(suspended.status).toBe(403);
      expect(suspended.body.error).toBe(MSG.companySuspended);
    } finally {
      await setCompany(server.orm, companyId, { status: 'active' });
    }
    expect((await request(manager.token)).status).toBe(answered);

    expect((await server.request('POST', '/api/auth/logout', { token: manager.token, body: {} })).status).toBe(200);
    const revoked = await request(manager.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toBe(MSG.sessionExpired);
  });

  it('give a revoked session its 401 before the route judges the request (bad id, missing row)', async () => {
    const manager = await managerOfA();
    expect((await server.request('GET', `/api/customers/${customerId}`, { token: manager.token })).status).toBe(200);
    expect((await server.request('GET', '/api/customers/abc', { token: manager.token })).status).toBe(422);
    expect((await server.request('GET', '/api/stores/999999999', { token: manager.token })).status).toBe(404);

    expect((await server.request('POST', '/api/auth/logout', { token: manager.token, body: {} })).status).toBe(200);
    for (const path of ['/api/customers/abc', '/api/stores/999999999', `/api/customers/${customerId}`]) {
      const res = await server.request('GET', path, { token: manager.token });
      expect(res.status, path).toBe(401);
      expect(res.body.error).toBe(MSG.sessionExpired);
    }
  });

  it('read the identity afresh when the remembered one has expired but the session was extended since', async () => {
    const staff = await insertStaff(server.orm, { role: 'manager', companyId, storeIds: [storeA] });
    const { access_token } = await server.login(staff.email, staff.password);
    const em = systemEm(server.orm);
    await em.nativeUpdate(AuthSession, { user: staff.id }, { expiresAt: new Date(Date.now() + 60_000) });
    expect((await server.request('GET', `/api/stores/${storeA}`, { token: access_token })).status).toBe(200);
    // two minutes later (the server's clock: same process), past the expiry remembered above
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      // a refresh extends the session (sessions.ts)
      await em.nativeUpdate(AuthSession, { user: staff.id }, { expiresAt: new Date(Date.now() + 86_400_000) });
      expect((await server.request('GET', `/api/stores/${storeA}`, { token: access_token })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follow an entrepreneur into the company it switched to', async () => {
    const other = await createCompany(server.orm);
    const otherStore = await insertStore(server.orm, other.id, `RA${Date.now() % 100000}X`);
    const entrepreneur = await createUser(server.orm, { role: 'entrepreneur', companyId, assignedCompanyIds: [other.id] });
    const { access_token } = await server.login(entrepreneur.email, entrepreneur.password);
    const ids = async (token: string) =>
      (await server.request<{ data: { stores: { id: number }[] } }>('GET', '/api/stores', { token })).body.data.stores.map((store) => store.id);
    expect(await ids(access_token)).toEqual(expect.arrayContaining([storeA, storeB]));

    const switched = await server.request<{ data: { access_token: string } }>('POST', '/api/users/switch-company', { token: access_token, body: { company_id: other.id } });
    expect(switched.status).toBe(200);
    expect(await ids(switched.body.data.access_token)).toEqual([otherStore]);
    // the session left behind is closed
    expect((await server.request('GET', '/api/stores', { token: access_token })).status).toBe(401);
  });
});
