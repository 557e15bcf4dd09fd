import { MSG, allows, type Permission } from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import { defineLazy } from '../http/lazy-state.ts';
import type { AppState } from '../http/state.ts';
import type { AuthContext } from '../modules/auth/auth-context.ts';
import type { Authenticator } from '../modules/auth/authenticator.ts';
import { readAheadReads } from '../modules/auth/read-ahead-reads.ts';
import type { RawReads } from '../db/raw-reads.ts';
import type { PendingIdentity } from '../http/read-ahead.ts';
import { tenantEm } from './tenancy.ts';

/**
 * Route rules, applied by the registrar from each endpoint's declared access: `allowAnonymous`,
 * or `requireAuth` followed by `requireAccess` for a permission.
 */
export type RouteRule = Middleware<AppState>;

/** Marks a public route (health, login, refresh); does nothing. */
export const allowAnonymous: RouteRule = async (_ctx, next) => next();

export function bearerToken(header: string): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The rules that authenticate a route's caller (the registrar picks one per endpoint). */
export interface CallerRules {
  /** Reads the caller's identity before the route runs. */
  requireAuth: RouteRule;
  /** For read-ahead routes (http/read-ahead.ts): the caller's identity travels with the route's first read. */
  readAheadAuth: RouteRule;
}

/**
 * Authenticates the bearer token, then puts the caller on the request with its raw reads and its
 * tenant-scoped EntityManager (built when a service first uses it): the single place where the
 * tenant filter gets its parameters.
 */
export function callerRules(authenticator: Authenticator, orm: MikroORM, reads: RawReads): CallerRules {
  const install = (state: AppState, auth: AuthContext, callerReads: RawReads, pending?: PendingIdentity): void => {
    state.auth = auth;
    state.reads = callerReads;
    state.pendingIdentity = pending;
    defineLazy(state, 'em', () => {
      if (pending && !pending.confirmed) throw new Error('a read-ahead route reads through sc.reads only');
      return tenantEm(orm, auth.scope);
    });
  };
  return {
    requireAuth: async (ctx, next) => {
      install(ctx.state, await authenticator.authenticate(bearerToken(ctx.get('Authorization'))), reads);
      return next();
    },
    readAheadAuth: async (ctx, next) => {
      const caller = await authenticator.provisional(bearerToken(ctx.get('Authorization')));
      if (!('lead' in caller)) {
        install(ctx.state, caller, reads);
        return next();
      }
      const ahead = readAheadReads(reads, caller, (fresh) => install(ctx.state, fresh, reads));
      install(ctx.state, caller.auth, ahead.reads, ahead.pending);
      return next();
    },
  };
}

/** The authenticated caller (after requireAuth). */
function authOf(state: AppState): AuthContext {
  if (!state.auth) throw new UnauthorizedError(MSG.unauthenticated);
  return state.auth;
}

/** The role's permissions map must hold the endpoint's declared Permission (shared `allows`). */
export function requireAccess(permission: Permission, message: string = MSG.forbidden): RouteRule {
  return async (ctx, next) => {
    assertAccess(ctx.state, permission, message);
    return next();
  };
}

/** requireAccess's check, also run again for a read-ahead route's changed caller. */
export function assertAccess(state: AppState, permission: Permission, message: string = MSG.forbidden): void {
  if (!allows(authOf(state).permissions, permission)) throw new ForbiddenError(message);
}
