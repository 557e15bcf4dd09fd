import { MSG } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { escapeLike } from '../../common/like.ts';
import { ValidationError } from '../../http/errors.ts';
import { Store } from './store.entity.ts';

/** Serialises the name check below per company (names compare case-insensitively: no unique index). */
const STORE_NAME_LOCK_KEY = 727_002;

/**
 * A store's name (case-insensitive) belongs to one store of its company: two identical creations
 * (a double submit, a retry after a lost reply) make one store, and the second gets 422 on `name`.
 * Call inside the transaction that writes the name; the advisory lock makes concurrent writers of
 * one company wait for each other. The count goes through the tenant filter: the creators
 * (entrepreneur, superadmin) see every store of the company; a manager renaming its store is
 * checked against the stores it sees only.
 */
export async function assertStoreNameFree(tx: SqlEntityManager, companyId: number, name: string, exceptId: number | null): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?, ?)', [STORE_NAME_LOCK_KEY, companyId]);
  const others = exceptId === null ? {} : { id: { $ne: exceptId } };
  const taken = await tx.count(Store, { ...others, company: companyId, name: { $ilike: escapeLike(name) } });
  if (taken > 0) throw new ValidationError({ name: MSG.storeNameTaken });
}
