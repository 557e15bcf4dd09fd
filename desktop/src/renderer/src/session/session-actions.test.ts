import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createAuthEndpoints } from '../api/endpoints.ts';
import { ApiError } from '../api/errors.ts';
import { startTestServer, type TestServer } from '../test-support/http-test-server.ts';
import { makeUser } from '../test-support/fixtures.ts';
import { createSessionActions } from './session-actions.ts';
import { createPageKeeper } from './session-keeper.ts';
import {
  ACCESS_TOKEN_KEY,
  createMemoryStorage,
  createSessionStore,
  SESSION_STORE_NAME,
  sessionForApi,
  type KeyValueStorage,
} from './session-store.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function setup(storage: KeyValueStorage = createMemoryStorage(), baseUrl = server.baseUrl) {
  const store = createSessionStore(storage);
  const navigate = vi.fn<(path: string) => void>();
  const reload = vi.fn<() => void>();
  const clearCache = vi.fn<() => void>();
  const client = createApiClient({ baseUrl, session: sessionForApi(store, () => navigate('/login')) });
  const auth = createAuthEndpoints(client);
  const actions = createSessionActions({ store, auth, clearCache, navigate, reload, keeper: createPageKeeper() });
  return { storage, store, navigate, reload, clearCache, auth, actions };
}

beforeEach(() => server.reset());

describe('login', () => {
  it('stores user and tokens (data.user, access_token, refresh_token) and goes to /', async () => {
    const user = makeUser();
    server.on('POST /auth/login', () => ({
      json: { success: true, data: { user, access_token: 'a1', refresh_token: 'r1', expires_in: 900 } },
    }));
    const { store, storage, navigate, actions } = setup();
    await actions.login({ email: 'imprenditore@banco.demo', password: 'demo1234' });

    expect(server.requests[0]?.body).toEqual({ email: 'imprenditore@banco.demo', password: 'demo1234' });
    expect(store.getState()).toMatchObject({ user, accessToken: 'a1', refreshToken: 'r1', isAuthenticated: true, status: 'ready' });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('a1');
    expect(JSON.parse(storage.getItem(SESSION_STORE_NAME) ?? '{}').state).toEqual({ user, refreshToken: 'r1', isAuthenticated: true });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('passes the server message to the form and leaves the session empty', async () => {
    server.on('POST /auth/login', () => ({ status: 401, json: { success: false, error: 'Credenziali non valide' } }));
    const { store, navigate, actions } = setup();
    await expect(actions.login({ email: 'x@banco.demo', password: 'sbagliata' })).rejects.toThrow('Credenziali non valide');
    expect(store.getState().isAuthenticated).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('start-up check (spec 1 §4)', () => {
  it('without a stored access token the session is empty and ready, no call made', async () => {
    const { store, actions } = setup();
    expect(store.getState().status).toBe('ready');
    await actions.bootstrap();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, status: 'ready' });
    expect(server.requests).toHaveLength(0);
  });

  it('with a stored access token asks GET /auth/me and keeps the session', async () => {
    const user = makeUser({ first_name: 'Giulia' });
    server.on('GET /auth/me', (request) =>
      request.headers.authorization === 'Bearer stored' ? { json: { success: true, data: user } } : { status: 401, json: { success: false } },
    );
    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'stored');
    const { store, actions } = setup(storage);
    expect(store.getState().status).toBe('checking');
    await actions.bootstrap();
    expect(store.getState()).toMatchObject({ user, isAuthenticated: true, status: 'ready' });
  });

  it('restores the persisted refresh token, and a failed check clears the session', async () => {
    server.on('GET /auth/me', () => ({ status: 500, json: { success: false, error: 'Si è verificato un errore interno. Riprova più tardi.' } }));
    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'stored');
    storage.setItem(SESSION_STORE_NAME, JSON.stringify({ state: { user: makeUser(), refreshToken: 'r9', isAuthenticated: true }, version: 0 }));
    const { store, actions } = setup(storage);
    expect(store.getState().refreshToken).toBe('r9');
    await actions.bootstrap();
    expect(store.getState()).toMatchObject({ user: null, refreshToken: null, isAuthenticated: false, status: 'ready' });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});

describe('start-up check without an answer', () => {
  it('keeps the stored session when the server cannot be reached (network down, load aborted by a reload)', async () => {
    const user = makeUser({ first_name: 'Giulia' });
    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'stored');
    storage.setItem(SESSION_STORE_NAME, JSON.stringify({ state: { user, refreshToken: 'r9', isAuthenticated: true }, version: 0 }));
    // port 9 (discard) refuses the connection: no HTTP answer at all
    const { store, actions } = setup(storage, 'http://127.0.0.1:9');
    await actions.bootstrap();
    expect(store.getState()).toMatchObject({ user, refreshToken: 'r9', isAuthenticated: true, status: 'ready' });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('stored');
  });

  it('keeps it when the body of the answer is cut (the page reloads while GET /auth/me arrives)', async () => {
    server.on('GET /auth/me', () => ({ json: { success: true, data: makeUser() }, cutMidBody: true }));
    const user = makeUser({ first_name: 'Giulia' });
    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'stored');
    storage.setItem(SESSION_STORE_NAME, JSON.stringify({ state: { user, refreshToken: 'r9', isAuthenticated: true }, version: 0 }));
    const { store, actions } = setup(storage);
    await actions.bootstrap();
    expect(store.getState()).toMatchObject({ user, isAuthenticated: true, status: 'ready' });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('stored');
  });

  it('still clears a session it knows nothing about', async () => {
    const storage = createMemoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'stored');
    const { store, actions } = setup(storage, 'http://127.0.0.1:9');
    await actions.bootstrap();
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false, status: 'ready' });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});

describe('logout', () => {
  it('sends the refresh token, clears the session and goes to /login', async () => {
    server.on('POST /auth/logout', () => ({ json: { success: true, data: null, message: 'Logout effettuato' } }));
    const { store, storage, navigate, clearCache, actions } = setup();
    store.getState().start({ user: makeUser(), access_token: 'a1', refresh_token: 'r1' });
    await actions.logout();
    expect(server.requests[0]?.body).toEqual({ refresh_token: 'r1' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer a1');
    expect(store.getState().isAuthenticated).toBe(false);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(clearCache).toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('/login');
  });

  it('clears the session even when the server call fails', async () => {
    server.on('POST /auth/logout', () => ({ status: 500, raw: 'Internal Server Error', contentType: 'text/plain' }));
    const { store, navigate, actions } = setup();
    store.getState().start({ user: makeUser(), access_token: 'a1', refresh_token: 'r1' });
    await actions.logout();
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(navigate).toHaveBeenLastCalledWith('/login');
  });
});

describe('company switch', () => {
  it('lists the available companies', async () => {
    const companies = [
      { id: 1, name: 'Telefonia Rossi Srl', assignment_type: 'primary', is_current: 1 },
      { id: 2, name: 'Rossi Mobile Sud', assignment_type: 'assigned', is_current: 0 },
    ];
    server.on('GET /users/available-companies', () => ({ json: { success: true, data: companies } }));
    const { auth } = setup();
    await expect(auth.availableCompanies()).resolves.toEqual(companies);
  });

  it('stores the new user and tokens, then reloads', async () => {
    const switched = makeUser({ company_id: 2, company_name: 'Rossi Mobile Sud' });
    server.on('POST /users/switch-company', () => ({
      json: { success: true, data: { user: switched, access_token: 'a2', refresh_token: 'r2' } },
    }));
    const { store, reload, actions } = setup();
    store.getState().start({ user: makeUser(), access_token: 'a1', refresh_token: 'r1' });
    await actions.switchCompany(2);
    expect(server.requests[0]?.body).toEqual({ company_id: 2 });
    expect(store.getState()).toMatchObject({ user: switched, accessToken: 'a2', refreshToken: 'r2' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('fails without reloading when the server refuses', async () => {
    server.on('POST /users/switch-company', () => ({ status: 403, json: { success: false, error: 'Solo gli imprenditori possono cambiare azienda' } }));
    const { store, reload, actions } = setup();
    store.getState().start({ user: makeUser({ role: 'manager' }), access_token: 'a1', refresh_token: 'r1' });
    const error = await actions.switchCompany(2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(reload).not.toHaveBeenCalled();
    expect(store.getState().accessToken).toBe('a1');
  });
});
