import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../../src/common/tenancy.ts';
import { DEMO_PASSWORD } from '../../src/index.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { Company } from '../../src/modules/companies/company.entity.ts';
import { CompanyAssignment } from '../../src/modules/users/company-assignment.entity.ts';
import { User } from '../../src/modules/users/user.entity.ts';
import type { Role, SubscriptionStatus } from '@banco/shared';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Direct database fixtures for states the API cannot create yet. */
export async function createCompany(orm: MikroORM, fields: { name?: string; status?: SubscriptionStatus; isActive?: boolean } = {}) {
  const em = systemEm(orm);
  const company = em.create(Company, {
    name: fields.name ?? `Test ${unique()} S.r.l.`,
    subscriptionStatus: fields.status ?? 'active',
    isActive: fields.isActive ?? true,
  });
  await em.flush();
  return company;
}

export async function createUser(
  orm: MikroORM,
  fields: { role?: Role; companyId?: number | null; isActive?: boolean; password?: string; assignedCompanyIds?: number[] } = {},
): Promise<{ id: number; email: string; password: string }> {
  const em = systemEm(orm);
  const password = fields.password ?? DEMO_PASSWORD;
  const email = `utente.${unique()}@test.banco`;
  const user = em.create(User, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Test',
    lastName: 'Utente',
    role: fields.role ?? 'entrepreneur',
    company: fields.companyId ? em.getReference(Company, fields.companyId) : null,
    isActive: fields.isActive ?? true,
  });
  for (const companyId of fields.assignedCompanyIds ?? []) {
    em.create(CompanyAssignment, { user, company: em.getReference(Company, companyId) });
  }
  await em.flush();
  return { id: user.id, email, password };
}

export async function setCompany(orm: MikroORM, id: number, fields: { status?: SubscriptionStatus; isActive?: boolean }) {
  const em = systemEm(orm);
  await em.nativeUpdate(Company, { id }, {
    ...(fields.status ? { subscriptionStatus: fields.status } : {}),
    ...(fields.isActive !== undefined ? { isActive: fields.isActive } : {}),
  });
}

export async function setUserActive(orm: MikroORM, id: number, isActive: boolean) {
  await systemEm(orm).nativeUpdate(User, { id }, { isActive });
}

export async function companyIdByName(orm: MikroORM, name: string): Promise<number> {
  return (await systemEm(orm).findOneOrFail(Company, { name })).id;
}
