import {
  CONSENT_KINDS,
  CONSENT_LABELS,
  consentChoices,
  DOCUMENT_TYPE_LABELS,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  LOYALTY_TIER_LABELS,
  type ConsentKind,
  type CustomerDetail,
  type CustomerExport,
  type FileAnswer,
  type PointsEntryKind,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ServiceContext } from '../../http/service-context.ts';
import { brandedDocument, fieldTable, listTable } from '../../common/pdf/branded-document.ts';
import { renderPdf } from '../../common/pdf/render-pdf.ts';
import { documentBranding } from '../branding/document-branding.ts';
import { loyaltyCard } from './customer-loyalty.ts';
import { allPurchases } from './customer-sales.ts';
import type { CustomersService } from './customers.service.ts';

const POINTS_KINDS: Readonly<Record<PointsEntryKind, string>> = { earned: 'Acquisto', manual: 'Manuale', conversion: 'Conversione in coupon', reversal: 'Reso' };

/**
 * The customer's data for a right-of-access request (GDPR art. 15, issue 8): the detail the screens
 * read (personal data, consents and their history, coupons) with every purchase and every points
 * entry, not only the newest the detail lists.
 */
export async function customerExport(em: SqlEntityManager, detail: CustomerDetail): Promise<CustomerExport> {
  const { loyalty: _shown, consent_history, permissions: _permissions, recent_sales: _recent, ...rest } = detail;
  const { total_purchases: _t, total_purchases_last_year: _y, total_purchases_last_90_days: _q, total_sales_count: _c, last_purchase_date_calculated: _l, credit_balance: _b, ...customer } = rest;
  return {
    exported_at: new Date().toISOString(),
    company_name: detail.owner_company_name,
    customer,
    consent_history,
    purchases: await allPurchases(em, detail.id),
    loyalty: await loyaltyCard(em, detail.id, false, { everyEntry: true }),
  };
}

/** The same data as a readable PDF on the company's letterhead. */
export async function customerExportPdf(em: SqlEntityManager, data: CustomerExport): Promise<FileAnswer> {
  const c = data.customer;
  const choices = consentChoices(data.consent_history);
  const name = c.customer_type === 'company' ? (c.company_name ?? '') : `${c.first_name ?? ''} ${c.last_name ?? ''}`.trim();
  const document = brandedDocument(
    await documentBranding(em, c.company_id),
    `Dati personali di ${name}`,
    [
      { text: `Estratto il ${formatDateTime(data.exported_at)} su richiesta di accesso dell'interessato (art. 15 GDPR).`, style: 'muted' },
      { text: 'Anagrafica', style: 'section' },
      fieldTable(
        c.customer_type === 'company'
          ? [
              ['Ragione sociale', c.company_name],
              ['Partita IVA', c.vat_number],
              ['Codice fiscale', c.fiscal_code],
              ['Rappresentante legale', c.legal_representative],
              ['PEC', c.pec_email],
              ['Codice SDI', c.sdi_code],
            ]
          : [
              ['Nome', c.first_name],
              ['Cognome', c.last_name],
              ['Codice fiscale', c.tax_code],
              ['Data di nascita', formatDay(c.birth_date)],
              ['Luogo di nascita', c.birth_place],
              ['Nazionalità', c.nationality],
            ],
      ),
      { text: 'Contatti e indirizzo', style: 'section' },
      fieldTable([
        ['Telefono', c.phone],
        ['Email', c.email],
        ['Indirizzo', [c.address, c.civic_number].filter(Boolean).join(' ')],
        ['Città', [c.postal_code, c.city, c.province ? `(${c.province})` : null].filter(Boolean).join(' ')],
      ]),
      { text: 'Documento di identità', style: 'section' },
      fieldTable([
        ['Tipo', DOCUMENT_TYPE_LABELS[c.document_type]],
        ['Numero', c.document_number],
        ['Rilasciato da', c.document_issued_by],
        ['Data rilascio', formatDay(c.document_issued_date)],
        ['Data scadenza', formatDay(c.document_expiry_date)],
      ]),
      { text: 'Consensi', style: 'section' },
      fieldTable(CONSENT_KINDS.map((kind) => [CONSENT_LABELS[kind], consentOf(c, kind) ? 'Dato' : 'Non dato'])),
      { text: 'Storico dei consensi', style: 'section' },
      listTable(
        ['Data', 'Consenso', 'Scelta', 'Registrato da'],
        data.consent_history.map((event, index) => [formatDateTime(event.changed_at), CONSENT_LABELS[event.consent], choices[index] ?? '', event.changed_by_name ?? '—']),
        'Nessuna modifica registrata',
        [95, '*', 60, 110],
      ),
      { text: 'Acquisti', style: 'section' },
      listTable(
        ['Data', 'Negozio', 'Importo', 'Note'],
        data.purchases.map((sale) => [formatDate(sale.sale_date), sale.store_name ?? '—', formatMoney(sale.total_amount), sale.notes ?? '']),
        'Nessun acquisto',
        [70, '*', 70, '*'],
      ),
      { text: 'Programma fedeltà ProFylo', style: 'section' },
      fieldTable([
        ['Punti disponibili', formatCount(data.loyalty.current_points)],
        ['Punti totali accumulati', formatCount(data.loyalty.lifetime_points)],
        ['Livello', LOYALTY_TIER_LABELS[data.loyalty.current_tier]],
      ]),
      listTable(
        ['Data', 'Tipo', 'Punti', 'Motivo'],
        data.loyalty.points_history.map((entry) => [formatDate(entry.created_at), POINTS_KINDS[entry.kind], formatCount(entry.points), entry.reason ?? '']),
        'Nessun movimento punti',
        [70, 110, 50, '*'],
      ),
      { text: 'Coupon', style: 'section' },
      listTable(
        ['Codice', 'Valore', 'Scadenza', 'Stato'],
        data.loyalty.coupons.map((coupon) => [coupon.code, formatMoney(coupon.value), formatDay(coupon.expires_on), coupon.status]),
        'Nessun coupon',
      ),
    ],
    { subject: 'Richiesta di accesso ai dati personali' },
  );
  return { filename: `dati-cliente-${c.id}.pdf`, content_type: 'application/pdf', bytes: await renderPdf(document) };
}

function consentOf(customer: CustomerExport['customer'], kind: ConsentKind): boolean {
  if (kind === 'privacy') return customer.privacy_consent;
  return kind === 'marketing' ? customer.marketing_consent : customer.profiling_consent;
}

/** GET /customers/{id}/export and /export.pdf: the data, and an audit row saying who took it and how. */
export function createCustomerExports(customers: Pick<CustomersService, 'show'>) {
  async function exported(sc: ServiceContext, id: number, format: 'json' | 'pdf'): Promise<CustomerExport> {
    const data = await customerExport(sc.em, await customers.show(sc, id));
    await sc.em.transactional(async (tx) => {
      sc.audit(tx, { companyId: data.customer.company_id, entityType: 'Customer', entityId: id, action: 'data_exported', changes: { format: { from: null, to: format } } });
    });
    return data;
  }
  return {
    data: (sc: ServiceContext, id: number) => exported(sc, id, 'json'),
    pdf: async (sc: ServiceContext, id: number) => customerExportPdf(sc.em, await exported(sc, id, 'pdf')),
  };
}
