import { z } from 'zod';
import { OUTBOX_STATUSES } from '../api/mail.ts';
import { paginationSchema } from '../api/pagination.ts';

/** The answer of GET /mail/outbox (Banco); the types follow from the schemas. */

export const outboxMailDtoSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  /** The names of the files sent with the mail, in order (a return document's PDF, ...). */
  attachments: z.array(z.string()),
});
export type OutboxMailDto = z.infer<typeof outboxMailDtoSchema>;

export const outboxListDataSchema = z.object({
  mails: z.array(outboxMailDtoSchema),
  pagination: paginationSchema,
  /** Whether the server has an SMTP server to deliver them. */
  smtp_configured: z.boolean(),
});
export type OutboxListData = z.infer<typeof outboxListDataSchema>;

/** GET /mail/status: whether the caller's company's mails leave now, or wait in the outbox (no mail server). */
export const mailStatusSchema = z.object({
  can_send: z.boolean(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;
