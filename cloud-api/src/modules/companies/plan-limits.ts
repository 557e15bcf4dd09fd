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

/** The rows a plan limits, by table: fixed names, never from input. */
const LIMITED_TABLE: Record<PlanLimited, string> = { stores: 'stores', users: 'users' };

/**
 * planLimitReason for the lists, without a lock: the plan and the count in one statement, no
 * entity built (every GET /stores and GET /users page asks).
 */
async function listLimitReason(em: SqlEntityManager, companyId: number, what: PlanLimited): Promise<string | null> {
  const [row] = await em.execute<{ plan_name: string | null; max: number | null; used: number | string }[]>(
    `select p.name as plan_name, p.${what === 'stores' ? 'max_stores' : 'max_users'} as max,
       (select count(*) from ${LIMITED_TABLE[what]} t where t.company_id = c.id) as used
     from companies c left join subscription_plans p on p.id = c.subscription_plan_id
     where c.id = ?`,
    [companyId],
  );
  if (!row) throw new NotFoundError();
  if (row.plan_name === null || row.max === null || row.max === UNLIMITED) return null;
  return isPlanFull(Number(row.used), row.max) ? planLimitMessage(what, row.plan_name, row.max) : null;
}

/** For the lists: why 'Nuovo Negozio' / 'Nuovo Utente' cannot be used now (null: they can). */
export const storeLimitReason = (em: SqlEntityManager, companyId: number) => listLimitReason(em, companyId, 'stores');
export const userLimitReason = (em: SqlEntityManager, companyId: number) => listLimitReason(em, companyId, 'users');
