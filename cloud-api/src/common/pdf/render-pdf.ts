// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- our pdfmake types must come along into every program that imports this file (desktop main, e2e), not only cloud-api
/// <reference path="./ambient-pdfmake.d.ts" />
import pdfmake, { type Content, type DocumentDefinition } from 'pdfmake';
import { drawableText, PDF_FONT_FAMILY, pdfFonts, type FontFace } from './fonts.ts';

/**
 * PDF rendering for every document Banco prints (customer data export, DDT report, labels, return
 * documents...): pdfmake, a declarative layout (text, tables, columns, images) over pdfkit. It is
 * set up once per process with the fonts of fonts.ts (Latin, Greek, Cyrillic; embedded, read from
 * memory) and with no access to files or URLs: a document holds only what the caller put in it.
 */
/** A document's definition, as pdfmake takes it. */
export type PdfDocument = DocumentDefinition;

let ready = false;

function setUp(): void {
  if (ready) return;
  const { faces } = pdfFonts();
  const family = {} as Record<FontFace, string>;
  for (const [face, { name, data }] of Object.entries(faces) as [FontFace, { name: string; data: Buffer }][]) {
    // pdfmake's in-memory files: each document opens the fonts from here, never from the disk
    pdfmake.virtualfs.writeFileSync(name, data);
    family[face] = name;
  }
  pdfmake.setFonts({ [PDF_FONT_FAMILY]: family });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

/** The keys of a content node that hold text or other nodes (`image`, `style`, `layout`... are left as they are). */
const NESTED = ['text', 'stack', 'columns', 'ul', 'ol'] as const;

/** A content node with every text as the fonts can draw it (drawableText); a copy, the caller's node is left as it is. */
function drawableNode(node: unknown): unknown {
  if (typeof node === 'string') return drawableText(node);
  if (Array.isArray(node)) return node.map(drawableNode);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = { ...node };
  for (const key of NESTED) if (key in copy) copy[key] = drawableNode(copy[key]);
  const table = copy['table'];
  if (typeof table === 'object' && table !== null && 'body' in table) copy['table'] = { ...table, body: drawableNode(table.body) };
  return copy;
}
const drawable = <T extends Content>(content: T): T => drawableNode(content) as T;

type Margin = (page: number, pages: number) => Content;
const drawableMargin = (margin: Margin | undefined): Margin | undefined => (margin === undefined ? undefined : (page, pages) => drawable(margin(page, pages)));

export async function renderPdf(document: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  setUp();
  const { header, footer, ...rest } = document;
  const definition: DocumentDefinition = {
    ...rest,
    content: drawable(document.content),
    defaultStyle: { font: PDF_FONT_FAMILY, fontSize: 10, ...document.defaultStyle },
  };
  const drawableHeader = drawableMargin(header);
  const drawableFooter = drawableMargin(footer);
  if (drawableHeader !== undefined) definition.header = drawableHeader;
  if (drawableFooter !== undefined) definition.footer = drawableFooter;
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return Uint8Array.from(buffer);
}
