import { describe, expect, it } from 'vitest';
import type { BancoBridge } from '@banco/shared';
import { createApiBaseResolver, selectBridge, serverAddress } from './index.ts';

const info = { version: '0.1.0', platform: 'linux', mode: 'embedded', apiUrlFromEnv: false, configFile: '/c.json' } as const;

function preload(getApiBaseUrl: () => Promise<string>): BancoBridge {
  return {
    getAppInfo: () => Promise.resolve(info),
    getConfig: () => Promise.resolve({ mode: 'embedded' }),
    getApiBaseUrl,
    signIn: () => Promise.resolve({ status: 200, body: null }),
    refreshSession: () => Promise.resolve(null),
    clearSession: () => Promise.resolve(null),
  };
}

describe('bridge selection', () => {
  it('uses the browser bridge without window.banco: no app info, the API on the same origin', async () => {
    const bridge = selectBridge({});
    expect(bridge.kind).toBe('web');
    await expect(bridge.getAppInfo()).resolves.toBeNull();
    await expect(bridge.getServerUrl()).resolves.toBeNull();
    expect(createApiBaseResolver(bridge)()).toBe('/api');
    await expect(serverAddress(bridge, 'https://banco.example.it')).resolves.toBe('https://banco.example.it');
  });

  it('uses the preload object in the desktop app: the API on the server the main process chose', async () => {
    const bridge = selectBridge({ banco: preload(() => Promise.resolve('http://127.0.0.1:43121')) });
    expect(bridge.kind).toBe('electron');
    await expect(bridge.getAppInfo()).resolves.toEqual(info);
    await expect(bridge.getServerUrl()).resolves.toBe('http://127.0.0.1:43121');
    await expect(createApiBaseResolver(bridge)()).resolves.toBe('http://127.0.0.1:43121/api');
    await expect(serverAddress(bridge, 'app://banco')).resolves.toBe('http://127.0.0.1:43121');
  });
});

describe('API base resolver', () => {
  it('asks the main process once, keeps a sub-path, and asks again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const bridge = selectBridge({
      banco: preload(async () => {
        calls += 1;
        if (fail) throw new Error('IPC non disponibile');
        return 'https://banco.example.it/negozio/';
      }),
    });
    const resolve = createApiBaseResolver(bridge);
    await expect(resolve()).rejects.toThrow('IPC non disponibile');
    fail = false;
    await expect(resolve()).resolves.toBe('https://banco.example.it/negozio/api');
    // known from now on: answered at once
    expect(resolve()).toBe('https://banco.example.it/negozio/api');
    expect(calls).toBe(2);
    await expect(serverAddress(selectBridge({ banco: preload(() => Promise.reject(new Error('x'))) }), 'app://banco')).resolves.toBe('app://banco');
  });
});
