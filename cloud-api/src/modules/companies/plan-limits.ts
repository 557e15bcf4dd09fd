import { isPlanFull, planLimitMessage, UNLIMITED, type PlanLimited } from '@banco/shared';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { rawQuery, type RawQuery, type RawStatement } from '../../db/raw-reads.ts';
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

/**
 * The plan's room as the lists read it: its name, its maximum and the rows used, in one statement
 * per table. `used` is counted up to the maximum only (none when unlimited or without a plan): all
 * that matters is whether the maximum is reached, and counting 5,000 users row by row under
 * row-level security took longer than the rest of the list.
 */
interface PlanRoomRow {
  plan_name: string | null;
  max: number | null;
  used: number | string;
}

const planRoomStatement = (what: PlanLimited, table: string, column: string): RawStatement => ({
  name: `banco_plan_room_${what}`,
  text: `select p.name as plan_name, p.${column} as max,
       (select count(*) from (select from ${table} t where t.company_id = c.id limit coalesce(greatest(p.${column}, 0), 0)) t) as used
     from companies c left join subscription_plans p on p.id = c.subscription_plan_id
     where c.id = $1`,
});
/** Fixed names, never from input. */
const PLAN_ROOM: Record<PlanLimited, RawStatement> = {
  stores: planRoomStatement('stores', 'stores', 'max_stores'),
  users: planRoomStatement('users', 'users', 'max_users'),
};

/**
 * planLimitReason for the lists, without a lock and without entities: a raw query (db/raw-reads.ts)
 * that rides with the list's own statements; `planRoomReason` reads its answer. Every GET /stores
 * and GET /users page asks. The counts ignore the caller's store scope (every store or user of the
 * company counts); as the tenant role the company's rows are exactly what row-level security shows.
 */
export const planRoomQuery = (companyId: number | null, what: PlanLimited): RawQuery<PlanRoomRow> => rawQuery<PlanRoomRow>(PLAN_ROOM[what], [companyId]);

/**
 * Why 'Nuovo Negozio' / 'Nuovo Utente' cannot be used now (null: they can), from planRoomQuery's
 * rows; no row: no company was asked about (the superadmin's list), nothing limits it.
 */
export function planRoomReason(rows: readonly PlanRoomRow[], what: PlanLimited): string | null {
  const [row] = rows;
  if (!row || row.plan_name === null || row.max === null || row.max === UNLIMITED) return null;
  return isPlanFull(Number(row.used), row.max) ? planLimitMessage(what, row.plan_name, row.max) : null;
}
