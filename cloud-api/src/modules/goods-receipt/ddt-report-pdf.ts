import { formatCount, formatDateTime, formatDay, formatMoney, receiptVariance, receiptVarianceFigure, type DdtDetail, type FileAnswer } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { brandedDocument, fieldTable, listTable } from '../../common/pdf/branded-document.ts';
import { renderPdf } from '../../common/pdf/render-pdf.ts';
import { documentBranding } from '../branding/document-branding.ts';

/** The load report of a DDT ('Scarica report'): the document, declared against loaded, every line and code. */
export async function ddtReportPdf(em: SqlEntityManager, ddt: DdtDetail, companyId: number): Promise<FileAnswer> {
  const variance = receiptVariance(ddt.total_declared_items, ddt.loaded_pieces);
  const codes = ddt.lines.flatMap((line) =>
    line.pieces.map((piece) => [line.product_name, piece.imei ?? '—', piece.imei2 ?? '—', piece.serial_number ?? '—'] as const),
  );
  const document = brandedDocument(await documentBranding(em, companyId), `Report di carico DDT ${ddt.ddt_number}`, [
    { text: `Carico completato il ${formatDateTime(ddt.completed_at)} da ${ddt.operator_name}.`, style: 'muted' },
    { text: 'Documento di trasporto', style: 'section' },
    fieldTable([
      ['Fornitore', ddt.supplier_name],
      ['Numero DDT', ddt.ddt_number],
      ['Data DDT', formatDay(ddt.ddt_date)],
      ['Consegna prevista', ddt.delivery_date ? formatDay(ddt.delivery_date) : null],
      ['Negozio', ddt.store_name],
      ['Colli', ddt.packages_count === null ? 'N/A' : formatCount(ddt.packages_count)],
      ['Pezzi dichiarati', formatCount(ddt.total_declared_items)],
      ['Pezzi caricati', formatCount(ddt.loaded_pieces)],
      ['Differenza', variance.difference === 0 ? 'Nessuna' : receiptVarianceFigure(variance, '-')],
      ['Valore di acquisto', ddt.total_value === null ? null : formatMoney(ddt.total_value)],
      ['Note', ddt.notes],
      ['Note discrepanze', ddt.discrepancy_notes],
    ]),
    { text: 'Prodotti caricati', style: 'section' },
    listTable(
      ['Prodotto', 'Categoria', 'Quantità', 'Prezzo acquisto', 'Ubicazione'],
      ddt.lines.map((line) => [`${line.product_name} (${line.brand} ${line.model})`, line.category, formatCount(line.quantity), line.purchase_price === null ? '—' : formatMoney(line.purchase_price), line.location_label]),
      'Nessun prodotto',
      ['*', 'auto', 'auto', 'auto', 'auto'],
    ),
    { text: 'IMEI e seriali', style: 'section' },
    listTable(['Prodotto', 'IMEI', 'IMEI 2', 'Seriale'], codes, 'Nessun codice: prodotti gestiti a quantità', ['*', 'auto', 'auto', 'auto']),
  ]);
  return { filename: `report-ddt-${safeName(ddt.ddt_number)}.pdf`, content_type: 'application/pdf', bytes: await renderPdf(document) };
}

/** A DDT number as a file name part. */
export function safeName(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'ddt';
}
