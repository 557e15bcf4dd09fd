import { describe, expect, it } from 'vitest';
import type { BancoBridge } from '@banco/shared';
import { selectBridge } from './index.ts';

describe('bridge selection', () => {
  it('uses the browser bridge without window.banco', async () => {
    const bridge = selectBridge({});
    expect(bridge.kind).toBe('web');
    await expect(bridge.getAppInfo()).resolves.toBeNull();
  });

  it('uses the preload object in the desktop app', async () => {
    const info = { version: '0.1.0', platform: 'linux', mode: 'embedded', apiUrlFromEnv: false } as const;
    const banco: BancoBridge = {
      getAppInfo: () => Promise.resolve(info),
      getConfig: () => Promise.resolve({ mode: 'embedded' }),
      setConfig: (config) => Promise.resolve({ mode: config.mode }),
      getApiBaseUrl: () => Promise.resolve('http://127.0.0.1:3000'),
    };
    const bridge = selectBridge({ banco });
    expect(bridge.kind).toBe('electron');
    await expect(bridge.getAppInfo()).resolves.toEqual(info);
  });
});
