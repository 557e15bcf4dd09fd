import type { LoginBody } from '@banco/shared';
import type { AuthEndpoints } from '../api/endpoints.ts';
import { isApiError } from '../api/errors.ts';
import type { NewSession, SessionStore } from './session-store.ts';

export interface SessionActionDeps {
  store: SessionStore;
  auth: AuthEndpoints;
  /** Forget every cached answer of the previous session. */
  clearCache(): void;
  navigate(path: string): void;
  reload(): void;
}

export function createSessionActions({ store, auth, clearCache, navigate, reload }: SessionActionDeps) {
  /** A session granted by the server (login, the first administrator of a new installation). */
  function signIn(grant: NewSession): void {
    clearCache();
    store.getState().start(grant);
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
      signIn(await auth.login(body));
    },

    signIn,

    /** The session ends even if the server call fails (spec 1 §4). */
    async logout(): Promise<void> {
      await auth.logout(store.getState().refreshToken);
      store.getState().clear();
      clearCache();
      navigate('/login');
    },

    /** New user and tokens, then a full reload so nothing of the previous company survives (spec 1 §4). */
    async switchCompany(companyId: number): Promise<void> {
      const grant = await auth.switchCompany({ company_id: companyId });
      store.getState().start(grant);
      reload();
    },
  };
}

export type SessionActions = ReturnType<typeof createSessionActions>;
