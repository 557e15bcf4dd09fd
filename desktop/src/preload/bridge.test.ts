import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IPC_CHANNELS, type IpcChannel } from '@banco/shared';
import { buildBridge, BancoIpcError } from './bridge.ts';
import { createConfigStore } from '../main/config-store.ts';
import { createDispatcher, createIpcHandlers } from '../main/ipc-handlers.ts';
import { createRefreshTokenStore } from '../main/refresh-token-store.ts';
import { createSessionKeeper } from '../main/session-keeper.ts';
import { memoryOnlyCipher } from '../main/test-fixtures/token-ciphers.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'banco-bridge-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Preload → main without Electron: invoke goes straight to the real dispatcher (structured clone on the way, as IPC does). */
function wiredBridge() {
  const calls: { channel: IpcChannel; args: unknown[] }[] = [];
  const apiBaseUrl = 'http://127.0.0.1:43121';
  const dispatch = createDispatcher(
    createIpcHandlers({
      configStore: createConfigStore({ dir }),
      runtime: { version: '0.1.0', platform: 'linux', mode: 'embedded', apiUrlFromEnv: false, apiBaseUrl },
      session: createSessionKeeper({
        store: createRefreshTokenStore({ filePath: join(dir, 'session.bin'), cipher: memoryOnlyCipher, log: () => undefined }),
        serverUrl: apiBaseUrl,
      }),
    }),
  );
  const bridge = buildBridge(async (channel, ...args) => {
    calls.push({ channel, args });
    return structuredClone(await dispatch(channel, structuredClone(args[0])));
  });
  return { bridge, calls };
}

describe('preload bridge', () => {
  it('has exactly one method per contract channel and nothing else', () => {
    const { bridge } = wiredBridge();
    expect(Object.keys(bridge).sort()).toEqual(['clearSession', 'getApiBaseUrl', 'getAppInfo', 'getConfig', 'refreshSession', 'signIn']);
    expect('setConfig' in bridge).toBe(false);
    expect(Object.keys(bridge)).toHaveLength(IPC_CHANNELS.length);
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.values(bridge).every((method) => typeof method === 'function')).toBe(true);
  });

  it('calls invoke with the channel (and the payload only when given)', async () => {
    const { bridge, calls } = wiredBridge();
    expect(await bridge.getApiBaseUrl()).toBe('http://127.0.0.1:43121');
    expect(await bridge.getAppInfo()).toEqual({
      version: '0.1.0',
      platform: 'linux',
      mode: 'embedded',
      apiUrlFromEnv: false,
      configFile: join(dir, 'banco-config.json'),
    });
    expect(await bridge.getConfig()).toEqual({ mode: 'embedded' });
    expect(calls).toEqual([
      { channel: 'app:get-api-base-url', args: [] },
      { channel: 'app:get-info', args: [] },
      { channel: 'config:get', args: [] },
    ]);
  });

  it('rejects with the Italian message when the main process refuses', async () => {
    const { bridge } = wiredBridge();
    await writeFile(join(dir, 'banco-config.json'), JSON.stringify({ mode: 'remote' }));
    const error = await bridge.getConfig().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BancoIpcError);
    expect((error as Error).message).toMatch(/Indirizzo del server obbligatorio in modalità remota$/);
  });

  it('rejects on a malformed answer and passes invoke failures through', async () => {
    await expect(buildBridge(async () => 'garbage').getConfig()).rejects.toThrow('Risposta non valida dal processo principale');
    await expect(
      buildBridge(async () => {
        throw new Error('No handler registered');
      }).getConfig(),
    ).rejects.toThrow('No handler registered');
  });
});
