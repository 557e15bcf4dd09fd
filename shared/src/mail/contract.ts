import { defineEndpoint } from '../api/contract.ts';
import { outboxQuerySchema } from '../api/mail.ts';
import { outboxListDataSchema } from './responses.ts';

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
};
