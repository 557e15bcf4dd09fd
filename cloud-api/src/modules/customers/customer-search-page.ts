import type { SqlEntityManager } from '@mikro-orm/sql';
import { customerSearchRoutine } from './customer-search-routine.ts';
import { Customer } from './customer.entity.ts';

/**
 * One page of a customer search and its total, through banco_customer_search (the trigram index under
 * row-level security: see customer-search-routine.ts), the page's customers loaded in its order.
 */
export async function customerSearchPage(
  em: SqlEntityManager,
  pattern: string,
  window: { limit: number; offset: number },
): Promise<{ customers: Customer[]; total: number }> {
  // a plain select: PGlite's driver has no callRoutine
  const [row] = await em.execute<{ page: { ids: number[]; total: number } }[]>(`select "${customerSearchRoutine.name}"(?, ?, ?, null, null) as page`, [
    pattern,
    window.limit,
    window.offset,
  ]);
  const ids = row?.page.ids ?? [];
  const found = ids.length === 0 ? [] : await em.find(Customer, { id: { $in: ids } }, { populate: ['company'] });
  const byId = new Map(found.map((customer) => [customer.id, customer]));
  return { customers: ids.flatMap((id) => byId.get(id) ?? []), total: Number(row?.page.total ?? 0) };
}
