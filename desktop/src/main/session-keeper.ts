import {
  API_BASE_PATH,
  IPC_MSG,
  SESSION_GRANTS,
  withoutRefreshToken,
  type RenewedSession,
  type SignInAnswer,
  type SignInRequest,
} from '@banco/shared';
import { IpcHandlerError } from './ipc-handlers.ts';
import type { RefreshTokenStore } from './refresh-token-store.ts';

/** How long a refresh or a logout may take before it counts as no answer. */
export const SESSION_CALL_TIMEOUT_MS = 15_000;

export interface SessionKeeperOptions {
  store: RefreshTokenStore;
  /** The server root the app talks to (no trailing slash), as for app:get-api-base-url. */
  serverUrl: string;
  fetch?: typeof fetch;
}

/**
 * The desktop app's session, main-process side (IPC session:*): the calls that grant a session
 * (login, company switch, first administrator) are posted from here, the refresh token of the
 * answer is kept and the page gets the rest; a refresh is posted from here with the kept token, the
 * rotated token is kept, and the page gets the access token only. The page never sees a refresh token.
 */
export interface SessionKeeper {
  /** Posts the grant; a granted session's refresh token is kept, the answer goes back without it. */
  signIn(request: SignInRequest): Promise<SignInAnswer>;
  /** The new access token; null when the server refused the session (the kept token is gone). */
  refresh(): Promise<RenewedSession | null>;
  /** Ends the session on the server (best effort: no answer is fine) and forgets the token. */
  clear(): Promise<void>;
}

function readAccessAndRefresh(body: unknown): { access_token: string; refresh_token?: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { access_token: access, refresh_token: refresh } = data as Record<string, unknown>;
  if (typeof access !== 'string' || access === '') return null;
  return typeof refresh === 'string' && refresh !== '' ? { access_token: access, refresh_token: refresh } : { access_token: access };
}

export function createSessionKeeper({ store, serverUrl, fetch: doFetch = globalThis.fetch }: SessionKeeperOptions): SessionKeeper {
  const api = `${serverUrl.replace(/\/+$/, '')}${API_BASE_PATH}`;
  let refreshing: Promise<RenewedSession | null> | null = null;

  function post(path: string, body: unknown, accessToken?: string): Promise<Response> {
    return doFetch(`${api}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(accessToken === undefined ? {} : { Authorization: `Bearer ${accessToken}` }),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SESSION_CALL_TIMEOUT_MS),
    });
  }

  /** Any answer goes back to the page (its envelope: messages, validation_errors), less the refresh token. */
  async function signIn({ grant, body, access_token: accessToken }: SignInRequest): Promise<SignInAnswer> {
    let status: number;
    let envelope: unknown;
    try {
      const response = await post(SESSION_GRANTS[grant].path, body, accessToken);
      status = response.status;
      const text = await response.text();
      try {
        envelope = JSON.parse(text) as unknown;
      } catch {
        envelope = text; // not JSON: the page reports it as an invalid answer, as for any call
      }
    } catch (error) {
      throw new IpcHandlerError(IPC_MSG.sessionNoAnswer, { cause: error });
    }
    const tokens = status >= 200 && status < 300 ? readAccessAndRefresh(envelope) : null;
    if (tokens?.refresh_token !== undefined) await store.set(tokens.refresh_token);
    return { status, body: withoutRefreshToken(envelope) };
  }

  /** Only a 4xx answer ends the session; no answer or a server error keeps it (the page retries later). */
  async function performRefresh(): Promise<RenewedSession | null> {
    const token = await store.get();
    if (token === null) return null;
    let tokens: ReturnType<typeof readAccessAndRefresh>;
    try {
      const response = await post('/auth/refresh', { refresh_token: token });
      if (response.status >= 400 && response.status < 500) {
        // a newer token kept meanwhile (a login while this refresh ran) is not this refusal's business
        if ((await store.get()) === token) await store.clear();
        return null;
      }
      tokens = response.ok ? readAccessAndRefresh(await response.json()) : null;
    } catch (error) {
      throw new IpcHandlerError(IPC_MSG.sessionNoAnswer, { cause: error });
    }
    if (tokens === null) throw new IpcHandlerError(IPC_MSG.sessionNoAnswer);
    if (tokens.refresh_token !== undefined) await store.set(tokens.refresh_token);
    return { access_token: tokens.access_token };
  }

  return {
    signIn,
    refresh() {
      // concurrent calls of the page share one refresh: the server rotates the token once
      refreshing ??= performRefresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    async clear() {
      const token = await store.get();
      await store.clear();
      if (token === null) return;
      try {
        await post('/auth/logout', { refresh_token: token });
      } catch {
        // no answer: the token is forgotten here, and it expires on the server
      }
    },
  };
}
