import type { SqlEntityManager } from '@mikro-orm/sql';
import { Company } from '../companies/company.entity.ts';
import { OutboxMail } from './outbox-mail.entity.ts';

export interface MailMessage {
  /** The company the mail belongs to; null for platform mails. */
  companyId: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues a mail on `em`: it is written by the same flush/transaction as the change that causes it,
 * and delivered later by the mail delivery (mail-delivery.ts). Every feature sends mail this way.
 */
export function enqueueMail(em: SqlEntityManager, message: MailMessage): OutboxMail {
  return em.create(OutboxMail, {
    company: message.companyId === null ? null : em.getReference(Company, message.companyId),
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
  });
}
