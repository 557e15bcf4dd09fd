import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** Who changed what, when. Written in the same transaction as the change. Tenant-owned. */
export const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_logs',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    company: () => p.manyToOne(Company).nullable().deleteRule('set null'),
    entityType: p.string().length(50),
    entityId: p.string().length(50),
    action: p.string().length(50),
    changes: p.json<AuditChanges>().nullable(),
    requestId: p.string().length(128).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['company', 'createdAt'] }, { properties: ['entityType', 'entityId'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('audit_logs'),
});

export class AuditLog extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLog);
