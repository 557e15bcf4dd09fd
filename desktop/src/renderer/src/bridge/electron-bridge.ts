import type { BancoBridge } from '@banco/shared';
import type { Bridge } from './types.ts';

/** The desktop app: every call goes through the preload's `window.banco` (IPC contract). */
export function createElectronBridge(banco: BancoBridge): Bridge {
  return {
    kind: 'electron',
    getAppInfo: () => banco.getAppInfo(),
    getServerUrl: () => banco.getApiBaseUrl(),
  };
}
