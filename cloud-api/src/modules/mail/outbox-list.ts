import { pageWindow, paginationOf, type OutboxListData, type OutboxMailDto, type outboxQuerySchema, type z } from '@banco/shared';
import type { ServiceContext } from '../../http/service-context.ts';
import { OutboxMailAttachment } from './outbox-mail-attachment.entity.ts';
import { OutboxMail } from './outbox-mail.entity.ts';

function toDto(mail: OutboxMail, attachments: string[]): OutboxMailDto {
  return {
    id: mail.id,
    company_id: mail.company?.id ?? null,
    kind: mail.kind,
    to: mail.toAddress,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    last_error: mail.lastError ?? null,
    next_attempt_at: mail.nextAttemptAt.toISOString(),
    sent_at: mail.sentAt?.toISOString() ?? null,
    created_at: mail.createdAt.toISOString(),
    attachments,
  };
}

/** The superadmin's view of the outbox: without `status`, the mails not sent yet (pending and failed), newest first. */
export async function listOutbox(
  { em }: ServiceContext,
  query: z.output<typeof outboxQuerySchema>,
  smtpConfigured: boolean,
): Promise<OutboxListData> {
  const where = { status: query.status ?? { $in: ['pending', 'failed'] as const } };
  const [mails, total] = await em.findAndCount(OutboxMail, where, { orderBy: { id: 'desc' }, ...pageWindow(query) });
  // the names only: the content is lazy
  const files = mails.length === 0 ? [] : await em.find(OutboxMailAttachment, { mail: { $in: mails.map((mail) => mail.id) } }, { orderBy: { id: 'asc' } });
  const names = new Map<number, string[]>();
  for (const file of files) names.set(file.mail.id, [...(names.get(file.mail.id) ?? []), file.filename]);
  return {
    mails: mails.map((mail) => toDto(mail, names.get(mail.id) ?? [])),
    pagination: paginationOf(query.page, query.per_page, total),
    smtp_configured: smtpConfigured,
  };
}
