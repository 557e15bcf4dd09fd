import type { LoginBody } from '@banco/shared';
import type { AuthEndpoints, SessionGrant } from '../api/endpoints.ts';
import { isApiError } from '../api/errors.ts';
import type { SessionKeeper } from './session-keeper.ts';
import type { NewSession, SessionStore } from './session-store.ts';

export interface SessionActionDeps {
  store: SessionStore;
  auth: AuthEndpoints;
  /** Forget every cached answer of the previous session. */
  clearCache(): void;
  navigate(path: string): void;
  reload(): void;
  /** Who keeps the refresh token: the page (browser), the main process (desktop). */
  keeper: SessionKeeper;
}

export function createSessionActions({ store, auth, clearCache, navigate, reload, keeper }: SessionActionDeps) {
  /** The grant as the page keeps it (in the desktop app it comes without a refresh token: the main process kept it). */
  async function adopt(grant: SessionGrant): Promise<NewSession> {
    return { ...grant, refresh_token: await keeper.adopt(grant.refresh_token) };
  }

  /** A session granted by the server (login, the first administrator of a new installation). */
  async function signIn(grant: SessionGrant): Promise<void> {
    const kept = await adopt(grant);
    clearCache();
    store.getState().start(kept);
    navigate('/');
  }

  return {
    /** Start-up (spec 1 §4): with a stored access token ask GET /auth/me; any failure clears the session. */
    async bootstrap(): Promise<void> {
      const { accessToken } = store.getState();
      if (!accessToken) {
        store.getState().clear();
        return;
      }
      store.getState().setStatus('checking');
      try {
        const user = await auth.me();
        store.getState().setUser(user);
        store.getState().setStatus('ready');
      } catch (error) {
        // The server refused the session (401 after a failed refresh, 403, ...): it ends (spec 1 §4).
        // No answer at all (network down, or this load aborted by a reload) says nothing about the
        // session: keep the stored one, so a reload or a dropped connection does not log the shop out.
        const answered = isApiError(error) && error.status !== 0;
        const { user } = store.getState();
        if (!answered && user) {
          store.getState().setStatus('ready');
          return;
        }
        store.getState().clear();
      }
    },

    /** Errors (server message or transport) reach the caller, which shows them in the form. */
    async login(body: LoginBody): Promise<void> {
      await signIn(await auth.login(body));
    },

    signIn,

    /** The session ends even if the server call fails (spec 1 §4). */
    async logout(): Promise<void> {
      await auth.logout(store.getState().refreshToken);
      await keeper.forget();
      store.getState().clear();
      clearCache();
      navigate('/login');
    },

    /** New user and tokens, then a full reload so nothing of the previous company survives (spec 1 §4). */
    async switchCompany(companyId: number): Promise<void> {
      const grant = await auth.switchCompany({ company_id: companyId });
      store.getState().start(await adopt(grant));
      reload();
    },
  };
}

export type SessionActions = ReturnType<typeof createSessionActions>;
