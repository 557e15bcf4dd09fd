import { MSG } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { NotFoundError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { Store } from './store.entity.ts';

/** Who is calling, on which tenant-scoped EntityManager, for the audit trail: the ServiceContext. */
export type StoreCaller = ServiceContext;

/**
 * A store the caller can see, with company and manager. Another company's store, a store a
 * manager/consultant is not assigned to and a missing id all answer the same 404.
 */
export async function loadStore(em: SqlEntityManager, id: number): Promise<Store> {
  const store = await em.findOne(Store, { id }, { populate: ['company', 'manager'] });
  if (!store) throw new NotFoundError(MSG.storeNotFound);
  return store;
}
