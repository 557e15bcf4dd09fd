import type { BancoBridge } from '@banco/shared';
import { createApiBaseResolver } from './api-base.ts';
import { createElectronBridge } from './electron-bridge.ts';
import type { Bridge } from './types.ts';
import { createWebBridge } from './web-bridge.ts';

export type { AppInfo, Bridge } from './types.ts';
export { DESKTOP_ONLY_TEXT } from './types.ts';
export { createApiBaseResolver, serverAddress } from './api-base.ts';

/** Electron when the preload exposed `window.banco`, the browser otherwise. */
export function selectBridge(target: { banco?: BancoBridge }): Bridge {
  return target.banco ? createElectronBridge(target.banco) : createWebBridge();
}

export const bridge: Bridge = selectBridge(typeof window === 'undefined' ? {} : window);

/** The ApiClient's base URL for this page (see api-base.ts). */
export const resolveApiBaseUrl: () => string | Promise<string> = createApiBaseResolver(bridge);
