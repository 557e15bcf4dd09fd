import type { SqlEntityManager } from '@mikro-orm/sql';
import { withEm, type ServiceContext } from '../http/service-context.ts';

/**
 * Runs the reads of one answer in one transaction of a company-scoped EntityManager. Under
 * row-level security every statement outside a transaction is its own short transaction
 * (BEGIN, set_config of the company and role, the statement, COMMIT); together they pay that once.
 * Reads only: unlike `em.transactional` nothing is flushed or merged back at the end (that walks
 * every loaded entity). Without a session context (the superadmin scope) the reads run as they
 * are, with no transaction; inside a transaction (an idempotent create's, http/idempotency.ts) they
 * run in it. Inside, query through `tx` only: PGlite has one connection, which the transaction holds.
 */
export function readTogether<T>(em: SqlEntityManager, work: (tx: SqlEntityManager) => Promise<T>): Promise<T> {
  const sessionContext = em.getSessionContext();
  if (!sessionContext || em.getTransactionContext() !== undefined) return work(em);
  // a fork keeps the tenant filter's parameters and the session context
  const tx = em.fork();
  return tx.getConnection().transactional(
    (trx) => {
      tx.setTransactionContext(trx);
      return work(tx);
    },
    { sessionContext },
  );
}

/** readTogether for a service's reads: `work` gets the request's context on the transaction's EntityManager. */
export function readTogetherIn<T>(sc: ServiceContext, work: (sc: ServiceContext) => Promise<T>): Promise<T> {
  return readTogether(sc.em, (em) => work(withEm(sc, em)));
}
