import type { MikroORM } from '@mikro-orm/core';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { addressToDial, type CompanyHosts } from '../../common/company-hosts.ts';
import type { SecretBox } from '../../common/secret-box.ts';
import { systemEm } from '../../common/tenancy.ts';
import { CompanyIntegration } from '../integrations/company-integration.entity.ts';
import { companySmtpOptions } from '../integrations/company-smtp.ts';
import { mailFailedNotice } from '../notifications/notices.ts';
import { notify } from '../notifications/notify.ts';
import { superadminIds } from '../notifications/platform-recipients.ts';
import { OutboxMailAttachment } from './outbox-mail-attachment.entity.ts';
import { OutboxMail } from './outbox-mail.entity.ts';

/** Waits before the 2nd, 3rd, ... attempt; after the last one the mail is marked failed. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 6 * 60 * 60] as const;
/** While a batch is being sent its rows are leased: another process skips them until then. */
const LEASE_SECONDS = 5 * 60;
const BATCH_SIZE = 20;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailDelivery {
  /** Sends the pending mails that are due and have an SMTP server (their company's or the server's); the others wait. */
  deliverDue(now?: Date): Promise<DeliveryReport>;
  /** Delivers every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a running round. */
  stop(): Promise<void>;
}

interface MailDeliveryDeps {
  orm: MikroORM;
  /** The server's nodemailer transport (SMTP_URL); null when it has none. */
  transport: Transporter | null;
  from: string;
  logger: Logger;
  /** Opens the companies' sealed SMTP passwords. */
  box: SecretBox;
  /** Where a company's own SMTP server may be (common/company-hosts.ts). */
  companyHosts: CompanyHosts;
}

/**
 * A company's SMTP options held to COMPANY_HOSTS: with 'public', the host's checked public address
 * is what nodemailer connects to, the name kept as the TLS server name (InternalHostError otherwise:
 * the mail's attempt fails with its message and is retried as any other).
 */
async function pinnedToPublic(options: SMTPTransport.Options, companyHosts: CompanyHosts): Promise<SMTPTransport.Options> {
  const address = options.host === undefined ? undefined : await addressToDial(options.host, companyHosts);
  return address === undefined ? options : { ...options, host: address, servername: options.host };
}

/** How one mail leaves: a company's own SMTP (closed after the mail) or the server's. */
interface Route {
  transport: Transporter;
  from: string;
  own: boolean;
}

/**
 * The outbox's delivery: system work above tenants (one worker sends every company's mail), hence
 * the unscoped EntityManager. Rows are claimed with SKIP LOCKED and a lease, so two server
 * processes never send the same mail twice in one round. A company with its own SMTP server
 * (Impostazioni → Integrazioni) sends through it, from its sender address; the other mails go
 * through the server's SMTP_URL, and without one they wait.
 */
export function createMailDelivery({ orm, transport, from, logger, box, companyHosts }: MailDeliveryDeps): MailDelivery {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function claim(now: Date): Promise<OutboxMail[]> {
    const em = systemEm(orm);
    const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000);
    // without the server's SMTP only the mails of companies with their own can leave
    const sendable = transport ? '' : 'and company_id in (select company_id from company_integrations where smtp_host is not null)';
    const rows = await em.execute<{ id: number }[]>(
      `update mail_outbox set next_attempt_at = ? where id in (
         select id from mail_outbox where status = 'pending' and next_attempt_at <= ? ${sendable}
         order by id limit ? for update skip locked)
       returning id`,
      [leaseUntil, now, BATCH_SIZE],
    );
    if (rows.length === 0) return [];
    return em.find(OutboxMail, { id: { $in: rows.map((row) => row.id) } }, { orderBy: { id: 'asc' } });
  }

  async function routeOf(mail: OutboxMail): Promise<Route> {
    const companyId = mail.company?.id;
    const own = companyId === undefined ? null : await systemEm(orm).findOne(CompanyIntegration, { company: companyId });
    const options = companySmtpOptions(own, box);
    if (options) return { transport: nodemailer.createTransport(await pinnedToPublic(options, companyHosts)), from: own?.mailFrom ?? from, own: true };
    if (transport) return { transport, from, own: false };
    throw new Error('Nessun server SMTP per questa email');
  }

  /** The mail's files with their bytes, in the order they were queued. */
  async function attachmentsOf(mail: OutboxMail): Promise<NonNullable<SendMailOptions['attachments']>> {
    const rows = await systemEm(orm).find(OutboxMailAttachment, { mail: mail.id }, { populate: ['content'], orderBy: { id: 'asc' } });
    return rows.map((row) => ({ filename: row.filename, contentType: row.contentType, content: Buffer.from(row.content) }));
  }

  async function deliverOne(mail: OutboxMail, now: Date, report: DeliveryReport): Promise<void> {
    const em = systemEm(orm);
    const attempts = mail.attempts + 1;
    let route: Route | undefined;
    try {
      route = await routeOf(mail);
      const attachments = await attachmentsOf(mail);
      await route.transport.sendMail({ from: route.from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, attachments });
      await em.nativeUpdate(OutboxMail, { id: mail.id }, { status: 'sent', attempts, sentAt: new Date(), lastError: null });
      report.sent += 1;
    } catch (error) {
      const delay = RETRY_DELAYS_SECONDS[attempts - 1];
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      if (delay === undefined) {
        // read before the transaction: the embedded database has one connection, which it holds
        const admins = await superadminIds(orm);
        await em.transactional(async (tx) => {
          await tx.nativeUpdate(OutboxMail, { id: mail.id }, { status: 'failed', attempts, lastError });
          await notify(tx, admins, mailFailedNotice(mail.company?.id ?? null, mail.toAddress, mail.subject));
        });
        report.failed += 1;
      } else {
        await em.nativeUpdate(OutboxMail, { id: mail.id }, { attempts, lastError, nextAttemptAt: new Date(now.getTime() + delay * 1000) });
        report.retrying += 1;
      }
      logger.warn({ mail_id: mail.id, attempts, err: lastError }, 'mail delivery failed');
    } finally {
      if (route?.own) route.transport.close();
    }
  }

  async function deliverDue(now = new Date()): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    for (const mail of await claim(now)) await deliverOne(mail, now, report);
    return report;
  }

  return {
    deliverDue,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        running = running.then(() => deliverDue()).catch((error: unknown) => logger.error({ err: error }, 'mail delivery round failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
