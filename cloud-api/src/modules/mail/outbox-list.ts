import { pageWindow, paginationOf, type OutboxListData, type OutboxMailDto, type outboxQuerySchema, type z } from '@banco/shared';
import type { ServiceContext } from '../../http/service-context.ts';
import { OutboxMail } from './outbox-mail.entity.ts';

function toDto(mail: OutboxMail): OutboxMailDto {
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
  return {
    mails: mails.map(toDto),
    pagination: paginationOf(query.page, query.per_page, total),
    smtp_configured: smtpConfigured,
  };
}
