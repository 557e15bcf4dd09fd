import type { SqlEntityManager } from '@mikro-orm/sql';
import { customerSearchRoutine } from './customer-search-routine.ts';

/**
 * The ids of the customers a search finds, newest first, at most `limit`, through
 * banco_customer_search (the trigram index under row-level security: see
 * customer-search-routine.ts), on the caller's EntityManager: the sales list's search by customer.
 */
export async function customerSearchIds(em: SqlEntityManager, pattern: string, limit: number): Promise<number[]> {
  // a plain select: PGlite's driver has no callRoutine
  const [row] = await em.execute<{ page: { ids: number[] } }[]>(`select "${customerSearchRoutine.name}"(?, ?, 0, null, null) as page`, [pattern, limit]);
  return row?.page.ids ?? [];
}
