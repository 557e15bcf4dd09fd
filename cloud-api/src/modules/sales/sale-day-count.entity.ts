import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Store } from '../stores/store.entity.ts';

/**
 * How many sales a store made on a day (Italy's): kept by the sale writer in the sale's transaction,
 * so that the sales list's total without a search is a sum of days instead of a count of every sale
 * (issue 10's list at a million sales).
 */
export const SaleDayCountSchema = defineEntity({
  name: 'SaleDayCount',
  tableName: 'sale_day_counts',
  properties: {
    store: () => p.manyToOne(Store).deleteRule('cascade').primary(),
    day: p.date().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict').index(),
    sales: p.integer(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sale_day_counts'),
});

export class SaleDayCount extends SaleDayCountSchema.class {}
SaleDayCountSchema.setClass(SaleDayCount);
