import { MSG, UNLIMITED, fillMessage } from '@banco/shared';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';
import { Company } from './company.entity.ts';

type Limited = 'stores' | 'users';

/**
 * The plan's max_stores / max_users are the server's (-1 = unlimited). Call inside the
 * transaction that creates the store or user: the company row is locked so that two concurrent
 * creations cannot both take the last place. Counts ignore the caller's store scope (a manager
 * adding a consultant still counts every user of the company), hence `filters: false`.
 */
async function assertRoomFor(em: SqlEntityManager, companyId: number, what: Limited): Promise<void> {
  const company = await em.findOne(
    Company,
    { id: companyId },
    { populate: ['subscriptionPlan'], lockMode: LockMode.PESSIMISTIC_WRITE, filters: false },
  );
  if (!company) throw new NotFoundError();
  const plan = company.subscriptionPlan;
  if (!plan) return;
  const max = what === 'stores' ? plan.maxStores : plan.maxUsers;
  if (max === UNLIMITED) return;
  const used =
    what === 'stores'
      ? await em.count(Store, { company: companyId }, { filters: false })
      : await em.count(User, { company: companyId }, { filters: false });
  if (used >= max) {
    const template = what === 'stores' ? MSG.planStoresLimit : MSG.planUsersLimit;
    throw new ConflictError(fillMessage(template, { plan: plan.name, max }));
  }
}

export const assertCanAddStore = (em: SqlEntityManager, companyId: number) => assertRoomFor(em, companyId, 'stores');
export const assertCanAddUser = (em: SqlEntityManager, companyId: number) => assertRoomFor(em, companyId, 'users');
