import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupContract } from '@banco/shared';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../api/client.ts';
import { createAuthEndpoints } from '../api/endpoints.ts';
import { createCall } from '../api/call.ts';
import { ApiError, ApiValidationError } from '../api/errors.ts';
import { startTestServer, type TestServer } from '../test-support/http-test-server.ts';
import { makeUser } from '../test-support/fixtures.ts';
import { createConfigStore } from '../../../main/config-store.ts';
import { createDispatcher, createIpcHandlers } from '../../../main/ipc-handlers.ts';
import { createRefreshTokenStore } from '../../../main/refresh-token-store.ts';
import { createSessionKeeper } from '../../../main/session-keeper.ts';
import { memoryOnlyCipher } from '../../../main/test-fixtures/token-ciphers.ts';
import { buildBridge } from '../../../preload/bridge.ts';
import { createSessionActions } from './session-actions.ts';
import { createMainProcessKeeper, selectSessionKeeper } from './session-keeper.ts';
import { createMemoryStorage, createSessionStore, SESSION_STORE_NAME, sessionForApi, ACCESS_TOKEN_KEY } from './session-store.ts';

/**
 * The desktop app's session, page side, over the real chain: the preload bridge, the main
 * process's IPC dispatcher and session keeper, and a scripted HTTP server for the API.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

function desktop() {
  const serverUrl = server.baseUrl.replace(/\/api$/, '');
  const mainTokens = createRefreshTokenStore({ filePath: join(tmpdir(), 'banco-unused', 'session.bin'), cipher: memoryOnlyCipher, log: () => undefined });
  const dispatch = createDispatcher(
    createIpcHandlers({
      configStore: createConfigStore({ dir: join(tmpdir(), 'banco-unused') }),
      runtime: { version: '0.1.0', platform: 'linux', mode: 'embedded', apiUrlFromEnv: false, apiBaseUrl: serverUrl },
      session: createSessionKeeper({ store: mainTokens, serverUrl }),
    }),
  );
  const banco = buildBridge(async (channel, ...args) => structuredClone(await dispatch(channel, structuredClone(args[0]))));
  const keeper = createMainProcessKeeper(banco);
  const storage = createMemoryStorage();
  const store = createSessionStore(storage);
  const navigate = vi.fn<(path: string) => void>();
  /** Every answer the page's own requests received. */
  const pageAnswers: string[] = [];
  const pageFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    pageAnswers.push(await response.clone().text());
    return response;
  };
  const client = createApiClient({ baseUrl: server.baseUrl, session: sessionForApi(store, () => navigate('/login'), storage, keeper), fetch: pageFetch });
  const auth = createAuthEndpoints(client);
  const actions = createSessionActions({ store, auth, clearCache: () => undefined, navigate, reload: () => undefined, keeper });
  /** Everything the page keeps, as it would be found in localStorage. */
  const pageStorage = () => [storage.getItem(ACCESS_TOKEN_KEY), storage.getItem(SESSION_STORE_NAME)].join('\n');
  return { mainTokens, store, navigate, client, actions, pageStorage, pageAnswers };
}

function loginAnswers(refreshToken = 'r1') {
  server.on('POST /auth/login', () => ({ json: { success: true, data: { user: makeUser(), access_token: 'a1', refresh_token: refreshToken } } }));
}

function protectedRoute(validToken: string) {
  server.on('GET /customers', (request) =>
    request.headers.authorization === `Bearer ${validToken}`
      ? { json: { success: true, data: ['ok'] } }
      : { status: 401, json: { success: false, error: 'Autenticazione richiesta' } },
  );
}

describe('session in the desktop app (refresh token in the main process)', () => {
  it('chooses the main process when the preload exposed window.banco, the page otherwise', () => {
    expect(selectSessionKeeper({}).holder).toBe('page');
    expect(selectSessionKeeper({ banco: buildBridge(() => Promise.resolve(null)) }).holder).toBe('main');
  });

  it('login: made by the main process, which keeps the refresh token; the page never receives, keeps nor stores it', async () => {
    loginAnswers('r1-segreto');
    const { mainTokens, store, actions, pageStorage, pageAnswers } = desktop();
    await actions.login({ email: 'manager@banco.demo', password: 'demo1234' });
    expect(server.requests.filter((r) => r.path === '/auth/login')).toHaveLength(1);
    expect(pageAnswers.join('\n')).not.toContain('refresh_token');
    expect(store.getState()).toMatchObject({ accessToken: 'a1', refreshToken: null, isAuthenticated: true });
    expect(await mainTokens.get()).toBe('r1-segreto');
    expect(pageStorage()).toContain('a1');
    expect(pageStorage()).not.toContain('r1-segreto');
  });

  it('a 401 is renewed by the main process with its token; the rotated token stays there', async () => {
    loginAnswers();
    const { mainTokens, store, client, actions, pageStorage } = desktop();
    await actions.login({ email: 'manager@banco.demo', password: 'demo1234' });
    protectedRoute('a2');
    server.on('POST /auth/refresh', () => ({ json: { success: true, data: { access_token: 'a2', refresh_token: 'r2-ruotato', expires_in: 900 } } }));

    await expect(client.request('/customers')).resolves.toEqual(['ok']);
    expect(server.requests.find((r) => r.path === '/auth/refresh')?.body).toEqual({ refresh_token: 'r1' });
    expect(store.getState()).toMatchObject({ accessToken: 'a2', refreshToken: null });
    expect(await mainTokens.get()).toBe('r2-ruotato');
    expect(pageStorage()).not.toContain('r2-ruotato');
  });

  it('a refused refresh ends the session and goes to /login', async () => {
    loginAnswers();
    const { mainTokens, store, navigate, client, actions } = desktop();
    await actions.login({ email: 'manager@banco.demo', password: 'demo1234' });
    protectedRoute('mai');
    server.on('POST /auth/refresh', () => ({ status: 401, json: { success: false, error: 'Sessione scaduta' } }));

    const error = await client.request('/customers').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, accessToken: null });
    expect(navigate).toHaveBeenLastCalledWith('/login');
    expect(await mainTokens.get()).toBeNull();
  });

  it('no answer to the main process keeps the session: the call fails with the connection message', async () => {
    loginAnswers();
    const { mainTokens, store, client, actions } = desktop();
    await actions.login({ email: 'manager@banco.demo', password: 'demo1234' });
    protectedRoute('a2');
    server.on('POST /auth/refresh', () => ({ status: 503, raw: 'Service Unavailable', contentType: 'text/plain' }));

    const error = await client.request('/customers').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(store.getState().isAuthenticated).toBe(true);
    expect(await mainTokens.get()).toBe('r1');
  });

  it('logout: the page and the main process end the session on the server, the main process forgets the token', async () => {
    loginAnswers();
    server.on('POST /auth/logout', () => ({ json: { success: true, data: null } }));
    const { mainTokens, store, navigate, actions } = desktop();
    await actions.login({ email: 'manager@banco.demo', password: 'demo1234' });
    await actions.logout();
    expect(server.requests.filter((r) => r.path === '/auth/logout').map((r) => r.body)).toEqual([{}, { refresh_token: 'r1' }]);
    expect(await mainTokens.get()).toBeNull();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/login');
  });

  it("a company switch is made by the main process with the page's access token; the new refresh token stays there", async () => {
    loginAnswers();
    server.on('POST /users/switch-company', () => ({
      json: { success: true, data: { user: makeUser({ company_id: 2 }), access_token: 'a2', refresh_token: 'r2-azienda' } },
    }));
    const { mainTokens, store, actions, pageAnswers } = desktop();
    await actions.login({ email: 'imprenditore@banco.demo', password: 'demo1234' });
    await actions.switchCompany(2);
    const switched = server.requests.find((r) => r.path === '/users/switch-company');
    expect(switched?.headers.authorization).toBe('Bearer a1');
    expect(switched?.body).toEqual({ company_id: 2 });
    expect(store.getState()).toMatchObject({ accessToken: 'a2', refreshToken: null });
    expect(await mainTokens.get()).toBe('r2-azienda');
    expect(pageAnswers.join('\n')).not.toContain('r2-azienda');
  });

  it('a refused login reaches the page as the server said it, field errors included', async () => {
    server.on('POST /auth/login', () => ({
      status: 422,
      json: { success: false, error: 'Dati non validi', validation_errors: { email: 'Inserisci un indirizzo email valido' } },
    }));
    const { mainTokens, store, actions } = desktop();
    const error = await actions.login({ email: 'x', password: 'demo1234' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as ApiValidationError).validationErrors).toEqual({ email: 'Inserisci un indirizzo email valido' });
    expect(store.getState().isAuthenticated).toBe(false);
    expect(await mainTokens.get()).toBeNull();
  });

  it('the first administrator of a new installation signs in through the main process too', async () => {
    server.on('POST /setup/admin', () => ({
      status: 201,
      json: { success: true, data: { user: makeUser({ role: 'superadmin' }), access_token: 'a-admin', refresh_token: 'r-admin', expires_in: 900 } },
    }));
    const { mainTokens, client, actions, pageAnswers } = desktop();
    const grant = await createCall(client)(setupContract.createAdmin, {
      body: { first_name: 'Mario', last_name: 'Rossi', email: 'admin@negozio.it', password: 'Password123' },
    });
    await actions.signIn(grant);
    expect(await mainTokens.get()).toBe('r-admin');
    expect(grant).not.toHaveProperty('refresh_token');
    expect(pageAnswers).toEqual([]);
  });
});
