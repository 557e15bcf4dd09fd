// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- our pdfmake types must come along into every program that imports this file (desktop main, e2e), not only cloud-api
/// <reference path="./ambient-pdfmake.d.ts" />
import type { Content } from 'pdfmake';
import type { DocumentBranding } from '../../modules/branding/document-branding.ts';
import type { PdfDocument } from './render-pdf.ts';
import { imageDataUrl } from '../image-upload.ts';

/**
 * A company's document (documentBranding): its logo and header lines above the title, its footer and the
 * page number below every page (issue 7.8: branding is used by every printed document and PDF).
 */
export function brandedDocument(
  branding: DocumentBranding,
  title: string,
  content: Content[],
  info: { subject?: string; lines?: 'document' | 'receipt' } = {},
): PdfDocument {
  const heading: Content[] = [];
  const { logo } = branding;
  // a receipt carries the receipt's texts (Personalizzazione), every other document the document's
  const document = branding[info.lines ?? 'document'];
  if (logo !== null) heading.push({ image: imageDataUrl(logo.type, logo.data), fit: [140, 48], margin: [0, 0, 0, 6] });
  heading.push({ text: document.header.join('\n'), style: 'companyHeader' });
  return {
    info: { title, author: branding.companyName, creator: 'Banco', ...(info.subject === undefined ? {} : { subject: info.subject }) },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 56],
    content: [...heading, { text: title, style: 'title' }, ...content],
    footer: (page: number, pages: number) => ({
      margin: [40, 12, 40, 0],
      columns: [
        { text: document.footer.length > 0 ? document.footer.join(' · ') : branding.companyName, style: 'footer' },
        { text: `Pagina ${page} di ${pages}`, style: 'footer', alignment: 'right', width: 90 },
      ],
    }),
    styles: {
      companyHeader: { fontSize: 9, color: '#495057', margin: [0, 0, 0, 12] },
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      section: { fontSize: 12, bold: true, margin: [0, 14, 0, 6] },
      label: { color: '#495057' },
      tableHeader: { bold: true, fillColor: '#f1f3f5' },
      footer: { fontSize: 8, color: '#868e96' },
      muted: { color: '#868e96', italics: true },
    },
  };
}

/** Label → value rows as a borderless two-column table ('—' for a missing value). */
export function fieldTable(rows: readonly (readonly [string, string | null])[]): Content {
  return {
    layout: 'noBorders',
    table: {
      widths: [150, '*'],
      body: rows.map(([label, value]) => [{ text: label, style: 'label' }, { text: value === null || value === '' ? '—' : value }]),
    },
  };
}

/** A table with a header row; `empty` shown instead when there are no rows. */
export function listTable(headers: readonly string[], rows: readonly (readonly string[])[], empty: string, widths?: (string | number)[]): Content {
  if (rows.length === 0) return { text: empty, style: 'muted' };
  return {
    layout: 'lightHorizontalLines',
    table: {
      headerRows: 1,
      widths: widths ?? headers.map(() => '*'),
      body: [headers.map((text) => ({ text, style: 'tableHeader' })), ...rows.map((row) => [...row])],
    },
  };
}
