import {
  isUserDto,
  MSG,
  type AvailableCompany,
  type LoginBody,
  type SwitchCompanyBody,
  type UserDto,
} from '@banco/shared';
import { readTokens, type ApiClient, type SessionTokens } from './client.ts';
import { ApiError } from './errors.ts';

/** How long logout waits for the server before the session ends anyway. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/** A user plus the tokens of a new session: login and company switch. */
export interface SessionGrant {
  user: UserDto;
  access_token: string;
  refresh_token: string | null;
}

/** data.user or user, and access_token/refresh_token (or token), in data or at the top (spec 1 §7). */
function readSessionGrant(envelope: Record<string, unknown>, path: string, fallbackError: string): SessionGrant {
  const data = typeof envelope.data === 'object' && envelope.data !== null ? (envelope.data as Record<string, unknown>) : {};
  const user = isUserDto(data.user) ? data.user : isUserDto(envelope.user) ? envelope.user : null;
  const tokens: SessionTokens | null = readTokens(envelope);
  if (!user || !tokens) throw new ApiError(fallbackError, { status: 200, path });
  return { user, access_token: tokens.access_token, refresh_token: tokens.refresh_token ?? null };
}

/** The typed calls of the session and the company switch (spec 1 §7 Authentication, Users). */
export function createAuthEndpoints(client: ApiClient) {
  return {
    async login(body: LoginBody): Promise<SessionGrant> {
      const envelope = await client.requestEnvelope<unknown>('/auth/login', { method: 'POST', body });
      return readSessionGrant(envelope as unknown as Record<string, unknown>, '/auth/login', MSG.loginFailed);
    },

    /** POST /auth/logout with the refresh token; any failure is ignored (spec 1 §8). */
    async logout(refreshToken: string | null): Promise<void> {
      try {
        await client.request<unknown>('/auth/logout', {
          method: 'POST',
          body: refreshToken ? { refresh_token: refreshToken } : {},
          signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
        });
      } catch {
        // The session ends locally whatever the server says.
      }
    },

    me(signal?: AbortSignal): Promise<UserDto> {
      return client.request<UserDto>('/auth/me', { signal });
    },

    /** Shared with concurrent 401s: see ApiClient.refreshSession. */
    refresh(): Promise<boolean> {
      return client.refreshSession();
    },

    /** The list, as data itself or as data.companies. */
    async availableCompanies(signal?: AbortSignal): Promise<AvailableCompany[]> {
      const data = await client.request<AvailableCompany[] | { companies?: AvailableCompany[] }>('/users/available-companies', {
        signal,
      });
      if (Array.isArray(data)) return data;
      return Array.isArray(data.companies) ? data.companies : [];
    },

    async switchCompany(body: SwitchCompanyBody): Promise<SessionGrant> {
      const envelope = await client.requestEnvelope<unknown>('/users/switch-company', { method: 'POST', body });
      return readSessionGrant(envelope as unknown as Record<string, unknown>, '/users/switch-company', MSG.companySwitchFailed);
    },
  };
}

export type AuthEndpoints = ReturnType<typeof createAuthEndpoints>;
