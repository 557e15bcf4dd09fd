import { MSG } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ValidationError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { Store } from '../stores/store.entity.ts';

/**
 * The store a customer is registered at (its stores' customer counts). Customers belong to the
 * company and every user sees them all; the store only says where the customer was registered:
 * - not sent: on create, the caller's store when it works in exactly one (a manager or consultant
 *   with one assignment), else none; on update, it stays;
 * - null: none;
 * - an id: a store of the customer's company that the caller can see (the tenant filter: a manager
 *   or consultant only its assigned stores), else 422 on store_id. Keeping the store the customer
 *   already has is always allowed.
 */
export async function storeOfCustomer(
  em: SqlEntityManager,
  auth: AuthContext,
  companyId: number,
  requested: number | null | undefined,
  current: { id: number } | null | 'new',
): Promise<Store | null> {
  if (requested === undefined) {
    if (current !== 'new') return current === null ? null : em.getReference(Store, current.id);
    const own = auth.scope.all ? null : auth.scope.storeIds;
    return own?.length === 1 && own[0] !== undefined ? em.getReference(Store, own[0]) : null;
  }
  if (requested === null) return null;
  if (current !== 'new' && current?.id === requested) return em.getReference(Store, requested);
  const store = await em.findOne(Store, { id: requested, company: companyId });
  if (!store) throw new ValidationError({ store_id: MSG.customerStoreInvalid });
  return store;
}
