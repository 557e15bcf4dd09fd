import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../common/timestamps.ts';
import { tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { storeScopedFilter } from '../stock/store-scoped.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';

/** A store's daily sales goals ('Obiettivi Giornalieri', issue 10): one row per store once set. */
export const StoreSalesGoalSchema = defineEntity({
  name: 'StoreSalesGoal',
  tableName: 'store_sales_goals',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.oneToOne(Store).owner().deleteRule('cascade').unique(),
    revenueCents: p.bigint('number'),
    salesCount: p.integer(),
    newCustomers: p.integer(),
    updatedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    ...timestamps(),
  },
  filters: storeScopedFilter(),
  policies: tenantWall('store_sales_goals'),
});

export class StoreSalesGoal extends StoreSalesGoalSchema.class {}
StoreSalesGoalSchema.setClass(StoreSalesGoal);
