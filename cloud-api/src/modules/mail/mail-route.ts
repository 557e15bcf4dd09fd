import type { SqlEntityManager } from '@mikro-orm/sql';
import { CompanyIntegration } from '../integrations/company-integration.entity.ts';

/**
 * Whether a company's mails can leave now: through the server's SMTP (SMTP_URL) or the company's own
 * (Impostazioni → Integrazioni), the two routes of the delivery (mail-delivery.ts). Without either
 * they wait in the outbox, and the screens that queue one say so.
 */
export async function companyCanSendMail(em: SqlEntityManager, companyId: number | null, serverSmtp: boolean): Promise<boolean> {
  if (serverSmtp) return true;
  if (companyId === null) return false;
  return (await em.count(CompanyIntegration, { company: companyId, smtpHost: { $ne: null } })) > 0;
}
