import type { RouterContext } from '@koa/router';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Context, DefaultContext, ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { RawReads } from '../db/raw-reads.ts';
import type { AuthContext } from '../modules/auth/auth-context.ts';
import type { PendingIdentity } from './read-ahead.ts';

/** What the middlewares put on ctx.state. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** Set by requireAuth. */
  auth?: AuthContext;
  /** Tenant-scoped EntityManager of the request, set by requireAuth. */
  em?: SqlEntityManager;
  /** The caller's raw reads, set by requireAuth (a read-ahead route's carry its identity: http/read-ahead.ts). */
  reads?: RawReads;
  /** A read-ahead route's caller, until its identity is confirmed. */
  pendingIdentity?: PendingIdentity;
}

export type AppContext = ParameterizedContext<AppState, DefaultContext>;
export type AppRouterContext = RouterContext<AppState, DefaultContext>;

/** Client address and agent, recorded on sessions. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  requestId: string;
}

export function requestMeta(ctx: Context | AppContext): RequestMeta {
  const state = ctx.state as AppState;
  return { ip: ctx.ip, userAgent: ctx.get('User-Agent').slice(0, 500) || null, requestId: state.requestId };
}
