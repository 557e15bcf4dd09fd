import type { LogoType } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Company } from '../companies/company.entity.ts';
import { loadBranding } from './branding.service.ts';

/**
 * What every printed document and PDF of a company carries (receipts, sale documents, repair
 * tickets, ...): the one place their code reads the logo and the header and footer lines from.
 * Texts the company did not write fall back to its identity (name, address, VAT number), so a
 * document is never without a header.
 */
export interface DocumentBranding {
  companyName: string;
  /** The logo's bytes and type (PNG or JPEG, checked on upload), or null. */
  logo: { type: LogoType; data: Buffer } | null;
  receipt: { header: string[]; footer: string[] };
  document: { header: string[]; footer: string[] };
}

function lines(text: string | null | undefined): string[] | null {
  return text ? text.split('\n') : null;
}

/** Name; street, postal code, city and province; P.IVA and C.F.; phone and e-mail — the lines that exist. */
export function companyIdentityLines(company: Company): string[] {
  const place = [company.postalCode, company.city, company.province ? `(${company.province})` : null].filter(Boolean).join(' ');
  const fiscal = [company.vatNumber ? `P.IVA ${company.vatNumber}` : null, company.taxCode ? `C.F. ${company.taxCode}` : null]
    .filter(Boolean)
    .join(' · ');
  const contact = [company.phone ? `Tel. ${company.phone}` : null, company.email].filter(Boolean).join(' · ');
  return [company.businessName ?? company.name, [company.address, place].filter(Boolean).join(', '), fiscal, contact].filter(
    (line): line is string => Boolean(line),
  );
}

/**
 * The branding of `companyId`'s documents, read through `em` (the request's tenant EntityManager,
 * or a system one for background printing): later PDF and receipt code calls this and nothing else.
 */
export async function documentBranding(em: SqlEntityManager, companyId: number): Promise<DocumentBranding> {
  const [company, branding] = await Promise.all([em.findOneOrFail(Company, { id: companyId }), loadBranding(em, companyId)]);
  const identity = companyIdentityLines(company);
  return {
    companyName: company.businessName ?? company.name,
    logo: branding?.logo && branding.logoType ? { type: branding.logoType, data: Buffer.from(branding.logo) } : null,
    receipt: {
      header: lines(branding?.receiptHeader) ?? identity.slice(0, 3),
      footer: lines(branding?.receiptFooter) ?? [],
    },
    document: {
      header: lines(branding?.documentHeader) ?? identity,
      footer: lines(branding?.documentFooter) ?? [],
    },
  };
}
