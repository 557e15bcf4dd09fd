import type { CompanyIntegration } from '../integrations/company-integration.entity.ts';

/**
 * Whether a company's mails can leave now: through the server's SMTP (SMTP_URL) or the company's own
 * (its integrations row, Impostazioni → Integrazioni), the two routes of the delivery (mail-delivery.ts).
 * Without either they wait in the outbox: 'Invia email di prova' is refused, and the screens that queue
 * a mail say so (GET /mail/status).
 */
export function mailCanLeave(own: Pick<CompanyIntegration, 'smtpHost'> | null, serverSmtp: boolean): boolean {
  return serverSmtp || Boolean(own?.smtpHost);
}
