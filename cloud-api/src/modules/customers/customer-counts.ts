import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Customer counts shown by stores (cards, detail, stats) and by Impostazioni → Azienda (impact per
 * customer). The customers table arrives with spec 2: until then every count is 0. Point these two
 * functions at it (grouped counts) and every answer follows.
 */
export async function customersCountByStore(_em: SqlEntityManager, storeIds: readonly number[]): Promise<Map<number, number>> {
  return new Map(storeIds.map((id) => [id, 0]));
}

export function countCustomers(_em: SqlEntityManager, _companyId: number): Promise<number> {
  return Promise.resolve(0);
}
