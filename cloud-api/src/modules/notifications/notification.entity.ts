import { defineEntity, p } from '@mikro-orm/core';
import { NOTIFICATION_KINDS } from '@banco/shared';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * One notification for one user (the header bell). Tenant-owned through the company it concerns;
 * a user reads only its own (the service filters by recipient).
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).nullable().deleteRule('cascade').index(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(NOTIFICATION_KINDS),
    title: p.string().length(200),
    message: p.text(),
    link: p.string().length(300).nullable(),
    readAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['user', 'readAt'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('notifications'),
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
