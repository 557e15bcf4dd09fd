import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '@banco/cloud-api';
import { createConfigStore } from './config-store.ts';
import { createDispatcher, createIpcHandlers, IpcHandlerError } from './ipc-handlers.ts';
import { createRefreshTokenStore, type RefreshTokenStore } from './refresh-token-store.ts';
import { createSessionKeeper } from './session-keeper.ts';
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

/** A fresh login of the demo manager, as the page does it: the refresh token it hands over. */
async function loginRefreshToken(): Promise<string> {
  const { data } = await post('/auth/login', { email: 'manager@banco.demo', password: 'demo1234' });
  return data.refresh_token as string;
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
    const first = await loginRefreshToken();
    await keeper.keep(first);

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
    await keeper.keep(await loginRefreshToken());
    const [a, b] = await Promise.all([keeper.refresh(), keeper.refresh()]);
    expect(a?.access_token).toBe(b?.access_token);
  });

  it('answers null and forgets the token when the server refuses it; null without a token', async () => {
    const { store, keeper } = keeperWith();
    expect(await keeper.refresh()).toBeNull();
    await keeper.keep('token-non-valido');
    expect(await keeper.refresh()).toBeNull();
    expect(await store.get()).toBeNull();
  });

  it('keeps the session when the server does not answer', async () => {
    const { store, keeper } = keeperWith(undefined, 'http://127.0.0.1:9');
    await keeper.keep('un-token');
    const error = await keeper.refresh().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcHandlerError);
    expect((error as Error).message).toBe('Impossibile contattare il server. Controlla la connessione e riprova.');
    expect(await store.get()).toBe('un-token');
  });

  it('on logout ends the session on the server and forgets the token', async () => {
    const { store, keeper } = keeperWith();
    const token = await loginRefreshToken();
    await keeper.keep(token);
    await keeper.clear();
    expect(await store.get()).toBeNull();
    expect((await post('/auth/refresh', { refresh_token: token })).status).toBe(401);
  });

  it('survives a restart of the app: the next start reads the encrypted token', async () => {
    const cipher = aesCipher();
    const filePath = join(dir, 'restart.bin');
    const token = await loginRefreshToken();
    await createSessionKeeper({ store: createRefreshTokenStore({ filePath, cipher }), serverUrl: server.url }).keep(token);
    expect((await readFile(filePath)).toString('latin1')).not.toContain(token);
    const nextStart = createSessionKeeper({ store: createRefreshTokenStore({ filePath, cipher }), serverUrl: server.url });
    expect(await meStatus((await nextStart.refresh())?.access_token ?? '')).toBe(200);
  });

  it('through IPC: the page hands the token over and never gets one back', async () => {
    const { keeper } = keeperWith();
    const runtime = { version: '0.1.0', platform: 'linux', mode: 'embedded', apiUrlFromEnv: false, apiBaseUrl: server.url } as const;
    const dispatch = createDispatcher(createIpcHandlers({ configStore: createConfigStore({ dir }), runtime, session: keeper }));
    const token = await loginRefreshToken();
    expect(await dispatch('session:login-completed', { refresh_token: token })).toEqual({ ok: true, data: null });
    const answer = await dispatch('session:refresh', undefined);
    expect(answer).toEqual({ ok: true, data: { access_token: expect.any(String) } });
    expect(await dispatch('session:clear', undefined)).toEqual({ ok: true, data: null });
    expect(await dispatch('session:refresh', undefined)).toEqual({ ok: true, data: null });
    expect(await dispatch('session:login-completed', { refresh_token: '' })).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });
});
