import zlib from 'node:zlib';

/**
 * The text a PDF made by our renderer (pdfkit) shows, in reading order: its pages' content streams
 * inflated, the hex strings of their TJ operators decoded with the font each is drawn in (`Tf`). An
 * embedded font (ours: a subset, two bytes a glyph) is read through its ToUnicode CMap; a standard
 * font, or text with no font, as WinAnsi (cp1252). Enough to assert what a document says without a
 * PDF library in the tests.
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

/** A ToUnicode CMap's destination: UTF-16BE in hex. */
const utf16 = (hex: string): string => {
  const bytes = Buffer.from(hex, 'hex');
  let text = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) text += String.fromCharCode(bytes.readUInt16BE(i));
  return text;
};

/** A font's ToUnicode CMap: how many bytes a code takes and what each code reads as. */
interface ToUnicode {
  width: number;
  codes: Map<number, string>;
}

function toUnicode(cmap: string): ToUnicode {
  const codes = new Map<number, string>();
  const space = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(cmap);
  const width = space?.[1] === undefined ? 1 : space[1].length / 2;
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, source = '', target = ''] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) codes.set(parseInt(source, 16), utf16(target));
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low = '', high = '', targets] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]*>)/g)) {
      const first = parseInt(low, 16);
      const last = parseInt(high, 16);
      if (targets?.startsWith('[') === true) {
        const list = Array.from(targets.matchAll(/<([0-9a-fA-F]*)>/g), ([, hex = '']) => utf16(hex));
        list.forEach((target, i) => codes.set(first + i, target));
      } else {
        // one destination, incremented by one for each code of the range
        const start = Buffer.from(targets?.slice(1, -1) ?? '', 'hex');
        for (let code = first; code <= last; code++) {
          const target = Buffer.from(start);
          if (target.length >= 2) target.writeUInt16BE((target.readUInt16BE(target.length - 2) + (code - first)) & 0xffff, target.length - 2);
          codes.set(code, utf16(target.toString('hex')));
        }
      }
    }
  }
  return { width, codes };
}

function decode(hex: string, font: ToUnicode | undefined): string {
  const bytes = Buffer.from(hex, 'hex');
  if (font === undefined) return cp1252(bytes);
  let text = '';
  for (let i = 0; i + font.width <= bytes.length; i += font.width) {
    text += font.codes.get(bytes.readUIntBE(i, font.width)) ?? '\uFFFD';
  }
  return text;
}

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  // every object: its dictionary and its stream, in the file's order
  const objects = new Map<string, { dictionary: string; stream: string | null }>();
  for (const [, id = '', dictionary = '', stream] of raw.matchAll(/(\d+) 0 obj\r?\n([\s\S]*?)(?:stream\r?\n([\s\S]*?)\nendstream|endobj)/g)) {
    objects.set(id, { dictionary, stream: stream ?? null });
  }
  // the fonts' resource names (/F1...), pdfkit's are the same on every page, to their ToUnicode CMaps
  const fonts = new Map<string, ToUnicode>();
  for (const [, entries = ''] of raw.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
    for (const [, name = '', id = ''] of entries.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
      const cmapId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id)?.dictionary ?? '')?.[1];
      const cmap = cmapId === undefined ? null : objects.get(cmapId)?.stream;
      const content = cmap === undefined || cmap === null ? null : inflated(cmap);
      if (content !== null) fonts.set(name, toUnicode(content));
    }
  }
  // the pages' content streams; a bare stream with no page (the reader's own tests) counts as one
  const contents = new Set(Array.from(raw.matchAll(/\/Contents (\d+) 0 R/g), ([, id = '']) => id));
  let text = '';
  for (const [id, { stream }] of objects) {
    if (stream === null || (contents.size > 0 && !contents.has(id))) continue;
    const content = inflated(stream);
    if (content === null) continue; // an image or a font, not page content
    let font: ToUnicode | undefined;
    for (const [, name, array = ''] of content.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (name !== undefined) {
        font = fonts.get(name);
        continue;
      }
      for (const [, hex = ''] of array.matchAll(/<([0-9a-fA-F]*)>/g)) text += decode(hex, font);
    }
  }
  return text;
}
