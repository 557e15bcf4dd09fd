import type { BancoBridge } from '@banco/shared';
import type { SessionTokens } from '../api/client.ts';

/**
 * Who holds the refresh token of the session.
 * - page (the browser): the session store, persisted in localStorage and shared by the tabs; the
 *   ApiClient posts /auth/refresh itself (one tab at a time, Web Locks).
 * - main (the desktop app): the main process, encrypted with the system's safeStorage; the page
 *   hands the token over after a login, keeps none, and asks the main process for a new access token.
 */
export interface SessionKeeper {
  readonly holder: 'page' | 'main';
  /** A new session (login, company switch, first administrator): answers what the page keeps of its refresh token. */
  adopt(refreshToken: string | null): Promise<string | null>;
  /** Renewal by the token's holder: new tokens, or null when the server refused the session. Absent when the page holds it. */
  renew?: () => Promise<SessionTokens | null>;
  /** Logout: the holder forgets the token (and ends the session on the server). */
  forget(): Promise<void>;
}

export function createPageKeeper(): SessionKeeper {
  return {
    holder: 'page',
    adopt: (refreshToken) => Promise.resolve(refreshToken),
    forget: () => Promise.resolve(),
  };
}

export function createMainProcessKeeper(banco: Pick<BancoBridge, 'keepSession' | 'refreshSession' | 'clearSession'>): SessionKeeper {
  return {
    holder: 'main',
    async adopt(refreshToken) {
      if (refreshToken !== null) await banco.keepSession({ refresh_token: refreshToken });
      return null;
    },
    async renew() {
      const renewed = await banco.refreshSession();
      return renewed === null ? null : { access_token: renewed.access_token };
    },
    async forget() {
      try {
        await banco.clearSession();
      } catch {
        // the page's session ends whatever the main process answers
      }
    },
  };
}

/** The main process when the preload exposed `window.banco`, the page otherwise. */
export function selectSessionKeeper(target: { banco?: BancoBridge }): SessionKeeper {
  return target.banco ? createMainProcessKeeper(target.banco) : createPageKeeper();
}
