// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- our pdfmake types must come along into every program that imports this file (desktop main, e2e), not only cloud-api
/// <reference path="./ambient-pdfmake.d.ts" />
import pdfmake, { type DocumentDefinition } from 'pdfmake';

/**
 * PDF rendering for every document Banco prints (customer data export, DDT report, labels, return
 * documents...): pdfmake, a declarative layout (text, tables, columns, images) over pdfkit. It is
 * set up once with PDF's standard Helvetica, which needs no font files and covers Italian (accents,
 * €), and with no access to files or URLs: a document holds only what the caller put in it.
 */
/** A document's definition, as pdfmake takes it. */
export type PdfDocument = DocumentDefinition;

const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
/** pdfkit's built-in fonts, named like files: the only "files" a document may read. */
const STANDARD_FONTS = new Set(Object.values(HELVETICA));

let ready = false;

function setUp(): void {
  if (ready) return;
  pdfmake.setFonts({ Helvetica: HELVETICA });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
  ready = true;
}

export async function renderPdf(document: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  setUp();
  const buffer = await pdfmake.createPdf({ ...document, defaultStyle: { font: 'Helvetica', fontSize: 10, ...document.defaultStyle } }).getBuffer();
  return Uint8Array.from(buffer);
}
