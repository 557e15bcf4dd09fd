import { MSG } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { NotFoundError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { Store } from './store.entity.ts';

/** Who is calling, on which tenant-scoped EntityManager, for the audit trail. */
export interface StoreCaller {
  auth: AuthContext;
  /** ctx.state.em: sees only the stores of the caller's scope. */
  em: SqlEntityManager;
  requestId: string;
}

/**
 * A store the caller can see, with company and manager. Another company's store, a store a
 * manager/consultant is not assigned to and a missing id all answer the same 404.
 */
export async function loadStore(em: SqlEntityManager, id: number): Promise<Store> {
  const store = await em.findOne(Store, { id }, { populate: ['company', 'manager'] });
  if (!store) throw new NotFoundError(MSG.storeNotFound);
  return store;
}

/** Path ids: anything but a positive integer is a store that does not exist. */
export function pathId(value: string | undefined, message: string = MSG.storeNotFound): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw new NotFoundError(message);
  }
  return id;
}

/** Actor and company of an audit row about `store`. */
export function auditBase(caller: StoreCaller, store: Store) {
  return { actorId: caller.auth.userId, companyId: store.company.id, requestId: caller.requestId };
}
