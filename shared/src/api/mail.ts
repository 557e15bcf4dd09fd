import { pageQuerySchema, type Pagination } from './pagination.ts';
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

export interface OutboxMailDto {
  id: number;
  company_id: number | null;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
}

export interface OutboxListData {
  mails: OutboxMailDto[];
  pagination: Pagination;
  /** Whether the server has an SMTP server to deliver them. */
  smtp_configured: boolean;
}
