import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';

/**
 * A company's integrations (Impostazioni → Integrazioni), one row per company, created on first
 * save: its own SMTP server and sender (used for its mails instead of SMTP_URL) and its address
 * geocoder. The SMTP password is stored sealed (common/secret-box.ts), never in plain text.
 */
export const CompanyIntegrationSchema = defineEntity({
  name: 'CompanyIntegration',
  tableName: 'company_integrations',
  properties: {
    id: p.integer().primary(),
    company: () => p.oneToOne(Company).owner().unique().deleteRule('cascade'),
    smtpHost: p.string().length(253).nullable(),
    smtpPort: p.integer().nullable(),
    smtpSecure: p.boolean().default(false),
    smtpUser: p.string().length(254).nullable(),
    smtpPasswordSealed: p.text().nullable().hidden(),
    mailFrom: p.string().length(254).nullable(),
    geocoderUrl: p.string().length(500).nullable(),
    ...timestamps(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('company_integrations'),
});

export class CompanyIntegration extends CompanyIntegrationSchema.class {}
CompanyIntegrationSchema.setClass(CompanyIntegration);
