import { defineEntity, p } from '@mikro-orm/core';
import { companyOrOwnRows, tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from './user.entity.ts';

/** An extra company held by an entrepreneur (the primary one is users.company_id). */
export const CompanyAssignmentSchema = defineEntity({
  name: 'CompanyAssignment',
  tableName: 'company_assignments',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    /** The assigned role is always entrepreneur (spec 1 §6). */
    role: p.enum(['entrepreneur'] as const).default('entrepreneur'),
    assignedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['user', 'company'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('company_assignments', companyOrOwnRows('user_id')),
});

export class CompanyAssignment extends CompanyAssignmentSchema.class {}
CompanyAssignmentSchema.setClass(CompanyAssignment);
