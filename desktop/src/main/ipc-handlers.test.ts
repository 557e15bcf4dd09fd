import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfigStore } from './config-store.ts';
import { createDispatcher, createIpcHandlers, IpcHandlerError, type AppRuntime, type IpcHandlers } from './ipc-handlers.ts';
import { createSessionKeeper } from './session-keeper.ts';
import { memoryOnlyCipher } from './test-fixtures/token-ciphers.ts';
import { createRefreshTokenStore } from './refresh-token-store.ts';

const runtime: AppRuntime = {
  version: '0.1.0',
  platform: 'linux',
  mode: 'embedded',
  apiUrlFromEnv: false,
  apiBaseUrl: 'http://127.0.0.1:43121',
};

/** A keeper whose server is never called by these tests (session:* against a server: session-keeper.test.ts). */
const session = createSessionKeeper({
  store: createRefreshTokenStore({ filePath: '/nonexistent/session.bin', cipher: memoryOnlyCipher, log: () => undefined }),
  serverUrl: runtime.apiBaseUrl,
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'banco-ipc-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function setup() {
  const configStore = createConfigStore({ dir });
  const internalErrors: unknown[] = [];
  const dispatch = createDispatcher(createIpcHandlers({ configStore, runtime, session }), {
    onInternalError: (_channel, error) => internalErrors.push(error),
  });
  return { configStore, dispatch, internalErrors };
}

describe('IPC dispatch', () => {
  it('answers app:get-info and app:get-api-base-url from the runtime', async () => {
    const { dispatch } = setup();
    expect(await dispatch('app:get-info', undefined)).toEqual({
      ok: true,
      data: { version: '0.1.0', platform: 'linux', mode: 'embedded', apiUrlFromEnv: false, configFile: join(dir, 'banco-config.json') },
    });
    expect(await dispatch('app:get-api-base-url', undefined)).toEqual({ ok: true, data: 'http://127.0.0.1:43121' });
  });

  it('reads the config file the main process wrote; no channel writes it', async () => {
    const { dispatch, configStore } = setup();
    expect(await dispatch('config:get', undefined)).toEqual({ ok: true, data: { mode: 'embedded' } });
    await configStore.write({ mode: 'remote', remoteUrl: 'https://banco.example.it/' });
    expect(await dispatch('config:get', undefined)).toEqual({
      ok: true,
      data: { mode: 'remote', remoteUrl: 'https://banco.example.it' },
    });
    for (const channel of ['config:set', 'config:write', 'app:set-api-base-url']) {
      expect(await dispatch(channel, { mode: 'remote', remoteUrl: 'https://evil.example.it' })).toEqual({
        ok: false,
        error: { code: 'unknown-channel', message: 'Canale IPC sconosciuto' },
      });
    }
    expect(JSON.parse(await readFile(configStore.filePath, 'utf8'))).toEqual({ mode: 'remote', remoteUrl: 'https://banco.example.it' });
  });

  it('rejects unknown channels and payloads on payload-less channels', async () => {
    const { dispatch } = setup();
    expect(await dispatch('shell:open', 'https://x')).toEqual({
      ok: false,
      error: { code: 'unknown-channel', message: 'Canale IPC sconosciuto' },
    });
    expect(await dispatch(42, undefined)).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    expect(await dispatch('config:get', { sneaky: true })).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('hides unexpected errors and answers outside the contract behind an internal failure', async () => {
    await mkdir(join(dir, 'banco-config.json')); // reading a directory: EISDIR, not a content problem
    const { dispatch, internalErrors } = setup();
    expect(await dispatch('config:get', undefined)).toEqual({
      ok: false,
      error: { code: 'internal', message: "Si è verificato un errore interno dell'applicazione" },
    });
    expect(internalErrors).toHaveLength(1);

    const broken = createDispatcher({
      ...createIpcHandlers({ configStore: createConfigStore({ dir }), runtime, session }),
      'app:get-api-base-url': async () => 'javascript:alert(1)',
    });
    expect(await broken('app:get-api-base-url', undefined)).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('config:get names an invalid remote config instead of hiding it', async () => {
    const { dispatch, configStore } = setup();
    await writeFile(configStore.filePath, JSON.stringify({ mode: 'remote', remoteUrl: 'http://10.0.0.1' }));
    expect(await dispatch('config:get', undefined)).toMatchObject({
      ok: false,
      error: { code: 'failed', message: expect.stringMatching(/^Configurazione non valida in .*: Il server remoto deve usare https:\/\//) },
    });
  });

  it('passes IpcHandlerError messages through', async () => {
    const handlers: IpcHandlers = {
      ...createIpcHandlers({ configStore: createConfigStore({ dir }), runtime, session }),
      'config:get': async () => {
        throw new IpcHandlerError('Configurazione non disponibile');
      },
    };
    expect(await createDispatcher(handlers)('config:get', undefined)).toEqual({
      ok: false,
      error: { code: 'failed', message: 'Configurazione non disponibile' },
    });
  });

  it('types the handler map from the contract', () => {
    const handlers = createIpcHandlers({ configStore: createConfigStore({ dir }), runtime, session });
    // @ts-expect-error a channel is missing
    const missing: IpcHandlers = { 'app:get-info': handlers['app:get-info'], 'config:get': handlers['config:get'] };
    const extra: IpcHandlers = {
      ...handlers,
      // @ts-expect-error a channel outside the contract
      'shell:exec': async () => '',
    };
    expect(missing).toBeDefined();
    expect(extra).toBeDefined();
  });
});
