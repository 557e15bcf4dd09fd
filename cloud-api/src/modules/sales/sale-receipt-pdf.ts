import { centsToMoney, formatCount, formatDateTime, formatMoney, formatPercent, NOT_FISCAL, PAYMENT_METHOD_LABELS, receiptPointsText, SALE_SERVICES, type FileAnswer, type SaleDetail } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { brandedDocument, fieldTable, listTable } from '../../common/pdf/branded-document.ts';
import { renderPdf } from '../../common/pdf/render-pdf.ts';
import { documentBranding } from '../branding/document-branding.ts';

/**
 * The receipt of a sale as it will print (issue 10): the company's and store's header, every line
 * with its IMEI and discount, services, payments and change, and the customer's points balance.
 */
export async function saleReceiptPdf(em: SqlEntityManager, sale: SaleDetail, companyId: number, store: { address: string | null; city: string | null }, pointsBalance: number | null): Promise<FileAnswer> {
  const services = SALE_SERVICES.filter((service) => sale.services.includes(service.code));
  const document = brandedDocument(await documentBranding(em, companyId), `Ricevuta ${sale.sale_number}`, [
    { text: NOT_FISCAL, style: 'section' },
    fieldTable([
      ['Negozio', [sale.store_name, store.address, store.city].filter(Boolean).join(' — ')],
      ['Data', formatDateTime(sale.sale_date)],
      ['Cliente', sale.customer_name ?? 'Cliente occasionale'],
      ['Consulente', sale.consultant_name],
      ['Autorizzata da', sale.authorized_by_name],
    ]),
    { text: 'Articoli', style: 'section' },
    listTable(
      ['Articolo', 'Q.tà', 'Prezzo', 'Sconto', 'Totale'],
      sale.lines.map((line) => [
        [line.product_name, line.imei ? `IMEI ${line.imei}` : null, line.serial_number ? `S/N ${line.serial_number}` : null, line.activation ? `Attivazione ${line.activation.operator}` : null].filter(Boolean).join('\n'),
        formatCount(line.quantity),
        formatMoney(line.unit_price),
        line.discount_percent > 0 ? `${formatPercent(line.discount_percent)} (-${formatMoney(line.discount_amount)})` : '—',
        formatMoney(line.total_price),
      ]),
      'Nessun articolo',
      ['*', 'auto', 'auto', 'auto', 'auto'],
    ),
    ...(services.length > 0
      ? [{ text: 'Servizi', style: 'section' }, listTable(['Servizio', 'Prezzo'], services.map((service) => [service.label, formatMoney(centsToMoney(service.priceCents))]), '', ['*', 'auto'])]
      : []),
    { text: 'Totale e pagamenti', style: 'section' },
    fieldTable([
      ['Subtotale', formatMoney(sale.subtotal)],
      ['Sconti', formatMoney(sale.total_discount)],
      ['Servizi', formatMoney(sale.services_total)],
      ['Totale', formatMoney(sale.total_amount)],
      ...sale.payments.map((payment): [string, string] => [PAYMENT_METHOD_LABELS[payment.method], `${formatMoney(payment.amount)}${payment.installments ? ` in ${payment.installments} rate` : ''}`]),
      ['Resto', formatMoney(sale.change_amount)],
      ['Punti fedeltà', pointsBalance === null ? null : receiptPointsText(sale.points_earned, pointsBalance)],
    ]),
    { text: NOT_FISCAL, style: 'muted' },
  ], { lines: 'receipt' });
  return { filename: `ricevuta-${sale.sale_number}.pdf`, content_type: 'application/pdf', bytes: await renderPdf(document) };
}
