import { defineEndpoint } from '../api/contract.ts';
import { outboxQuerySchema } from '../api/mail.ts';
import { mailStatusSchema, outboxListDataSchema } from './responses.ts';

/**
 * GET /mail/outbox (Banco): the superadmin sees the mails waiting for delivery (no SMTP yet, or
 * refused) and those that failed; with `status` one kind only. Newest first.
 */
export const mailContract = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/mail/outbox',
    access: { resource: 'system_settings', action: 'view' },
    query: outboxQuerySchema,
    response: outboxListDataSchema,
  }),
  /**
   * Any signed-in user: whether the mails a screen is about to queue (a welcome, a new password, a
   * return document) leave now or wait for a mail server, so the screen can say so beforehand.
   */
  status: defineEndpoint({ method: 'GET', path: '/mail/status', access: 'authenticated', response: mailStatusSchema }),
};
