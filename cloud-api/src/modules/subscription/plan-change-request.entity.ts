import { defineEntity, p } from '@mikro-orm/core';
import { PLAN_CHANGE_STATUSES } from '@banco/shared';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { SubscriptionPlan } from '../companies/subscription-plan.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A company's request to move to another plan (Impostazioni → Abbonamento). Tenant-owned. At most
 * one is pending per company (the service checks it with the company row locked); it ends
 * withdrawn by the company or handled when the superadmin changes the company's plan.
 */
export const PlanChangeRequestSchema = defineEntity({
  name: 'PlanChangeRequest',
  tableName: 'plan_change_requests',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    requestedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    currentPlan: () => p.manyToOne(SubscriptionPlan).nullable().deleteRule('set null'),
    requestedPlan: () => p.manyToOne(SubscriptionPlan).deleteRule('restrict'),
    note: p.text().nullable(),
    status: p.enum(PLAN_CHANGE_STATUSES).default('pending'),
    createdAt: p.datetime().onCreate(() => new Date()),
    resolvedAt: p.datetime().nullable(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('plan_change_requests'),
});

export class PlanChangeRequest extends PlanChangeRequestSchema.class {}
PlanChangeRequestSchema.setClass(PlanChangeRequest);
