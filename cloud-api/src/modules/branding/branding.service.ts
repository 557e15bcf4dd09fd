import { BRANDING_MSG, LOGO_MAX_BYTES, MSG, type Branding, type brandingBodySchema, type ReceiptBranding, type z } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { diff } from '../../common/audit.ts';
import type { AuditChanges } from '../audit/audit-log.entity.ts';
import { ForbiddenError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { Company } from '../companies/company.entity.ts';
import { brandingTextFields, NO_BRANDING_TEXTS } from './branding-fields.ts';
import { CompanyBranding } from './company-branding.entity.ts';
import { decodeImageUpload, imageDataUrl } from '../../common/image-upload.ts';
import { documentBranding } from './document-branding.ts';

type BrandingBody = z.output<typeof brandingBodySchema>;

const AUDIT_ENTITY = 'CompanyBranding';

function companyIdOf(sc: ServiceContext): number {
  if (sc.auth.companyId === null) throw new ForbiddenError(MSG.settingsNoCompany);
  return sc.auth.companyId;
}

/** The company's branding row with its logo, or null before the first save. */
export function loadBranding(em: SqlEntityManager, companyId: number): Promise<CompanyBranding | null> {
  return em.findOne(CompanyBranding, { company: companyId }, { populate: ['logo'] });
}

function toBranding(row: CompanyBranding | null): Branding {
  const logo = row?.logo ?? null;
  return {
    logo_url: logo && row?.logoType ? imageDataUrl(row.logoType, logo) : null,
    logo_type: logo ? (row?.logoType ?? null) : null,
    logo_bytes: logo ? (row?.logoBytes ?? null) : null,
    ...brandingTextFields.toApi(row ?? NO_BRANDING_TEXTS),
  };
}


export function createBrandingService() {
  /** Changes the company's row (created on first use) in one transaction with its audit row. */
  async function change(sc: ServiceContext, action: string, apply: (row: CompanyBranding) => AuditChanges): Promise<Branding> {
    const companyId = companyIdOf(sc);
    return sc.em.transactional(async (tx) => {
      const row = (await loadBranding(tx, companyId)) ?? tx.create(CompanyBranding, { company: tx.getReference(Company, companyId) });
      const changes = apply(row);
      if (Object.keys(changes).length > 0) {
        await tx.flush();
        sc.audit(tx, { companyId, entityType: AUDIT_ENTITY, entityId: row.id, action, changes });
      }
      return toBranding(row);
    });
  }

  const logoSummary = (row: CompanyBranding) => (row.logo ? `${row.logoType ?? ''} ${row.logoBytes ?? 0} byte` : null);

  return {
    async show(sc: ServiceContext): Promise<Branding> {
      return toBranding(await loadBranding(sc.em, companyIdOf(sc)));
    },

    /** The receipt's top and bottom as every receipt of the company prints them (documentBranding). */
    async receipt(sc: ServiceContext): Promise<ReceiptBranding> {
      const { logo, receipt } = await documentBranding(sc.em, companyIdOf(sc));
      return { logo_url: logo ? imageDataUrl(logo.type, logo.data) : null, header: receipt.header, footer: receipt.footer };
    },

    update(sc: ServiceContext, body: BrandingBody): Promise<Branding> {
      return change(sc, 'updated', (row) => {
        const next = brandingTextFields.valuesOf(body);
        const changes = diff(brandingTextFields.toApi(row), next);
        Object.assign(row, brandingTextFields.toEntity(next));
        return changes;
      });
    },

    uploadLogo(sc: ServiceContext, dataUrl: string): Promise<Branding> {
      const { bytes, type } = decodeImageUpload(dataUrl, LOGO_MAX_BYTES, 'logo', { tooLarge: BRANDING_MSG.logoTooLarge, invalid: BRANDING_MSG.logoInvalid });
      return change(sc, 'logo_uploaded', (row) => {
        const from = logoSummary(row);
        Object.assign(row, { logo: bytes, logoType: type, logoBytes: bytes.length });
        return { logo: { from, to: logoSummary(row) } };
      });
    },

    removeLogo(sc: ServiceContext): Promise<Branding> {
      return change(sc, 'logo_removed', (row): AuditChanges => {
        const from = logoSummary(row);
        if (from === null) return {};
        Object.assign(row, { logo: null, logoType: null, logoBytes: null });
        return { logo: { from, to: null } };
      });
    },
  };
}
