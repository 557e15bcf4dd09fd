import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import { auditTrail, type Audit } from '../common/audit.ts';
import type { RawReads } from '../db/raw-reads.ts';
import type { AuthContext } from '../modules/auth/auth-context.ts';
import { UnauthorizedError } from './errors.ts';
import type { AppState } from './state.ts';

/**
 * What every service receives, built once per request after authentication: the caller, the
 * tenant-scoped EntityManager, the request id, the audit trail and the request's logger.
 */
export interface ServiceContext {
  auth: AuthContext;
  /** Sees only the rows of the caller's scope (tenant filter). */
  em: SqlEntityManager;
  /** Hot-path reads below the ORM (db/raw-reads.ts); a read-ahead route's confirm its caller (http/read-ahead.ts). */
  reads: RawReads;
  requestId: string;
  /** Writes an audit row (actor: the caller, with the request id) in the change's transaction. */
  audit: Audit;
  log: Logger;
}

/** The request's ServiceContext (after requireAuth); the only place that reads auth and em off ctx.state. */
export function serviceContextOf(state: AppState): ServiceContext {
  const { auth, reads } = state;
  if (!auth || !reads) throw new UnauthorizedError();
  return {
    auth,
    reads,
    // read when a service first uses it: the EntityManager is built then (common/policy.ts)
    get em() {
      const { em } = state;
      if (!em) throw new UnauthorizedError();
      return em;
    },
    requestId: state.requestId,
    audit: auditTrail(auth.userId, state.requestId),
    get log() {
      return state.log;
    },
  };
}

/** The same context on another EntityManager (a transaction's); the logger stays built on first use. */
export function withEm(sc: ServiceContext, em: SqlEntityManager): ServiceContext {
  return {
    auth: sc.auth,
    em,
    reads: sc.reads,
    requestId: sc.requestId,
    audit: sc.audit,
    get log() {
      return sc.log;
    },
  };
}
