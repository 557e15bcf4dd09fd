import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, CONNECTION_ERROR } from './client.ts';
import { ApiError } from './errors.ts';
import { createMemoryStorage, createSessionStore, sessionForApi } from '../session/session-store.ts';
import { startTestServer, type TestServer } from '../test-support/http-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const session = () => sessionForApi(createSessionStore(createMemoryStorage()), () => undefined);

describe('ApiClient base URL from a function (the desktop app asks the main process)', () => {
  it('asks the base before each request and calls the server it names', async () => {
    server.reset();
    server.on('GET /users', () => ({ json: { success: true, data: ['u'] } }));
    let asked = 0;
    const client = createApiClient({
      baseUrl: () => {
        asked += 1;
        return Promise.resolve(server.baseUrl);
      },
      session: session(),
    });
    expect(await client.request('/users', { query: { page: 1 } })).toEqual(['u']);
    expect(await client.request('/users')).toEqual(['u']);
    expect(asked).toBe(2);
    expect(server.requests.map((request) => request.url)).toEqual(['/users?page=1', '/users']);
  });

  it('takes a base answered synchronously as it is', async () => {
    server.reset();
    server.on('GET /users', () => ({ json: { success: true, data: [] } }));
    const client = createApiClient({ baseUrl: () => server.baseUrl, session: session() });
    expect(await client.request('/users')).toEqual([]);
  });

  it('a base that cannot be learned is a connection error', async () => {
    const client = createApiClient({ baseUrl: () => Promise.reject(new Error('IPC')), session: session() });
    const error = await client.request('/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: CONNECTION_ERROR, status: 0, path: '/users' });
  });
});
