import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import { auditTrail, type Audit } from '../common/audit.ts';
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
  requestId: string;
  /** Writes an audit row (actor: the caller, with the request id) in the change's transaction. */
  audit: Audit;
  log: Logger;
}

/** The request's ServiceContext (after requireAuth); the only place that reads auth and em off ctx.state. */
export function serviceContextOf(state: AppState): ServiceContext {
  if (!state.auth || !state.em) throw new UnauthorizedError();
  return {
    auth: state.auth,
    em: state.em,
    requestId: state.requestId,
    audit: auditTrail(state.auth.userId, state.requestId),
    log: state.log,
  };
}
