import { authContract, usersContract, type LoginBody, type LoginResult, type SwitchCompanyBody } from '@banco/shared';
import { createCall } from './call.ts';
import type { ApiClient } from './client.ts';

/** How long logout waits for the server before the session ends anyway. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/** A user plus the tokens of a new session: login, company switch and the first administrator. */
export type SessionGrant = LoginResult;

/** The typed calls of the session and the company switch (spec 1 §7 Authentication, Users). */
export function createAuthEndpoints(client: ApiClient) {
  const call = createCall(client);
  return {
    login: (body: LoginBody): Promise<SessionGrant> => call(authContract.login, { body }),

    /** POST /auth/logout with the refresh token; any failure is ignored (spec 1 §8). */
    async logout(refreshToken: string | null): Promise<void> {
      try {
        await call(authContract.logout, {
          body: refreshToken ? { refresh_token: refreshToken } : {},
          signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
        });
      } catch {
        // The session ends locally whatever the server says.
      }
    },

    me: (signal?: AbortSignal) => call(authContract.me, { signal }),

    /** Shared with concurrent 401s: see ApiClient.refreshSession. */
    refresh(): Promise<boolean> {
      return client.refreshSession();
    },

    availableCompanies: (signal?: AbortSignal) => call(usersContract.availableCompanies, { signal }),

    switchCompany: (body: SwitchCompanyBody): Promise<SessionGrant> => call(usersContract.switchCompany, { body }),
  };
}

export type AuthEndpoints = ReturnType<typeof createAuthEndpoints>;
