import {
  INTEGRATIONS_MSG,
  MSG,
  type Integrations,
  type integrationsBodySchema,
  type z,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { diff, HIDDEN } from '../../common/audit.ts';
import { addressToDial, InternalHostError, type CompanyHosts } from '../../common/company-hosts.ts';
import type { SecretBox } from '../../common/secret-box.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { AuditChanges } from '../audit/audit-log.entity.ts';
import { Company } from '../companies/company.entity.ts';
import { mailCanLeave } from '../mail/mail-route.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { CompanyIntegration } from './company-integration.entity.ts';
import { integrationFields, NO_INTEGRATIONS } from './integration-fields.ts';

type IntegrationsBody = z.output<typeof integrationsBodySchema>;

const AUDIT_ENTITY = 'CompanyIntegration';
/** What names the server the SMTP password is sent to. */
const SERVER_FIELDS = ['smtp_host', 'smtp_port', 'smtp_secure', 'smtp_user'] as const;

interface Deps {
  box: SecretBox;
  /** Where the company's SMTP server and geocoder may be (common/company-hosts.ts). */
  companyHosts: CompanyHosts;
  /** Whether the server has SMTP_URL (the fallback for companies without their own). */
  serverSmtp: boolean;
  /** The server's geocoder (GEOCODER_URL), for companies without their own. */
  serverGeocoderUrl: string;
}

/**
 * On a server that allows public hosts only, a host that is or resolves to an internal address is a
 * field error. One that does not resolve now is saved: the test mail and the search will tell, and
 * every use checks again (mail-delivery.ts, geocoder-client.ts).
 */
async function refuseInternalHosts(body: IntegrationsBody, policy: CompanyHosts): Promise<void> {
  const errors: Record<string, string> = {};
  const check = async (field: 'smtp_host' | 'geocoder_url', host: string | null) => {
    if (host === null) return;
    try {
      await addressToDial(host, policy);
    } catch (error) {
      if (error instanceof InternalHostError) errors[field] = INTEGRATIONS_MSG.internalHost;
    }
  };
  await check('smtp_host', body.smtp_host);
  await check('geocoder_url', body.geocoder_url === null ? null : new URL(body.geocoder_url).hostname);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function companyIdOf(sc: ServiceContext): number {
  if (sc.auth.companyId === null) throw new ForbiddenError(MSG.settingsNoCompany);
  return sc.auth.companyId;
}

/** The company's integrations row, or null before the first save. */
export function loadIntegrations(em: SqlEntityManager, companyId: number): Promise<CompanyIntegration | null> {
  return em.findOne(CompanyIntegration, { company: companyId });
}

/** The geocoder a company's address search calls: its own, else the server's (GEOCODER_URL, by default the public one of spec 2 §7). */
export function geocoderUrlOf(row: CompanyIntegration | null, serverGeocoderUrl: string): string {
  return row?.geocoderUrl ?? serverGeocoderUrl;
}

export function createIntegrationsService({ box, serverSmtp, serverGeocoderUrl, companyHosts }: Deps) {
  function toDto(row: CompanyIntegration | null): Integrations {
    return {
      ...integrationFields.toApi(row ?? NO_INTEGRATIONS),
      smtp_password_set: Boolean(row?.smtpPasswordSealed),
      effective_geocoder_url: geocoderUrlOf(row, serverGeocoderUrl),
      server_smtp_configured: serverSmtp,
    };
  }

  return {
    async show(sc: ServiceContext): Promise<Integrations> {
      return toDto(await loadIntegrations(sc.em, companyIdOf(sc)));
    },

    async update(sc: ServiceContext, body: IntegrationsBody): Promise<Integrations> {
      const companyId = companyIdOf(sc);
      await refuseInternalHosts(body, companyHosts);
      return sc.em.transactional(async (tx) => {
        const row = (await loadIntegrations(tx, companyId)) ?? tx.create(CompanyIntegration, { company: tx.getReference(Company, companyId) });
        const next = integrationFields.valuesOf(body);
        const changes: AuditChanges = diff(integrationFields.toApi(row), next);
        // the stored password goes only to the server it was typed for: sent to a new host it could be read there
        const serverChanged = SERVER_FIELDS.some((field) => field in changes);
        if (body.smtp_password === undefined && row.smtpPasswordSealed && next.smtp_user && serverChanged) {
          throw new ValidationError({ smtp_password: INTEGRATIONS_MSG.passwordAgain });
        }
        tx.assign(row, integrationFields.toEntity(next));
        // write-only: undefined keeps it, '' removes it; the audit says only that it changed
        if (body.smtp_password !== undefined) {
          const hadOne = Boolean(row.smtpPasswordSealed);
          row.smtpPasswordSealed = body.smtp_password === '' ? null : box.seal(body.smtp_password);
          if (hadOne || row.smtpPasswordSealed) changes.smtp_password = { from: hadOne ? HIDDEN : null, to: row.smtpPasswordSealed ? HIDDEN : null };
        }
        // a user-less server needs no password
        if (!row.smtpUser && row.smtpPasswordSealed) row.smtpPasswordSealed = null;
        if (Object.keys(changes).length > 0) {
          await tx.flush();
          sc.audit(tx, { companyId, entityType: AUDIT_ENTITY, entityId: row.id, action: 'updated', changes });
        }
        return toDto(row);
      });
    },

    /** 'Invia email di prova': a mail to the caller through the outbox, so it takes the real path. */
    async testMail(sc: ServiceContext): Promise<{ to: string }> {
      const companyId = companyIdOf(sc);
      const row = await loadIntegrations(sc.em, companyId);
      if (!mailCanLeave(row, serverSmtp)) throw new ConflictError(INTEGRATIONS_MSG.noSmtp);
      const to = sc.auth.profile.user.email;
      await sc.em.transactional(async (tx) => {
        enqueueMail(tx, {
          companyId,
          kind: 'smtp_test',
          to,
          subject: 'Banco: email di prova',
          text:
            `Ciao ${sc.auth.profile.user.firstName},\n\nquesta è l'email di prova richiesta da Impostazioni → Integrazioni. ` +
            `È partita dal server SMTP ${row?.smtpHost ? `dell'azienda (${row.smtpHost})` : 'del server Banco'}: se la leggi, la posta funziona.` +
            '\n\n— Banco, il gestionale del tuo negozio',
        });
      });
      return { to };
    },
  };
}
