import zlib from 'node:zlib';

/**
 * The text a PDF made by our renderer (pdfkit, standard fonts) shows, in reading order: its content
 * streams inflated, the hex strings of their TJ operators decoded from WinAnsi (cp1252). Enough to
 * assert what a document says without a PDF library in the tests.
 */
/**
 * cp1252's 0x80–0x9F (the rest is Latin-1). Written out because Node's TextDecoder('windows-1252')
 * reads those bytes as Latin-1 control characters, which dropped '—' and '€' from the text.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const cp1252 = (bytes: Buffer): string => Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  let text = '';
  for (const [, stream = ''] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      continue; // an image or a font, not page content
    }
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const [, hex = ''] of array.matchAll(/<([0-9a-fA-F]*)>/g)) text += cp1252(Buffer.from(hex, 'hex'));
    }
  }
  return text;
}
