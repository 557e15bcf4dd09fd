import { isPlanFull, planLimitMessage, UNLIMITED, type PlanLimited } from '@banco/shared';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';
import { Company } from './company.entity.ts';

/**
 * Why the company has no room for one more store or user (the plan's Italian message), or null.
 * max_stores / max_users are the plan's (-1 = unlimited). Counts ignore the caller's store scope (a
 * manager adding a consultant still counts every user of the company), hence `filters: false`.
 * `lock`: inside the transaction that creates the row, the company row is locked so that two
 * concurrent creations cannot both take the last place.
 */
async function planLimitReason(em: SqlEntityManager, companyId: number, what: PlanLimited, lock: boolean): Promise<string | null> {
  const company = await em.findOne(
    Company,
    { id: companyId },
    { populate: ['subscriptionPlan'], filters: false, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
  );
  if (!company) throw new NotFoundError();
  const plan = company.subscriptionPlan;
  if (!plan) return null;
  const max = what === 'stores' ? plan.maxStores : plan.maxUsers;
  if (max === UNLIMITED) return null;
  const used =
    what === 'stores'
      ? await em.count(Store, { company: companyId }, { filters: false })
      : await em.count(User, { company: companyId }, { filters: false });
  return isPlanFull(used, max) ? planLimitMessage(what, plan.name, max) : null;
}

async function assertRoomFor(em: SqlEntityManager, companyId: number, what: PlanLimited): Promise<void> {
  const reason = await planLimitReason(em, companyId, what, true);
  if (reason !== null) throw new ConflictError(reason);
}

export const assertCanAddStore = (em: SqlEntityManager, companyId: number) => assertRoomFor(em, companyId, 'stores');
export const assertCanAddUser = (em: SqlEntityManager, companyId: number) => assertRoomFor(em, companyId, 'users');

/** For the lists: why 'Nuovo Negozio' / 'Nuovo Utente' cannot be used now (null: they can). */
export const storeLimitReason = (em: SqlEntityManager, companyId: number) => planLimitReason(em, companyId, 'stores', false);
export const userLimitReason = (em: SqlEntityManager, companyId: number) => planLimitReason(em, companyId, 'users', false);
