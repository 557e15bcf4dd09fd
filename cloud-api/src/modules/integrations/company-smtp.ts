import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { SecretBox } from '../../common/secret-box.ts';
import type { CompanyIntegration } from './company-integration.entity.ts';

/** Ports whose convention is TLS from the first byte; the others use STARTTLS. */
const DEFAULT_PORT = { secure: 465, plain: 587 } as const;

export class UnreadableSmtpPassword extends Error {
  constructor() {
    super('La password SMTP dell\'azienda non è leggibile con il segreto attuale del server: reinseriscila in Impostazioni → Integrazioni');
  }
}

/**
 * The nodemailer options of a company's own SMTP server, or null when it has none (its mails then
 * go through the server's SMTP_URL). Throws UnreadableSmtpPassword when the stored password was
 * sealed with another server secret.
 */
export function companySmtpOptions(row: CompanyIntegration | null | undefined, box: SecretBox): SMTPTransport.Options | null {
  if (!row?.smtpHost) return null;
  let auth: SMTPTransport.Options['auth'];
  if (row.smtpUser) {
    const pass = row.smtpPasswordSealed ? box.open(row.smtpPasswordSealed) : '';
    if (pass === null) throw new UnreadableSmtpPassword();
    auth = { user: row.smtpUser, pass };
  }
  return {
    host: row.smtpHost,
    port: row.smtpPort ?? (row.smtpSecure ? DEFAULT_PORT.secure : DEFAULT_PORT.plain),
    secure: row.smtpSecure,
    ...(auth ? { auth } : {}),
  };
}
