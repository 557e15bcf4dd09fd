import { MSG, UNSAFE_TEXT_MESSAGE } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let superadmin: string;
let entrepreneur: string;

beforeAll(async () => {
  server = await startTestServer();
  superadmin = (await server.login('superadmin@banco.demo')).access_token;
  entrepreneur = (await server.login('imprenditore@banco.demo')).access_token;
});
afterAll(() => server?.close());

/** The demo entrepreneur's profile, to prove a refused change wrote nothing. */
async function profile() {
  return (await server.request('GET', '/api/auth/me', { token: entrepreneur })).body.data as { first_name: string };
}

describe('text the database cannot hold, or that reads otherwise than it is, is a field error, never a 500', () => {
  it.each([
    ['NUL', 'Mar\u0000co'],
    ['an unpaired surrogate', '\ud800'],
    ['a control character', 'Mar\u0007co'],
    ['a right-to-left override', '\u202eocraM'],
  ])('PUT /auth/profile with %s in first_name: 422 on the field, nothing changed', async (_label, firstName) => {
    const before = await profile();
    const res = await server.request('PUT', '/api/auth/profile', {
      token: entrepreneur,
      rawBody: JSON.stringify({ first_name: firstName, last_name: 'Rossi' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toMatchObject({ first_name: UNSAFE_TEXT_MESSAGE });
    expect(await profile()).toEqual(before);
  });

  it('a NUL in a search is a field error of the query', async () => {
    const res = await server.request('GET', '/api/stores?search=%00', { token: entrepreneur });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ search: UNSAFE_TEXT_MESSAGE });
    const users = await server.request('GET', '/api/users?search=a%00b', { token: entrepreneur });
    expect(users.status).toBe(422);
  });
});

describe('malformed structures and ids', () => {
  it('null inside the activation codes array is a field error', async () => {
    const stores = (await server.request('GET', '/api/stores', { token: entrepreneur })).body.data as { stores: { id: number }[] };
    const storeId = stores.stores[0]?.id;
    const res = await server.request('POST', `/api/stores/${storeId}/activation-codes`, { token: entrepreneur, body: { codes: [null] } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.validation_errors ?? {})).toEqual(['codes.0']);
  });

  it.each(['0x9', '9e0', '4.0', '%201', '01'])('GET /users/%s is not an id', async (id) => {
    const res = await server.request('GET', `/api/users/${id}`, { token: superadmin });
    expect([404, 422]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });

  it.each(['0x1', '1e0', '1.0'])('GET /companies/%s is not company 1', async (id) => {
    const res = await server.request('GET', `/api/companies/${id}`, { token: superadmin });
    expect([404, 422]).toContain(res.status);
  });

  it('a boolean is not a company id', async () => {
    const res = await server.request('POST', '/api/users/switch-company', { token: entrepreneur, body: { company_id: true } });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toHaveProperty('company_id');
    expect(res.body.error).toBe(MSG.validationFailed);
  });
});

describe('requests refused before the app', () => {
  it('an oversized header gets 431 with the envelope', async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { 'X-Grande': 'a'.repeat(40_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ success: false, error: MSG.headersTooLarge });
  });
});
