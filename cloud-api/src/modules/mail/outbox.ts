import type { FileAnswer } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Company } from '../companies/company.entity.ts';
import { OutboxMailAttachment } from './outbox-mail-attachment.entity.ts';
import { OutboxMail } from './outbox-mail.entity.ts';

/** A file sent with a mail: what a file endpoint answers (a PDF, ...) can be attached as it is. */
export type MailAttachment = FileAnswer;

export interface MailMessage {
  /** The company the mail belongs to; null for platform mails. */
  companyId: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail, in this order (stored with it in outbox_mail_attachments). */
  attachments?: readonly MailAttachment[];
}

/**
 * Queues a mail on `em`: it is written by the same flush/transaction as the change that causes it,
 * and delivered later by the mail delivery (mail-delivery.ts). Every feature sends mail this way.
 */
export function enqueueMail(em: SqlEntityManager, message: MailMessage): OutboxMail {
  const company = message.companyId === null ? null : em.getReference(Company, message.companyId);
  const mail = em.create(OutboxMail, {
    company,
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
  });
  for (const attachment of message.attachments ?? []) {
    em.create(OutboxMailAttachment, {
      company,
      mail,
      filename: attachment.filename,
      contentType: attachment.content_type,
      content: Buffer.from(attachment.bytes),
    });
  }
  return mail;
}
