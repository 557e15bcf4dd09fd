import { API_BASE_PATH } from '@banco/shared';
import type { Bridge } from './types.ts';

/**
 * The ApiClient's base: `<server>/api` in the desktop app (the page is app://banco/, the server is
 * elsewhere), `/api` on the page's own origin in the browser. Asked once; a failed answer is asked
 * again on the next call (so 'Riprova' can succeed).
 */
export function createApiBaseResolver(bridge: Pick<Bridge, 'getServerUrl'>): () => Promise<string> {
  let known: Promise<string> | undefined;
  return () => {
    known ??= bridge.getServerUrl().then(
      (server) => (server === null ? API_BASE_PATH : `${server.replace(/\/+$/, '')}${API_BASE_PATH}`),
      (error: unknown) => {
        known = undefined;
        throw error;
      },
    );
    return known;
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
