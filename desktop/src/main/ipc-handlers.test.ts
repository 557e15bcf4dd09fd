import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfigStore } from './config-store.ts';
import { createDispatcher, createIpcHandlers, IpcHandlerError, type AppRuntime, type IpcHandlers } from './ipc-handlers.ts';

const runtime: AppRuntime = {
  version: '0.1.0',
  platform: 'linux',
  mode: 'embedded',
  apiUrlFromEnv: false,
  apiBaseUrl: 'http://127.0.0.1:43121',
};

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
  const dispatch = createDispatcher(createIpcHandlers({ configStore, runtime }), {
    onInternalError: (_channel, error) => internalErrors.push(error),
  });
  return { configStore, dispatch, internalErrors };
}

describe('IPC dispatch', () => {
  it('answers app:get-info and app:get-api-base-url from the runtime', async () => {
    const { dispatch } = setup();
    expect(await dispatch('app:get-info', undefined)).toEqual({
      ok: true,
      data: { version: '0.1.0', platform: 'linux', mode: 'embedded', apiUrlFromEnv: false },
    });
    expect(await dispatch('app:get-api-base-url', undefined)).toEqual({ ok: true, data: 'http://127.0.0.1:43121' });
  });

  it('reads and writes the config file through config:get / config:set', async () => {
    const { dispatch, configStore } = setup();
    expect(await dispatch('config:get', undefined)).toEqual({ ok: true, data: { mode: 'embedded' } });
    expect(await dispatch('config:set', { mode: 'remote', remoteUrl: 'https://banco.example.it/' })).toEqual({
      ok: true,
      data: { mode: 'remote', remoteUrl: 'https://banco.example.it' },
    });
    expect(JSON.parse(await readFile(configStore.filePath, 'utf8'))).toEqual({
      mode: 'remote',
      remoteUrl: 'https://banco.example.it',
    });
    expect(await dispatch('config:get', undefined)).toEqual({
      ok: true,
      data: { mode: 'remote', remoteUrl: 'https://banco.example.it' },
    });
  });

  it('rejects an invalid config:set payload with field messages and leaves the file alone', async () => {
    const { dispatch, configStore } = setup();
    expect(await dispatch('config:set', { mode: 'remote', remoteUrl: 'file:///etc/passwd' })).toEqual({
      ok: false,
      error: {
        code: 'invalid-request',
        message: 'Indirizzo del server non valido: usa un URL http:// o https://',
        validation_errors: { remoteUrl: 'Indirizzo del server non valido: usa un URL http:// o https://' },
      },
    });
    await expect(readFile(configStore.filePath)).rejects.toThrow(/ENOENT/);
    const result = await dispatch('config:set', 'embedded');
    expect(result.ok).toBe(false);
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

  it('reports a config write failure as a readable failure', async () => {
    // The config "directory" is a file: mkdir fails for real.
    const blocker = join(dir, 'blocker');
    await writeFile(blocker, '');
    const dispatch = createDispatcher(
      createIpcHandlers({ configStore: createConfigStore({ dir: join(blocker, 'userData') }), runtime }),
    );
    const result = await dispatch('config:set', { mode: 'embedded' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('failed');
    expect(!result.ok && result.error.message).toMatch(/^Impossibile salvare la configurazione: /);
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
      ...createIpcHandlers({ configStore: createConfigStore({ dir }), runtime }),
      'app:get-api-base-url': async () => 'javascript:alert(1)',
    });
    expect(await broken('app:get-api-base-url', undefined)).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('passes IpcHandlerError messages through', async () => {
    const handlers: IpcHandlers = {
      ...createIpcHandlers({ configStore: createConfigStore({ dir }), runtime }),
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
    const handlers = createIpcHandlers({ configStore: createConfigStore({ dir }), runtime });
    // @ts-expect-error a channel is missing
    const missing: IpcHandlers = { 'app:get-info': handlers['app:get-info'], 'config:get': handlers['config:get'], 'config:set': handlers['config:set'] };
    const extra: IpcHandlers = {
      ...handlers,
      // @ts-expect-error a channel outside the contract
      'shell:exec': async () => '',
    };
    expect(missing).toBeDefined();
    expect(extra).toBeDefined();
  });
});
