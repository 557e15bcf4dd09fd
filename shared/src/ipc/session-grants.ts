import { authContract } from '../auth/contract.ts';
import { setupContract } from '../setup/contract.ts';
import { usersContract } from '../users/contract.ts';

/**
 * The calls whose answer starts a session and carries its refresh token. In the desktop app the
 * main process makes them (IPC session:sign-in) and keeps the token: the page gets the rest of the
 * answer and never sees it. In a browser the page calls them as any other endpoint.
 */
export const SESSION_GRANTS = {
  login: authContract.login,
  'switch-company': usersContract.switchCompany,
  'first-admin': setupContract.createAdmin,
} as const;

export type SessionGrantName = keyof typeof SESSION_GRANTS;
export const SESSION_GRANT_NAMES = Object.keys(SESSION_GRANTS) as [SessionGrantName, ...SessionGrantName[]];

/** The grant an API path ('/auth/login', relative to /api) is, or undefined for every other call. */
export function sessionGrantOf(method: string, path: string): SessionGrantName | undefined {
  return SESSION_GRANT_NAMES.find((name) => SESSION_GRANTS[name].method === method && SESSION_GRANTS[name].path === path);
}

/** True when an answer carries a refresh token anywhere (what the page must never receive in the desktop app). */
export function carriesRefreshToken(value: unknown): boolean {
  return JSON.stringify(value ?? null).includes('"refresh_token"');
}

/** The answer without its refresh token: `data.refresh_token` of the envelope (the only place the server puts it). */
export function withoutRefreshToken(envelope: unknown): unknown {
  if (typeof envelope !== 'object' || envelope === null) return envelope;
  const data = (envelope as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || !('refresh_token' in data)) return envelope;
  const { refresh_token: _kept, ...rest } = data as Record<string, unknown>;
  return { ...envelope, data: rest };
}
