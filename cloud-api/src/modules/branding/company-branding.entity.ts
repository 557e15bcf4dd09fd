import { defineEntity, p } from '@mikro-orm/core';
import { LOGO_TYPES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';

/**
 * A company's branding for receipts and documents (Impostazioni → Personalizzazione), one row per
 * company, created on first save. The logo lives here as bytea rather than as a file under
 * DATA_DIR: it is walled by the same row-level security as the company's other rows, travels in
 * the database's backups, and works when several server processes share one PostgreSQL (no shared
 * disk). LOGO_MAX_BYTES (512 KB) keeps the row small.
 */
export const CompanyBrandingSchema = defineEntity({
  name: 'CompanyBranding',
  tableName: 'company_brandings',
  properties: {
    id: p.integer().primary(),
    company: () => p.oneToOne(Company).owner().unique().deleteRule('cascade'),
    logo: p.blob().nullable().lazy(),
    logoType: p.enum(LOGO_TYPES).nullable(),
    logoBytes: p.integer().nullable(),
    receiptHeader: p.text().nullable(),
    receiptFooter: p.text().nullable(),
    documentHeader: p.text().nullable(),
    documentFooter: p.text().nullable(),
    ...timestamps(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('company_brandings'),
});

export class CompanyBranding extends CompanyBrandingSchema.class {}
CompanyBrandingSchema.setClass(CompanyBranding);
