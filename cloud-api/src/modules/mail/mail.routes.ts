import { outboxQuerySchema, pageWindow, paginationOf, type OutboxListData, type OutboxMailDto } from '@banco/shared';
import { Router } from '@koa/router';
import { authOf, requirePermission, type RouteRule } from '../../common/policy.ts';
import { ok } from '../../http/envelope.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import type { AppState } from '../../http/state.ts';
import { parse } from '../../http/validate.ts';
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

/**
 * GET /mail/outbox (Banco): the superadmin sees the mails waiting for delivery (no SMTP yet, or
 * refused) and those that failed; with `status` one kind only. Newest first.
 */
export function mailRoutes({ requireAuth, smtpConfigured }: { requireAuth: RouteRule; smtpConfigured: boolean }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/mail' });

  router.get('/outbox', requireAuth, requirePermission('system_settings', 'view'), async (ctx) => {
    authOf(ctx.state);
    const em = ctx.state.em;
    if (!em) throw new UnauthorizedError();
    const query = parse(outboxQuerySchema, ctx.query);
    const where = { status: query.status ?? { $in: ['pending', 'failed'] as const } };
    const [mails, total] = await em.findAndCount(OutboxMail, where, { orderBy: { id: 'desc' }, ...pageWindow(query) });
    const data: OutboxListData = {
      mails: mails.map(toDto),
      pagination: paginationOf(query.page, query.per_page, total),
      smtp_configured: smtpConfigured,
    };
    ok(ctx, data);
  });

  return router;
}
