import type { Bridge } from './types.ts';

/** The browser: no machine behind the page. */
export function createWebBridge(): Bridge {
  return {
    kind: 'web',
    getAppInfo: () => Promise.resolve(null),
    getServerUrl: () => Promise.resolve(null),
  };
}
