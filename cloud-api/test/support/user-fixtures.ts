import type { Role } from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../../src/common/tenancy.ts';
import { DEMO_PASSWORD } from '../../src/index.ts';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { Company } from '../../src/modules/companies/company.entity.ts';
import { SubscriptionPlan } from '../../src/modules/companies/subscription-plan.entity.ts';
import { Store } from '../../src/modules/stores/store.entity.ts';
import { UserStore } from '../../src/modules/stores/user-store.entity.ts';
import { User } from '../../src/modules/users/user.entity.ts';
import { companyIdByName } from './fixtures.ts';

/** Direct database fixtures of the users tests: staff with stores and a manager, plans, audit rows. */

let counter = 0;
let demoHash: Promise<string> | undefined;

export interface StaffFixture {
  id: number;
  email: string;
  password: string;
}

/** A user with DEMO_PASSWORD, its stores (of its company) and its supervising manager. */
export async function insertStaff(
  orm: MikroORM,
  fields: { role: Role; companyId: number | null; storeIds?: number[]; managerId?: number | null; firstName?: string; lastName?: string; isActive?: boolean },
): Promise<StaffFixture> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const em = systemEm(orm);
  const email = `staff.${Date.now().toString(36)}${(counter++).toString(36)}@test.banco`;
  const company = fields.companyId === null ? null : em.getReference(Company, fields.companyId);
  const user = em.create(User, {
    email,
    passwordHash: await demoHash,
    firstName: fields.firstName ?? 'Staff',
    lastName: fields.lastName ?? `Test ${counter}`,
    role: fields.role,
    company,
    manager: fields.managerId ? em.getReference(User, fields.managerId) : null,
    isActive: fields.isActive ?? true,
    emailVerifiedAt: new Date(),
  });
  for (const storeId of fields.storeIds ?? []) {
    if (!company) throw new Error('stores need a company');
    em.create(UserStore, { user, store: em.getReference(Store, storeId), company });
  }
  await em.flush();
  return { id: user.id, email, password: DEMO_PASSWORD };
}

export async function storeIdByCode(orm: MikroORM, code: string): Promise<number> {
  return (await systemEm(orm).findOneOrFail(Store, { code })).id;
}

export async function setCompanyPlan(orm: MikroORM, companyId: number, planName: string): Promise<void> {
  const em = systemEm(orm);
  const plan = await em.findOneOrFail(SubscriptionPlan, { name: planName });
  await em.nativeUpdate(Company, { id: companyId }, { subscriptionPlan: plan.id });
}

export async function userRow(orm: MikroORM, id: number): Promise<User | null> {
  return systemEm(orm).findOne(User, { id });
}

export async function userCount(orm: MikroORM, companyId: number): Promise<number> {
  return systemEm(orm).count(User, { company: companyId });
}

export async function storeManagerId(orm: MikroORM, storeId: number): Promise<number | null> {
  const store = await systemEm(orm).findOneOrFail(Store, { id: storeId });
  return store.manager?.id ?? null;
}

export async function auditRows(orm: MikroORM, entityId: number): Promise<AuditLog[]> {
  return systemEm(orm).find(AuditLog, { entityType: 'User', entityId: String(entityId) }, { orderBy: { id: 'asc' } });
}

/** A store of `companyId` with the given code (stores are another module: plain SQL, like the bench). */
export async function insertStore(orm: MikroORM, companyId: number, code: string, name = `Negozio ${code}`): Promise<number> {
  const rows = await systemEm(orm).getConnection().execute<{ id: number }[]>(
    `insert into stores (company_id, code, name, address, city, province, postal_code, phone, status, operators_telecom,
       operators_energy, operators_mobility, whatsapp_enabled, created_at, updated_at)
     values (?, ?, ?, 'Via Roma 1', 'Pavia', 'PV', '27100', '0382 123456', 'active', '["TIM"]', '[]', '[]', false, now(), now())
     returning id`,
    [companyId, code, name],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('store not inserted');
  return id;
}

/** How many consultants name `managerId` as their supervisor. */
export async function supervisedCount(orm: MikroORM, managerId: number): Promise<number> {
  return systemEm(orm).count(User, { manager: managerId });
}

/** The demo's two companies (on the Max plan: no limit in the way of tests that add many users) and three stores. */
export async function demoPlaces(orm: MikroORM): Promise<{ demo: number; rivale: number; mi: number; rm: number; to: number }> {
  const demo = await companyIdByName(orm, 'Demo Telefonia S.r.l.');
  const rivale = await companyIdByName(orm, 'Rivale Mobile S.r.l.');
  for (const id of [demo, rivale]) await setCompanyPlan(orm, id, 'Max');
  return { demo, rivale, mi: await storeIdByCode(orm, 'MI-001'), rm: await storeIdByCode(orm, 'RM-001'), to: await storeIdByCode(orm, 'TO-001') };
}
