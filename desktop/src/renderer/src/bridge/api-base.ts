import { API_BASE_PATH } from '@banco/shared';
import type { Bridge } from './types.ts';

/**
 * The ApiClient's base: `<server>/api` in the desktop app (the page is app://banco/, the server is
 * elsewhere), `/api` on the page's own origin in the browser (known at once, no question asked).
 * The main process is asked once; once known the base is answered synchronously, so requests start
 * in the same tick as before; a failed answer is asked again on the next call (so 'Riprova' can
 * succeed).
 */
export function createApiBaseResolver(bridge: Pick<Bridge, 'kind' | 'getServerUrl'>): () => string | Promise<string> {
  if (bridge.kind === 'web') return () => API_BASE_PATH;
  let known: string | undefined;
  let asking: Promise<string> | undefined;
  return () => {
    if (known !== undefined) return known;
    asking ??= bridge.getServerUrl().then(
      (server) => {
        known = server === null ? API_BASE_PATH : `${server.replace(/\/+$/, '')}${API_BASE_PATH}`;
        return known;
      },
      (error: unknown) => {
        asking = undefined;
        throw error;
      },
    );
    return asking;
  };
}

/** What the user is told the app tries to reach: the server's URL, or the page's origin in the browser. */
export async function serverAddress(bridge: Pick<Bridge, 'getServerUrl'>, pageOrigin: string): Promise<string> {
  try {
    return (await bridge.getServerUrl()) ?? pageOrigin;
  } catch {
    return pageOrigin;
  }
}
