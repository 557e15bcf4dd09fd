import { pageQuerySchema } from './pagination.ts';
import { z } from './zod.ts';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Readonly<Record<OutboxStatus, string>> = {
  pending: 'In attesa',
  sent: 'Inviata',
  failed: 'Non recapitata',
};

/** GET /mail/outbox: superadmin only; without status, the mails not sent yet (pending and failed). */
export const outboxQuerySchema = pageQuerySchema.extend({
  status: z.enum(OUTBOX_STATUSES, { error: 'Stato non valido' }).optional(),
});
