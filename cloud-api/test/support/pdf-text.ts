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

/**
 * A content stream inflated, or null. The data ends right before "\nendstream" (pdfkit writes LF); a
 * last data byte that happens to be '\r' (0x0D, one stream in 256) belongs to the data, unless the
 * writer ended the line with CRLF: both are tried.
 */
function inflated(stream: string): string | null {
  for (const data of stream.endsWith('\r') ? [stream, stream.slice(0, -1)] : [stream]) {
    try {
      return zlib.inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      // not this one
    }
  }
  return null;
}

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  let text = '';
  for (const [, stream = ''] of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const content = inflated(stream);
    if (content === null) continue; // an image or a font, not page content
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const [, hex = ''] of array.matchAll(/<([0-9a-fA-F]*)>/g)) text += cp1252(Buffer.from(hex, 'hex'));
    }
  }
  return text;
}
