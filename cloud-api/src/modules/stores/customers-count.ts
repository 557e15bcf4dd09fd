import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Customers per store, for the cards, the detail and the stats (spec 1 §3 Store.customers_count).
 * The customers table arrives with spec 2: until then every store has 0 customers. Point this
 * one function at it (a single grouped count over `storeIds`) and every answer follows.
 */
export async function customersCountByStore(_em: SqlEntityManager, storeIds: readonly number[]): Promise<Map<number, number>> {
  return new Map(storeIds.map((id) => [id, 0]));
}
