import { DEFAULT_OPERATORS } from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../../common/tenancy.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { Company } from '../../modules/companies/company.entity.ts';
import { SubscriptionPlan } from '../../modules/companies/subscription-plan.entity.ts';
import { Operator } from '../../modules/settings/operator.entity.ts';
import { Store } from '../../modules/stores/store.entity.ts';
import { UserStore } from '../../modules/stores/user-store.entity.ts';
import { CompanyAssignment } from '../../modules/users/company-assignment.entity.ts';
import { User } from '../../modules/users/user.entity.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, type DemoCompanyKey } from './demo-data.ts';
import { seedDemoProducts } from './demo-products.ts';
import { seedDemoSuppliers } from './demo-suppliers.ts';
import { seedDemoStock } from './demo-stock.ts';
import { seedDemoCustomers } from './seed-customers.ts';

const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Inserts the demo data when the database has no user yet (first start), in one transaction.
 * Answers whether it seeded.
 */
function fail(message: string): never {
  throw new Error(message);
}

export async function seedDemoData(orm: MikroORM): Promise<boolean> {
  const em = systemEm(orm);
  if ((await em.count(User, {})) > 0) return false;
  const hashes = new Map(
    await Promise.all(DEMO_ACCOUNTS.map(async (a) => [a.email, await hashPassword(a.password)] as const)),
  );

  await em.transactional(async (tx) => {
    // a concurrent first start may have won the race
    if ((await tx.count(User, {})) > 0) return;
    const today = new Date();
    // the product's plans, which every installation has (Migration20261128192000_subscription_plans)
    const plans = new Map((await tx.find(SubscriptionPlan, {})).map((plan) => [plan.name, plan]));

    const companies = new Map<DemoCompanyKey, Company>();
    const stores = new Map<string, Store>();
    for (const [key, data] of Object.entries(DEMO_COMPANIES) as [DemoCompanyKey, (typeof DEMO_COMPANIES)[DemoCompanyKey]][]) {
      const { stores: storeData, plan, ...fields } = data;
      const company = tx.create(Company, {
        ...fields,
        country: 'IT',
        subscriptionPlan: plans.get(plan) ?? fail(`piano ${plan} assente: le migrazioni lo creano`),
        billingCycle: 'monthly',
        subscriptionStatus: 'active',
        isActive: true,
        subscriptionStartDate: isoDate(today),
      });
      companies.set(key, company);
      for (const operator of DEFAULT_OPERATORS) tx.create(Operator, { ...operator, company, isActive: true });
      for (const store of storeData) {
        stores.set(store.code, tx.create(Store, { ...store, company, status: 'active', whatsappEnabled: store.whatsappNumber !== null }));
      }
    }

    const users = new Map<string, User>();
    for (const account of DEMO_ACCOUNTS) {
      const company = account.company ? (companies.get(account.company) ?? null) : null;
      const user = tx.create(User, {
        email: account.email,
        passwordHash: hashes.get(account.email) ?? '',
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        company,
        manager: account.managerEmail ? (users.get(account.managerEmail) ?? null) : null,
        isActive: true,
        emailVerifiedAt: today,
      });
      users.set(account.email, user);
      for (const key of account.assignedCompanies) {
        const assigned = companies.get(key);
        if (assigned) tx.create(CompanyAssignment, { user, company: assigned, role: 'entrepreneur' });
      }
      for (const code of account.stores) {
        const store = stores.get(code);
        if (store) {
          tx.create(UserStore, { user, store, company: store.company });
          if (account.role === 'manager') store.manager = user;
        }
      }
    }
    seedDemoCustomers(tx, companies, stores);
    seedDemoProducts(tx, companies);
    seedDemoSuppliers(tx, companies);
    await tx.flush();
    const owner = users.get('imprenditore@banco.demo');
    if (owner) await seedDemoStock(tx, stores, owner);
  });
  return true;
}
