import zlib from 'node:zlib';

/**
 * The text a PDF made by our renderer (pdfkit, standard fonts) shows, in reading order: its content
 * streams inflated, the hex strings of their TJ operators decoded from WinAnsi (cp1252). Enough to
 * assert what a document says without a PDF library in the tests.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  let text = '';
  for (const [, stream = ''] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      continue; // an image or a font, not page content
    }
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const [, hex = ''] of array.matchAll(/<([0-9a-fA-F]*)>/g)) text += decoder.decode(Buffer.from(hex, 'hex'));
    }
  }
  return text;
}
