import type { AuthTokens, LoginResult } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.ts';
import { companyIdByName } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Role × endpoint matrix of this issue: the expected status of every endpoint for each demo role.
 * switch:<company> switches to that company (own primary, the entrepreneur's extra one, the rival).
 */
type Role = 'superadmin' | 'entrepreneur' | 'manager' | 'consultant' | 'rival';
type Endpoint =
  | 'login'
  | 'refresh'
  | 'logout'
  | 'me'
  | 'profile'
  | 'change-password'
  | 'available-companies'
  | 'switch:demo'
  | 'switch:sud'
  | 'switch:rivale';

const EMAIL: Record<Role, string> = {
  superadmin: 'superadmin@banco.demo',
  entrepreneur: 'imprenditore@banco.demo',
  manager: 'manager@banco.demo',
  consultant: 'consulente@banco.demo',
  rival: 'rivale@banco.demo',
};

const EXPECTED: Record<Role, Record<Endpoint, number>> = {
  superadmin: { login: 200, refresh: 200, logout: 200, me: 200, profile: 200, 'change-password': 200, 'available-companies': 403, 'switch:demo': 403, 'switch:sud': 403, 'switch:rivale': 403 },
  entrepreneur: { login: 200, refresh: 200, logout: 200, me: 200, profile: 200, 'change-password': 200, 'available-companies': 200, 'switch:demo': 200, 'switch:sud': 200, 'switch:rivale': 403 },
  manager: { login: 200, refresh: 200, logout: 200, me: 200, profile: 200, 'change-password': 200, 'available-companies': 403, 'switch:demo': 403, 'switch:sud': 403, 'switch:rivale': 403 },
  consultant: { login: 200, refresh: 200, logout: 200, me: 200, profile: 200, 'change-password': 200, 'available-companies': 403, 'switch:demo': 403, 'switch:sud': 403, 'switch:rivale': 403 },
  rival: { login: 200, refresh: 200, logout: 200, me: 200, profile: 200, 'change-password': 200, 'available-companies': 200, 'switch:demo': 403, 'switch:sud': 403, 'switch:rivale': 200 },
};

let server: TestServer;
const companyIds: Record<string, number> = {};
const NAMES = { demo: 'Demo Telefonia S.r.l.', sud: 'Demo Telefonia Sud S.r.l.', rivale: 'Rivale Mobile S.r.l.' };

beforeAll(async () => {
  server = await startTestServer();
  for (const [key, name] of Object.entries(NAMES)) companyIds[key] = await companyIdByName(server.orm, name);
});
afterAll(() => server?.close());

async function call(endpoint: Endpoint, session: LoginResult, email: string): Promise<number> {
  const token = session.access_token;
  switch (endpoint) {
    case 'login':
      return (await server.request('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } })).status;
    case 'refresh':
      return (await server.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status;
    case 'logout':
      return (await server.request('POST', '/api/auth/logout', { token })).status;
    case 'me':
      return (await server.request('GET', '/api/auth/me', { token })).status;
    case 'profile':
      return (
        await server.request('PUT', '/api/auth/profile', {
          token,
          body: { first_name: session.user.first_name, last_name: session.user.last_name },
        })
      ).status;
    case 'change-password':
      // to the same password, so the other rows keep logging in
      return (
        await server.request('POST', '/api/auth/change-password', {
          token,
          body: { current_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
        })
      ).status;
    case 'available-companies':
      return (await server.request('GET', '/api/users/available-companies', { token })).status;
    default: {
      const key = endpoint.slice('switch:'.length);
      return (await server.request('POST', '/api/users/switch-company', { token, body: { company_id: companyIds[key] } })).status;
    }
  }
}

describe.each(Object.keys(EXPECTED) as Role[])('%s', (role) => {
  let session: LoginResult;
  const email = EMAIL[role];

  beforeAll(async () => {
    session = await server.login(email);
  });

  it.each(Object.entries(EXPECTED[role]) as [Endpoint, number][])('%s → %i', async (endpoint, expected) => {
    // endpoints that end or replace the session get their own login, the others share one
    const destructive = ['logout', 'refresh', 'change-password'].includes(endpoint) || (endpoint.startsWith('switch:') && expected === 200);
    const own = destructive ? await server.login(email) : session;
    expect(await call(endpoint, own, email)).toBe(expected);
    // a password change ends every other session of the user, the shared one included
    if (endpoint === 'change-password') session = await server.login(email);
  });

  it('the shared session still works after the matrix row', async () => {
    const res = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(res.status).toBe(200);
    expect((res.body.data as AuthTokens).access_token).toEqual(expect.any(String));
  });
});
