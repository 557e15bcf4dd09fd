import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';

/**
 * The last sale number given in a company and year (spec 2 §9: year plus 6 digits, sequential):
 * taken by one upsert in the sale's transaction, so two counters never get the same number and a
 * rolled-back sale gives its number back.
 */
export const SaleCounterSchema = defineEntity({
  name: 'SaleCounter',
  tableName: 'sale_counters',
  properties: {
    company: () => p.manyToOne(Company).deleteRule('restrict').primary(),
    year: p.integer().primary(),
    lastNumber: p.integer(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sale_counters'),
});

export class SaleCounter extends SaleCounterSchema.class {}
SaleCounterSchema.setClass(SaleCounter);
