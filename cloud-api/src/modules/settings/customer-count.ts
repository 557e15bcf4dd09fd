import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * The customers of a company, for the 'impact per customer' tile of Impostazioni → Azienda.
 * There is no customers table yet (customers come with spec 2): until then every company has 0.
 * Point this one function at the customers entity when it exists.
 */
export function countCustomers(_em: SqlEntityManager, _companyId: number): Promise<number> {
  return Promise.resolve(0);
}
