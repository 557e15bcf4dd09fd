import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, CONNECTION_ERROR, type ApiClient } from './client.ts';
import { ApiError, ApiValidationError } from './errors.ts';
import {
  ACCESS_TOKEN_KEY,
  createMemoryStorage,
  createSessionStore,
  SESSION_STORE_NAME,
  sessionForApi,
  type KeyValueStorage,
  type SessionStore,
} from '../session/session-store.ts';
import { startTestServer, type TestServer } from '../test-support/http-test-server.ts';
import { makeUser } from '../test-support/fixtures.ts';

let server: TestServer;
let storage: KeyValueStorage;
let store: SessionStore;
let onExpired: ReturnType<typeof vi.fn<(refusal?: string) => void>>;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
  storage = createMemoryStorage();
  store = createSessionStore(storage);
  onExpired = vi.fn<(refusal?: string) => void>();
  client = createApiClient({ baseUrl: server.baseUrl, session: sessionForApi(store, onExpired, storage) });
});

function signIn(accessToken = 'access-1', refreshToken: string | null = 'refresh-1') {
  store.getState().start({ user: makeUser(), access_token: accessToken, refresh_token: refreshToken });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('envelope', () => {
  it('returns data of a success envelope, and the whole envelope on request', async () => {
    server.on('GET /stores', () => ({
      json: { success: true, data: { stores: [{ id: 1 }] }, pagination: { current_page: 1, total_pages: 3 } },
    }));
    await expect(client.request('/stores')).resolves.toEqual({ stores: [{ id: 1 }] });
    const envelope = await client.requestEnvelope<{ stores: unknown[] }, { pagination: { total_pages: number } }>('/stores');
    expect(envelope.pagination.total_pages).toBe(3);
    expect(envelope.success).toBe(true);
  });

  it('sends JSON with the method and asks for JSON back', async () => {
    server.on('POST /stores', (request) => ({ json: { success: true, data: request.body } }));
    await expect(client.request('/stores', { method: 'POST', body: { name: 'Centro', city: 'Milano' } })).resolves.toEqual({
      name: 'Centro',
      city: 'Milano',
    });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('drops null and undefined query values and encodes the rest', async () => {
    server.on('GET /users', () => ({ json: { success: true, data: [] } }));
    await client.request('/users', { query: { page: 2, per_page: 20, search: 'rossi & c', role: null, available_for_store: undefined, active: false } });
    expect(server.requests[0]?.url).toBe('/users?page=2&per_page=20&search=rossi+%26+c&active=false');
    expect([...(server.requests[0]?.query.keys() ?? [])]).toEqual(['page', 'per_page', 'search', 'active']);
  });

  it('sends the bearer token only when one is stored', async () => {
    server.on('GET /auth/me', () => ({ json: { success: true, data: makeUser() } }));
    await client.request('/auth/me');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    signIn('tok-123');
    await client.request('/auth/me');
    expect(server.requests[1]?.headers.authorization).toBe('Bearer tok-123');
  });
});

describe('transport errors (spec 1 §8)', () => {
  it('reports an empty body as invalid JSON from the path, keeping the status', async () => {
    server.on('GET /health', () => ({ status: 200, raw: '' }));
    const error = await failure(client.request('/health'));
    expect(error.message).toBe('Invalid JSON response from /health');
    expect(error.status).toBe(200);

    server.on('GET /health', () => ({ status: 502, raw: '' }));
    const bad = await failure(client.request('/health'));
    expect(bad.message).toBe('Invalid JSON response from /health');
    expect(bad.status).toBe(502);
  });

  it('reports a non-JSON body as invalid JSON from the path', async () => {
    server.on('GET /stores', () => ({ status: 200, raw: '<!doctype html><p>proxy</p>', contentType: 'text/html' }));
    const error = await failure(client.request('/stores', { query: { page: 1 } }));
    expect(error.message).toBe('Invalid JSON response from /stores');
  });

  it('uses the body error, else the message, else HTTP {status} for an HTTP error', async () => {
    server.on('GET /a', () => ({ status: 403, json: { success: false, error: 'Non hai i permessi per questa operazione', message: 'ignored' } }));
    server.on('GET /b', () => ({ status: 404, json: { success: false, message: 'Negozio non trovato' } }));
    server.on('GET /c', () => ({ status: 500, json: { success: false } }));
    server.on('GET /d', () => ({ status: 503, json: ['not', 'an', 'object'] }));

    const a = await failure(client.request('/a'));
    expect([a.message, a.status, a.fromServer]).toEqual(['Non hai i permessi per questa operazione', 403, true]);
    const b = await failure(client.request('/b'));
    expect([b.message, b.status]).toEqual(['Negozio non trovato', 404]);
    const c = await failure(client.request('/c'));
    expect([c.message, c.status, c.fromServer]).toEqual(['HTTP 500', 500, false]);
    const d = await failure(client.request('/d'));
    expect([d.message, d.status]).toEqual(['HTTP 503', 503]);
  });

  it('uses error, else message, else API request failed for success false', async () => {
    server.on('GET /a', () => ({ json: { success: false, error: 'Errore nel salvataggio' } }));
    server.on('GET /b', () => ({ json: { success: false, message: 'Operazione non riuscita' } }));
    server.on('GET /c', () => ({ json: { success: false } }));
    server.on('GET /d', () => ({ json: { data: 1 } }));
    expect((await failure(client.request('/a'))).message).toBe('Errore nel salvataggio');
    expect((await failure(client.request('/b'))).message).toBe('Operazione non riuscita');
    const c = await failure(client.request('/c'));
    expect([c.message, c.status]).toEqual(['API request failed', 200]);
    expect((await failure(client.request('/d'))).message).toBe('API request failed');
  });

  it('hands validation_errors to the caller for field display', async () => {
    const validation_errors = { name: 'Nome negozio richiesto (min 2 caratteri)', province: 'Provincia deve essere di 2 caratteri (es: MI)' };
    server.on('POST /stores', () => ({ status: 422, json: { success: false, error: 'Dati non validi', validation_errors } }));
    server.on('PUT /stores/1', () => ({ status: 200, json: { success: false, validation_errors } }));

    const error = await failure(client.request('/stores', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as ApiValidationError).validationErrors).toEqual(validation_errors);
    expect([error.message, error.status]).toEqual(['Dati non validi', 422]);

    const ok200 = await failure(client.request('/stores/1', { method: 'PUT', body: {} }));
    expect(ok200).toBeInstanceOf(ApiValidationError);
    expect((ok200 as ApiValidationError).validationErrors).toEqual(validation_errors);
    expect(ok200.message).toBe('API request failed');
  });

  it('keeps the request id of a server error', async () => {
    server.on('GET /x', () => ({ status: 500, json: { success: false, error: 'Si è verificato un errore interno. Riprova più tardi.', request_id: 'req-42' } }));
    expect((await failure(client.request('/x'))).requestId).toBe('req-42');
  });

  it('turns an unreachable server into a connection error with status 0', async () => {
    const gone = await startTestServer();
    await gone.close();
    const offline = createApiClient({ baseUrl: gone.baseUrl, session: sessionForApi(store, onExpired) });
    const error = await failure(offline.request('/health'));
    expect([error.message, error.status]).toEqual([CONNECTION_ERROR, 0]);
  });

  it('treats a connection cut while the body arrives as no answer (status 0), not as invalid JSON', async () => {
    server.on('GET /auth/me', () => ({ json: { success: true, data: { id: 1, email: 'giulia@banco.demo' } }, cutMidBody: true }));
    const error = await failure(client.request('/auth/me'));
    expect([error.message, error.status]).toEqual([CONNECTION_ERROR, 0]);
  });
});

describe('session refresh on 401 (spec 1 §4)', () => {
  function protectedRoute(validToken: string) {
    server.on('GET /customers', (request) =>
      request.headers.authorization === `Bearer ${validToken}`
        ? { json: { success: true, data: ['ok'] } }
        : { status: 401, json: { success: false, error: 'Sessione scaduta. Effettua di nuovo l\'accesso.' } },
    );
  }

  it('refreshes once with the refresh token, stores the new tokens and retries', async () => {
    signIn('old-access', 'refresh-1');
    protectedRoute('new-access');
    server.on('POST /auth/refresh', () => ({
      json: { success: true, data: { access_token: 'new-access', refresh_token: 'refresh-2', expires_in: 900 } },
    }));

    await expect(client.request('/customers')).resolves.toEqual(['ok']);

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /customers', 'POST /auth/refresh', 'GET /customers']);
    const refresh = server.requests[1];
    expect(refresh?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(server.requests[2]?.headers.authorization).toBe('Bearer new-access');
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
    expect(store.getState().refreshToken).toBe('refresh-2');
    expect(JSON.parse(storage.getItem(SESSION_STORE_NAME) ?? '{}').state.refreshToken).toBe('refresh-2');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('keeps the refresh token when the refresh answer carries none', async () => {
    signIn('old-access', 'refresh-1');
    protectedRoute('new-access');
    server.on('POST /auth/refresh', () => ({ json: { success: true, access_token: 'new-access' } }));
    await expect(client.request('/customers')).resolves.toEqual(['ok']);
    expect(store.getState().refreshToken).toBe('refresh-1');
  });

  it('on refresh failure clears the session and navigates to /login', async () => {
    signIn('old-access', 'refresh-1');
    protectedRoute('never');
    server.on('POST /auth/refresh', () => ({ status: 401, json: { success: false, error: 'Token di aggiornamento non valido o scaduto' } }));

    const error = await failure(client.request('/customers'));
    expect(error.status).toBe(401);
    // the server's refusal goes with it, for the login page to say why
    expect(onExpired).toHaveBeenCalledExactlyOnceWith('Token di aggiornamento non valido o scaduto');
    expect(store.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null, isAuthenticated: false });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(SESSION_STORE_NAME) ?? '{}').state).toEqual({ user: null, refreshToken: null, isAuthenticated: false });
    expect(server.requests.filter((r) => r.path === '/customers')).toHaveLength(1);
  });

  it('keeps the session when the refresh gets no real answer: not JSON, a server error, a dropped connection', async () => {
    signIn('old-access', 'refresh-1');
    protectedRoute('new-access');
    const answers = [
      { raw: 'portale captive', contentType: 'text/html' },
      { status: 503, json: { success: false, error: 'Servizio non disponibile' } },
      { json: { success: true, data: { access_token: 'x', refresh_token: 'y' } }, cutMidBody: true },
    ];
    for (const answer of answers) {
      server.on('POST /auth/refresh', () => answer);
      await failure(client.request('/customers'));
      expect(onExpired).not.toHaveBeenCalled();
      expect(store.getState()).toMatchObject({ isAuthenticated: true, refreshToken: 'refresh-1' });
    }

    // the connection is back: the next call refreshes and goes through
    server.on('POST /auth/refresh', () => ({ json: { success: true, data: { access_token: 'new-access', refresh_token: 'refresh-2' } } }));
    await expect(client.request('/customers')).resolves.toEqual(['ok']);
    expect(store.getState().refreshToken).toBe('refresh-2');
  });

  it('keeps the session when the server cannot be reached during a refresh', async () => {
    signIn('old-access', 'refresh-1');
    const gone = await startTestServer();
    await gone.close();
    const offline = createApiClient({ baseUrl: gone.baseUrl, session: sessionForApi(store, onExpired, storage) });
    expect(await offline.refreshSession().catch((error: unknown) => error)).toBeInstanceOf(ApiError);
    expect(onExpired).not.toHaveBeenCalled();
    expect(store.getState().isAuthenticated).toBe(true);
  });

  it('tabs share the session: under the lock a tab takes the token another tab has just renewed', async () => {
    signIn('old-access', 'refresh-1');
    protectedRoute('new-access');
    // the refresh answers once both tabs have met the 401
    const bothRefused = server.arrived((r) => r.path === '/customers', 2);
    server.on('POST /auth/refresh', () => ({ holdUntil: bothRefused, json: { success: true, data: { access_token: 'new-access', refresh_token: 'refresh-2' } } }));
    // a second tab: its own store on the same storage, the same lock
    const otherStore = createSessionStore(storage);
    await otherStore.persist.rehydrate();
    let queue: Promise<unknown> = Promise.resolve();
    const lock = <T,>(_name: string, work: () => Promise<T>): Promise<T> => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    };
    const tab = (s: SessionStore) => createApiClient({ baseUrl: server.baseUrl, session: sessionForApi(s, onExpired, storage), exclusive: lock });

    const results = await Promise.all([tab(store).request('/customers'), tab(otherStore).request('/customers')]);
    expect(results).toEqual([['ok'], ['ok']]);
    expect(server.requests.filter((r) => r.path === '/auth/refresh')).toHaveLength(1);
    expect(otherStore.getState()).toMatchObject({ accessToken: 'new-access', refreshToken: 'refresh-2' });
  });

  it('logs out without calling refresh when there is no refresh token', async () => {
    signIn('old-access', null);
    protectedRoute('never');
    const error = await failure(client.request('/customers'));
    expect(error.status).toBe(401);
    expect(server.requests.map((r) => r.path)).toEqual(['/customers']);
    // no session to renew: nothing to explain
    expect(onExpired).toHaveBeenCalledExactlyOnceWith(undefined);
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn('old-access', 'refresh-1');
    protectedRoute('new-access');
    // the refresh answers once all three calls have met the 401
    const allRefused = server.arrived((r) => r.path === '/customers', 3);
    server.on('POST /auth/refresh', () => ({ holdUntil: allRefused, json: { success: true, data: { access_token: 'new-access', refresh_token: 'refresh-2' } } }));

    const results = await Promise.all([client.request('/customers'), client.request('/customers'), client.request('/customers')]);

    expect(results).toEqual([['ok'], ['ok'], ['ok']]);
    expect(server.requests.filter((r) => r.path === '/auth/refresh')).toHaveLength(1);
    const retried = server.requests.filter((r) => r.path === '/customers' && r.headers.authorization === 'Bearer new-access');
    expect(retried).toHaveLength(3);
  });

  it('retries without a new refresh when another call already refreshed', async () => {
    signIn('old-access', 'refresh-1');
    server.on('POST /auth/refresh', () => ({ json: { success: true, data: { access_token: 'new-access', refresh_token: 'refresh-2' } } }));
    const renewedElsewhere = server.arrived((r) => r.path === '/customers' && r.headers.authorization === 'Bearer new-access');
    server.on('GET /slow', (request) =>
      request.headers.authorization === 'Bearer new-access'
        ? { json: { success: true, data: 'slow' } }
        : // its 401 arrives after /customers has refreshed and retried with the new token
          { status: 401, holdUntil: renewedElsewhere, json: { success: false, error: 'Autenticazione richiesta' } },
    );
    protectedRoute('new-access');

    const slow = client.request('/slow');
    await expect(client.request('/customers')).resolves.toEqual(['ok']);
    await expect(slow).resolves.toBe('slow');
    expect(server.requests.filter((r) => r.path === '/auth/refresh')).toHaveLength(1);
  });

  it('retries only once: a second 401 is returned to the caller', async () => {
    signIn('old-access', 'refresh-1');
    protectedRoute('never');
    server.on('POST /auth/refresh', () => ({ json: { success: true, data: { access_token: 'new-access', refresh_token: 'refresh-2' } } }));
    const error = await failure(client.request('/customers'));
    expect(error.status).toBe(401);
    expect(server.requests.map((r) => r.path)).toEqual(['/customers', '/auth/refresh', '/customers']);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it.each(['/auth/login', '/auth/refresh', '/auth/logout'])('never refreshes for %s itself', async (path) => {
    signIn('old-access', 'refresh-1');
    server.on(`POST ${path}`, () => ({ status: 401, json: { success: false, error: 'Credenziali non valide' } }));
    const error = await failure(client.request(path, { method: 'POST', body: {} }));
    expect([error.message, error.status]).toEqual(['Credenziali non valide', 401]);
    expect(server.requests).toHaveLength(1);
    expect(onExpired).not.toHaveBeenCalled();
    expect(store.getState().isAuthenticated).toBe(true);
  });
});
