import { raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Customer } from './customer.entity.ts';

/**
 * Customer counts shown by stores (cards, detail, stats) and by Impostazioni → Azienda (impact per
 * customer). Customers belong to the company; a store counts the customers registered at it.
 */
export async function customersCountByStore(em: SqlEntityManager, storeIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map(storeIds.map((id) => [id, 0]));
  if (storeIds.length === 0) return counts;
  const rows = await em
    .createQueryBuilder(Customer, 'c')
    .select(['c.store', raw('count(*) as customers')])
    .where({ store: { $in: [...storeIds] } })
    .groupBy('c.store')
    .execute<{ store_id: number; customers: string | number }[]>('all', false);
  for (const row of rows) counts.set(row.store_id, Number(row.customers));
  return counts;
}

export function countCustomers(em: SqlEntityManager, companyId: number): Promise<number> {
  return em.count(Customer, { company: companyId });
}
