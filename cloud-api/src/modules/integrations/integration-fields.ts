import { defineFieldMap } from '../../common/field-map.ts';
import type { CompanyIntegration } from './company-integration.entity.ts';

/**
 * A company's integrations as the API names their columns: the save, the DTO and the audit trail
 * read this one list. The SMTP password is write-only (sealed, never read back), handled beside it.
 */
export const integrationFields = defineFieldMap<CompanyIntegration>()({
  smtp_host: 'smtpHost',
  smtp_port: 'smtpPort',
  smtp_secure: 'smtpSecure',
  smtp_user: 'smtpUser',
  mail_from: 'mailFrom',
  geocoder_url: 'geocoderUrl',
});

/** The values of a company that never saved its integrations (the columns' defaults). */
export const NO_INTEGRATIONS = {
  smtpHost: null,
  smtpPort: null,
  smtpSecure: false,
  smtpUser: null,
  mailFrom: null,
  geocoderUrl: null,
} as const satisfies Parameters<typeof integrationFields.toApi>[0];
