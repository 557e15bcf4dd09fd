import { DDT_LABELS_MAX, DDT_MSG, formatMoney, type DdtDetail, type FileAnswer } from '@banco/shared';
import type { Content } from 'pdfmake';
import { barcodePng } from '../../common/pdf/barcode.ts';
import { renderPdf } from '../../common/pdf/render-pdf.ts';
import { AppError } from '../../http/errors.ts';
import { safeName } from './ddt-report-pdf.ts';

/** A shelf/box label as label printers take them: 62 × 35 mm, one per page. */
const LABEL_SIZE = { width: 176, height: 100 };

interface Label {
  name: string;
  code: string | null;
  price: string | null;
}

/** How many labels a line gets: one per piece, else one per unit of the quantity. */
const labelsOfLine = (line: DdtDetail['lines'][number]): number => (line.pieces.length > 0 ? line.pieces.length : line.quantity);

/** One label per piece (its IMEI, else its serial) and one per unit of a quantity line (its EAN). */
export function labelsOf(ddt: DdtDetail): Label[] {
  return ddt.lines.flatMap((line) => {
    const price = line.selling_price === null ? null : formatMoney(line.selling_price);
    if (line.pieces.length > 0) return line.pieces.map((piece) => ({ name: line.product_name, code: piece.imei ?? piece.serial_number, price }));
    return Array.from({ length: labelsOfLine(line) }, () => ({ name: line.product_name, code: line.ean, price }));
  });
}

/** 'Stampa etichette': the labels of a DDT's goods, with the barcode of the IMEI or EAN, the name and the price. */
export async function ddtLabelsPdf(ddt: DdtDetail): Promise<FileAnswer> {
  // counted before any is made: a DDT may hold millions of units
  const count = ddt.lines.reduce((sum, line) => sum + labelsOfLine(line), 0);
  if (count > DDT_LABELS_MAX) throw new AppError(422, DDT_MSG.tooManyLabels(count));
  const labels = labelsOf(ddt);
  const barcodes = new Map<string, string>();
  for (const { code } of labels) if (code !== null && !barcodes.has(code)) barcodes.set(code, await barcodePng(code));
  const content: Content[] = labels.map((label, index) => ({
    stack: [
      { text: label.name, bold: true, fontSize: 8 },
      ...(label.code === null ? [{ text: 'Senza codice a barre', fontSize: 7, color: '#666666' }] : [{ image: barcodes.get(label.code) ?? '', fit: [164, 52] as [number, number], alignment: 'center' as const }]),
      { text: label.price ?? '', bold: true, fontSize: 11, alignment: 'right' as const },
    ],
    ...(index > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  const bytes = await renderPdf({
    pageSize: LABEL_SIZE,
    pageMargins: 6,
    info: { title: `Etichette DDT ${ddt.ddt_number}` },
    content: content.length > 0 ? content : [{ text: 'Nessuna etichetta' }],
  });
  return { filename: `etichette-ddt-${safeName(ddt.ddt_number)}.pdf`, content_type: 'application/pdf', bytes };
}
