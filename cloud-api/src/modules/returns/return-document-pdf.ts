import { EXCHANGE_DIRECTION_LABELS, formatCount, formatDateTime, formatMoney, formatPercent, NOT_FISCAL, RETURN_CONDITION_LABELS, type AssessedLine, type FileAnswer, type ReturnDetail } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { brandedDocument, fieldTable, listTable } from '../../common/pdf/branded-document.ts';
import { renderPdf } from '../../common/pdf/render-pdf.ts';
import { documentBranding } from '../branding/document-branding.ts';

export const CUSTOMER_AGREEMENT = 'Il cliente ha accettato le condizioni del reso';

/** A returned line's cells: the product with its codes, defects and notes; what it was paid; its assessment. */
function lineRow(line: AssessedLine): string[] {
  const defects = line.defects.map((defect) => defect.label).join(', ');
  return [
    [
      line.product_name,
      line.imei ? `IMEI ${line.imei}` : null,
      line.serial_number ? `S/N ${line.serial_number}` : null,
      `Difetti: ${defects === '' ? 'nessuno' : defects}`,
      line.notes ? `Note: ${line.notes}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
    formatCount(line.quantity),
    formatMoney(line.original_amount),
    `${RETURN_CONDITION_LABELS[line.condition]}\n${line.resellable ? 'Torna in vendita' : 'Non rivendibile'}`,
    formatMoney(line.return_value),
    line.restocking_percent > 0 ? `${formatMoney(line.restocking_fee)} (${formatPercent(line.restocking_percent)})` : formatMoney(line.restocking_fee),
  ];
}

/**
 * The document of a completed return or exchange (issue 11: 'Scarica Ricevuta', 'Stampa Documenti',
 * 'Invia Email'), branded as the sale's receipt: who, where and when, every returned product with its
 * assessment and restocking fee, the refund with its method, an exchange's difference, the loyalty
 * points taken back, and the customer's agreement.
 */
export async function returnDocumentPdf(em: SqlEntityManager, detail: ReturnDetail, companyId: number, store: { address: string | null; city: string | null }): Promise<FileAnswer> {
  const exchange = detail.type === 'exchange';
  const points: [string, string][] = [];
  if (detail.points_reversed > 0) points.push(['Punti stornati', formatCount(detail.points_reversed)]);
  if (detail.points_not_recovered > 0) points.push(['Punti non recuperati', `${formatCount(detail.points_not_recovered)} (già spesi in buoni)`]);
  const refunded = detail.refund_method_label === null ? formatMoney(detail.final_amount) : `${formatMoney(detail.final_amount)} — ${detail.refund_method_label}`;
  const document = brandedDocument(await documentBranding(em, companyId), `${exchange ? 'Documento di cambio' : 'Documento di reso'} ${detail.return_number}`, [
    { text: NOT_FISCAL, style: 'section' },
    fieldTable([
      ['Numero', detail.return_number],
      ['Negozio', [detail.store_name, store.address, store.city].filter(Boolean).join(' — ')],
      ['Data', formatDateTime(detail.created_at)],
      ['Vendita originale', detail.sale_number],
      ['Cliente', detail.customer_name ?? 'Cliente occasionale'],
      ['Gestito da', detail.processed_by_name],
      ['Approvato da', detail.approved_by_name],
    ]),
    { text: 'Prodotti restituiti', style: 'section' },
    listTable(
      ['Articolo', 'Q.tà', 'Pagato', 'Condizione', 'Valore di reso', 'Ricondizionamento'],
      detail.lines.map(lineRow),
      'Nessun prodotto',
      ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
    ),
    { text: 'Rimborso', style: 'section' },
    fieldTable([
      ['Importo originale', formatMoney(detail.original_amount)],
      ['Valore di reso', formatMoney(detail.return_value)],
      ['Costi di ricondizionamento', formatMoney(detail.restocking_fees)],
      ['Importo del rimborso', formatMoney(detail.refund_amount)],
      ['Bonus', formatMoney(detail.bonus)],
      ['Commissione', formatMoney(detail.processing_fee)],
      ['Rimborsato', refunded],
      ...(detail.balance_credit === '0.00' ? [] : [['Restituito come credito cliente (pagato con credito o coupon)', formatMoney(detail.balance_credit)] as [string, string]]),
      ['Tempi', detail.processing_time],
    ]),
    ...(exchange
      ? [
          { text: 'Cambio', style: 'section' },
          fieldTable([
            ['Nuova vendita', detail.exchange_sale_number],
            ['Valore nuovi prodotti', detail.new_products_value === null ? null : formatMoney(detail.new_products_value)],
            ['Differenza', detail.difference === null ? null : `${formatMoney(detail.difference)}${detail.direction ? ` ${EXCHANGE_DIRECTION_LABELS[detail.direction]}` : ''}`],
          ]),
        ]
      : []),
    ...(points.length > 0 ? [{ text: 'Punti fedeltà', style: 'section' }, fieldTable(points)] : []),
    ...(detail.notes ? [{ text: 'Note', style: 'section' }, { text: detail.notes }] : []),
    { text: detail.customer_agreement ? CUSTOMER_AGREEMENT : 'Consenso del cliente non registrato', margin: [0, 14, 0, 0] },
    { text: NOT_FISCAL, style: 'muted' },
  ]);
  return { filename: `reso-${detail.return_number}.pdf`, content_type: 'application/pdf', bytes: await renderPdf(document) };
}
