import { defineEntity, p } from '@mikro-orm/core';
import { OPERATOR_CATEGORIES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';

/**
 * A provider a company works with (TIM, Enel Energia, ...), configured in Impostazioni → Operatori.
 * Tenant-owned: each company keeps its own list, started from DEFAULT_OPERATORS; stores pick their
 * enabled providers from it.
 */
export const OperatorSchema = defineEntity({
  name: 'Operator',
  tableName: 'operators',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    name: p.string().length(100),
    category: p.enum(OPERATOR_CATEGORIES),
    isActive: p.boolean().default(true),
    ...timestamps(),
  },
  uniques: [{ properties: ['company', 'name'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('operators'),
});

export class Operator extends OperatorSchema.class {}
OperatorSchema.setClass(Operator);
