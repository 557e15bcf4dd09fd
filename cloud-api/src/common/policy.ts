import { MSG, allows, type Permission } from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import { defineLazy } from '../http/lazy-state.ts';
import type { AppState } from '../http/state.ts';
import type { AuthContext } from '../modules/auth/auth-context.ts';
import type { Authenticate } from '../modules/auth/authenticator.ts';
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

/**
 * Authenticates the bearer token, then defines the request's tenant-scoped EntityManager (built
 * when a service first uses it): the single place where the tenant filter gets its parameters.
 */
export function requireAuth(authenticate: Authenticate, orm: MikroORM): RouteRule {
  return async (ctx, next) => {
    const auth = await authenticate(bearerToken(ctx.get('Authorization')));
    ctx.state.auth = auth;
    defineLazy(ctx.state, 'em', () => tenantEm(orm, auth.scope));
    return next();
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
    if (!allows(authOf(ctx.state).permissions, permission)) throw new ForbiddenError(message);
    return next();
  };
}
