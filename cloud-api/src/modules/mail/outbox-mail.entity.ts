import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * One e-mail waiting for, or past, delivery. Written in the same transaction as the change that
 * causes it (a new user, a password reset, a return document), delivered later over SMTP with
 * retries; without SMTP it waits here and the superadmin sees it. Tenant-owned when it belongs to
 * a company; platform mails (company null) are seen by the superadmin only.
 */
export const OutboxMailSchema = defineEntity({
  name: 'OutboxMail',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).nullable().deleteRule('cascade').index(),
    /** What the mail is about (welcome, password_reset, ...), for the outbox list. */
    kind: p.string().length(50),
    toAddress: p.string().length(254),
    subject: p.string().length(300),
    textBody: p.text(),
    status: p.enum(MAIL_STATUSES).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().onCreate(() => new Date()),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('mail_outbox'),
});

export class OutboxMail extends OutboxMailSchema.class {}
OutboxMailSchema.setClass(OutboxMail);
