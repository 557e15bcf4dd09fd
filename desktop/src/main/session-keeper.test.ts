import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '@banco/cloud-api';
import { createConfigStore } from './config-store.ts';
import { createDispatcher, createIpcHandlers, IpcHandlerError } from './ipc-handlers.ts';
import { createRefreshTokenStore, type RefreshTokenStore } from './refresh-token-store.ts';
import { createSessionKeeper, type SessionKeeper } from './session-keeper.ts';
import { aesCipher } from './test-fixtures/token-ciphers.ts';

/** The desktop session against a real Banco server (embedded PGlite with the demo data). */
let server: RunningServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'banco-session-keeper-'));
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), seedDemo: true, logLevel: 'silent' });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: Record<string, unknown> }).data };
}

/** The demo manager signed in through the keeper, as the page does it: the access token the page gets. */
async function signInManager(keeper: SessionKeeper): Promise<string> {
  const answer = await keeper.signIn({ grant: 'login', body: { email: 'manager@banco.demo', password: 'demo1234' } });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { access_token: string } }).data.access_token;
}

async function meStatus(accessToken: string): Promise<number> {
  return (await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${accessToken}` } })).status;
}

let fileCount = 0;
function keeperWith(store?: RefreshTokenStore, serverUrl = server.url) {
  fileCount += 1;
  const tokens = store ?? createRefreshTokenStore({ filePath: join(dir, `session-${fileCount}.bin`), cipher: aesCipher() });
  return { store: tokens, keeper: createSessionKeeper({ store: tokens, serverUrl }) };
}

describe('session keeper (desktop main process)', () => {
  it('refreshes with the kept token, keeps the rotated one, and gives the page the access token only', async () => {
    const { store, keeper } = keeperWith();
    await signInManager(keeper);
    const first = await store.get();

    const renewed = await keeper.refresh();
    expect(Object.keys(renewed ?? {})).toEqual(['access_token']);
    expect(await meStatus(renewed?.access_token ?? '')).toBe(200);
    const rotated = await store.get();
    expect(rotated).not.toBeNull();
    expect(rotated).not.toBe(first);

    // the rotated token works for the next refresh too
    const again = await keeper.refresh();
    expect(await meStatus(again?.access_token ?? '')).toBe(200);
  });

  it('shares one refresh between concurrent calls of the page', async () => {
    const { keeper } = keeperWith();
    await signInManager(keeper);
    const [a, b] = await Promise.all([keeper.refresh(), keeper.refresh()]);
    expect(a?.access_token).toBe(b?.access_token);
  });

  it('answers null and forgets the token when the server refuses it; null without a token', async () => {
    const { store, keeper } = keeperWith();
    expect(await keeper.refresh()).toBeNull();
    await store.set('token-non-valido');
    expect(await keeper.refresh()).toBeNull();
    expect(await store.get()).toBeNull();
  });

  it('keeps the session when the server does not answer', async () => {
    const { store, keeper } = keeperWith(undefined, 'http://127.0.0.1:9');
    await store.set('un-token');
    const error = await keeper.refresh().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcHandlerError);
    expect((error as Error).message).toBe('Impossibile contattare il server. Controlla la connessione e riprova.');
    expect(await store.get()).toBe('un-token');
  });

  it('on logout ends the session on the server and forgets the token', async () => {
    const { store, keeper } = keeperWith();
    await signInManager(keeper);
    const token = await store.get();
    await keeper.clear();
    expect(await store.get()).toBeNull();
    expect((await post('/auth/refresh', { refresh_token: token })).status).toBe(401);
  });

  it('survives a restart of the app: the next start reads the encrypted token', async () => {
    const cipher = aesCipher();
    const filePath = join(dir, 'restart.bin');
    const firstStart = createRefreshTokenStore({ filePath, cipher });
    await signInManager(createSessionKeeper({ store: firstStart, serverUrl: server.url }));
    const token = (await firstStart.get()) ?? 'missing';
    expect((await readFile(filePath)).toString('latin1')).not.toContain(token);
    const nextStart = createSessionKeeper({ store: createRefreshTokenStore({ filePath, cipher }), serverUrl: server.url });
    expect(await meStatus((await nextStart.refresh())?.access_token ?? '')).toBe(200);
  });

  it('signs in for the page: keeps the refresh token and answers the rest of the login', async () => {
    const { store, keeper } = keeperWith();
    const answer = await keeper.signIn({ grant: 'login', body: { email: 'manager@banco.demo', password: 'demo1234' } });
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual(['access_token', 'expires_in', 'user']);
    expect(data.user).toMatchObject({ email: 'manager@banco.demo', role: 'manager' });
    expect(await meStatus(data.access_token as string)).toBe(200);
    const kept = await store.get();
    expect(kept).not.toBeNull();
    expect(JSON.stringify(answer)).not.toContain(kept);
    expect((await post('/auth/refresh', { refresh_token: kept })).status).toBe(200);
  });

  it('answers a refused login as the server does (status, Italian message) and keeps the current session', async () => {
    const { store, keeper } = keeperWith();
    await signInManager(keeper);
    const kept = await store.get();
    const refused = await keeper.signIn({ grant: 'login', body: { email: 'manager@banco.demo', password: 'sbagliata' } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, error: 'Credenziali non valide' });
    const invalid = await keeper.signIn({ grant: 'login', body: { email: 'non-una-mail' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ success: false, validation_errors: { email: expect.any(String), password: expect.any(String) } });
    expect(await store.get()).toBe(kept);
  });

  it("switches company with the page's access token: the new session's token is kept, not answered", async () => {
    const { store, keeper } = keeperWith();
    const login = await keeper.signIn({ grant: 'login', body: { email: 'imprenditore@banco.demo', password: 'demo1234' } });
    const accessToken = (login.body as { data: { access_token: string } }).data.access_token;
    const before = await store.get();
    const companies = await fetch(`${server.url}/api/users/available-companies`, { headers: { Authorization: `Bearer ${accessToken}` } });
    const other = ((await companies.json()) as { data: { id: number; name: string }[] }).data.find((company) => company.name === 'Demo Telefonia Sud S.r.l.');
    const switched = await keeper.signIn({ grant: 'switch-company', body: { company_id: other?.id }, access_token: accessToken });
    expect(switched.status).toBe(200);
    expect((switched.body as { data: { user: { company_name: string } } }).data.user.company_name).toBe('Demo Telefonia Sud S.r.l.');
    const after = await store.get();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(JSON.stringify(switched)).not.toContain('refresh_token');
  });

  it('a sign-in without an answer from the server fails with the connection message', async () => {
    const { store, keeper } = keeperWith(undefined, 'http://127.0.0.1:9');
    const error = await keeper.signIn({ grant: 'login', body: { email: 'manager@banco.demo', password: 'demo1234' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcHandlerError);
    expect((error as Error).message).toBe('Impossibile contattare il server. Controlla la connessione e riprova.');
    expect(await store.get()).toBeNull();
  });

  it('through IPC: the page signs in, refreshes and logs out, and never gets a refresh token', async () => {
    const { store, keeper } = keeperWith();
    const runtime = { version: '0.1.0', platform: 'linux', mode: 'embedded', apiUrlFromEnv: false, apiBaseUrl: server.url } as const;
    const dispatch = createDispatcher(createIpcHandlers({ configStore: createConfigStore({ dir }), runtime, session: keeper }));
    const signedIn = await dispatch('session:sign-in', { grant: 'login', body: { email: 'manager@banco.demo', password: 'demo1234' } });
    expect(signedIn).toMatchObject({ ok: true, data: { status: 200, body: { success: true, data: { access_token: expect.any(String) } } } });
    expect(JSON.stringify(signedIn)).not.toContain('refresh_token');
    expect(await store.get()).not.toBeNull();
    const answer = await dispatch('session:refresh', undefined);
    expect(answer).toEqual({ ok: true, data: { access_token: expect.any(String) } });
    expect(await dispatch('session:clear', undefined)).toEqual({ ok: true, data: null });
    expect(await dispatch('session:refresh', undefined)).toEqual({ ok: true, data: null });
    // only the grants: the main process posts nowhere else for the page
    expect(await dispatch('session:sign-in', { grant: 'refresh', body: {} })).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(await dispatch('session:sign-in', { grant: 'login' })).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });
});
