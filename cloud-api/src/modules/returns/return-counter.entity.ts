import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';

/** The last return number given in a company and year, taken like the sales' (sale-counter.entity.ts). */
export const ReturnCounterSchema = defineEntity({
  name: 'ReturnCounter',
  tableName: 'return_counters',
  properties: {
    company: () => p.manyToOne(Company).deleteRule('restrict').primary(),
    year: p.integer().primary(),
    lastNumber: p.integer(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('return_counters'),
});

export class ReturnCounter extends ReturnCounterSchema.class {}
ReturnCounterSchema.setClass(ReturnCounter);
