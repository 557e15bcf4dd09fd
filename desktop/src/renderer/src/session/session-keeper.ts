import type { BancoBridge } from '@banco/shared';
import type { ApiSession, SessionTokens } from '../api/client.ts';

/**
 * Who holds the refresh token of the session.
 * - page (the browser): the session store, persisted in localStorage and shared by the tabs; the
 *   ApiClient posts /auth/refresh itself (one tab at a time, Web Locks).
 * - main (the desktop app): the main process, encrypted with the system's safeStorage; the calls
 *   that grant a session go through it (it keeps the token and answers the rest), and it renews the
 *   access token: the page never sees a refresh token.
 */
export interface SessionKeeper {
  readonly holder: 'page' | 'main';
  /** A new session (login, company switch, first administrator): answers what the page keeps of its refresh token. */
  adopt(refreshToken: string | null | undefined): Promise<string | null>;
  /** Renewal by the token's holder: new tokens, or null when the server refused the session. Absent when the page holds it. */
  renew?: () => Promise<SessionTokens | null>;
  /** The grants made by the token's holder (ApiSession.signIn). Absent when the page holds it. */
  signIn?: ApiSession['signIn'];
  /** Logout: the holder forgets the token (and ends the session on the server). */
  forget(): Promise<void>;
}

export function createPageKeeper(): SessionKeeper {
  return {
    holder: 'page',
    adopt: (refreshToken) => Promise.resolve(refreshToken ?? null),
    forget: () => Promise.resolve(),
  };
}

export function createMainProcessKeeper(banco: Pick<BancoBridge, 'signIn' | 'refreshSession' | 'clearSession'>): SessionKeeper {
  return {
    holder: 'main',
    // the main process kept the token when it made the grant: the page has none to keep
    adopt: () => Promise.resolve(null),
    signIn: (request) => banco.signIn(request),
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
