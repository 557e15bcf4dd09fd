import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Runs the reads of one answer in one transaction of a company-scoped EntityManager. Under
 * row-level security every statement outside a transaction is its own short transaction
 * (BEGIN, set_config of the company and role, the statement, COMMIT); together they pay that once.
 * Without a session context (the superadmin scope) the reads run as they are, with no transaction.
 * Inside, query through `tx` only: PGlite has one connection, which the transaction holds.
 */
export function readTogether<T>(em: SqlEntityManager, work: (tx: SqlEntityManager) => Promise<T>): Promise<T> {
  return em.getSessionContext() ? em.transactional((tx) => work(tx)) : work(em);
}
