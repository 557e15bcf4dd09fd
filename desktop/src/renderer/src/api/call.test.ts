import { companiesContract, MSG, storesContract, subscriptionContract } from '@banco/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCall, createCallEnvelope, type Call } from './call.ts';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { createMemoryStorage, createSessionStore, sessionForApi } from '../session/session-store.ts';
import { makeUser } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/http-test-server.ts';

let server: TestServer;
let call: Call;
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  const store = createSessionStore(createMemoryStorage());
  store.getState().start({ user: makeUser(), access_token: 'access-1', refresh_token: 'refresh-1' });
  client = createApiClient({ baseUrl: server.baseUrl, session: sessionForApi(store, () => undefined) });
  call = createCall(client);
});

describe('call (the typed client of the shared contract)', () => {
  it('sends the declared method to the path filled with the params, with the bearer token, and returns data', async () => {
    server.on('DELETE /stores/4/users/9', () => ({ json: { success: true, data: [], message: 'ok' } }));
    await expect(call(storesContract.unassignUser, { params: { id: 4, userId: 9 } })).resolves.toEqual([]);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('sends the query (dropping empty values) and the JSON body', async () => {
    server.on('GET /stores/available-operators', () => ({ json: { success: true, data: { telecom: ['TIM'], energy: [], mobility: [] } } }));
    server.on('POST /stores/2/users', (request) => ({ json: { success: true, data: [], echo: request.body } }));
    await call(storesContract.availableOperators, { query: { company_id: undefined } });
    await call(storesContract.assignUser, { params: { id: 2 }, body: { user_id: 5 } });
    expect(server.requests[0]?.url).toBe('/stores/available-operators');
    expect(server.requests[1]?.body).toEqual({ user_id: 5 });
  });

  it('raises the server message as an ApiError like every other call', async () => {
    server.on('GET /stores/3', () => ({ status: 404, json: { success: false, error: MSG.storeNotFound } }));
    await expect(call(storesContract.show, { params: { id: 3 } })).rejects.toEqual(expect.any(ApiError));
    await expect(call(storesContract.show, { params: { id: 3 } })).rejects.toThrow(MSG.storeNotFound);
  });

  it('createCallEnvelope answers data, the message and the fields declared beside data', async () => {
    const stats = { total_companies: 0, active_companies: 0, suspended_companies: 0, single_plan: 0, multi_plan: 0, max_plan: 0 };
    const pagination = { current_page: 1, per_page: 20, total: 0, total_pages: 1 };
    server.on('GET /companies', () => ({ json: { success: true, data: [], stats, pagination, message: 'Aziende caricate' } }));
    const answer = await createCallEnvelope(client)(companiesContract.list, { query: { page: 1 } });
    expect(answer).toEqual({ data: [], stats, pagination, message: 'Aziende caricate' });
  });

  it('sends an Idempotency-Key to an idempotent endpoint: the given one, else a new UUID per call; none elsewhere', async () => {
    server.on('POST /settings/subscription/change-request', () => ({ status: 201, json: { success: true, data: null } }));
    server.on('POST /stores/2/users', () => ({ json: { success: true, data: [] } }));
    const body = { plan_id: 2 };
    await call(subscriptionContract.requestChange, { body, idempotencyKey: '6f1f0f8e-3f51-4bd4-9d0e-1d6a1f6a9c11' });
    await call(subscriptionContract.requestChange, { body });
    await call(subscriptionContract.requestChange, { body });
    await call(storesContract.assignUser, { params: { id: 2 }, body: { user_id: 5 } });
    const keys = server.requests.map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toBe('6f1f0f8e-3f51-4bd4-9d0e-1d6a1f6a9c11');
    expect(keys[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBeUndefined();
  });

  it('keeps the key when the call is repeated after a refresh of the session', async () => {
    let attempts = 0;
    server.on('POST /settings/subscription/change-request', () => {
      attempts += 1;
      return attempts === 1 ? { status: 401, json: { success: false, error: MSG.sessionExpired } } : { status: 201, json: { success: true, data: null } };
    });
    server.on('POST /auth/refresh', () => ({ json: { success: true, data: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 } } }));
    await call(subscriptionContract.requestChange, { body: { plan_id: 2 } });
    const sent = server.requests.filter((request) => request.url === '/settings/subscription/change-request');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['idempotency-key']).toBe(sent[0]?.headers['idempotency-key']);
    expect(sent[1]?.headers.authorization).toBe('Bearer access-2');
  });
});
