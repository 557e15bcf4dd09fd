import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { OutboxMail } from './outbox-mail.entity.ts';

/**
 * A file sent with an outbox mail (a return document's PDF, ...): written with its mail, deleted
 * with it. The bytes live in the database, as the company's logo does (company_brandings): walled
 * by the same row-level security, in the backups, and shared by every server process. The content
 * is lazy: the outbox list reads the names only, the delivery the bytes of the mail it sends.
 */
export const OutboxMailAttachmentSchema = defineEntity({
  name: 'OutboxMailAttachment',
  tableName: 'outbox_mail_attachments',
  properties: {
    id: p.integer().primary(),
    /** The mail's company (null for a platform mail), for the tenant wall. */
    company: () => p.manyToOne(Company).nullable().deleteRule('cascade'),
    mail: () => p.manyToOne(OutboxMail).deleteRule('cascade').index(),
    filename: p.string().length(255),
    contentType: p.string().length(100),
    content: p.blob().lazy(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('outbox_mail_attachments'),
});

export class OutboxMailAttachment extends OutboxMailAttachmentSchema.class {}
OutboxMailAttachmentSchema.setClass(OutboxMailAttachment);
