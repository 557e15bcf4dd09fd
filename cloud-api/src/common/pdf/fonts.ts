import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The font of every PDF Banco renders, chosen here only.
 *
 * Arimo, from the npm package @expo-google-fonts/arimo (Google Fonts' own TTF files, republished by
 * Expo; the fonts under the SIL Open Font License 1.1, which allows embedding them in any document,
 * the package's code MIT). Why Arimo: it is drawn on Helvetica's and Arial's metrics, so the
 * documents keep the widths, line breaks and page breaks they had with PDF's standard Helvetica; and
 * it covers Latin with Extended-A, -B and Additional (Romanian ș ț ă, Polish ł, Turkish ğ ı,
 * Albanian, Czech, Vietnamese...), Greek and Cyrillic, where the standard Helvetica (WinAnsi, only
 * Latin-1) garbled every other character and the letters after it. Embedded as subsets: a document
 * carries only the glyphs it uses.
 *
 * What Arimo cannot draw (CJK, emoji, most symbols) becomes PLACEHOLDER, one per character as a reader
 * sees it (drawableText): a visible mark rather than an empty box, and the rest of the line intact.
 * A font that also drew CJK would weigh 10–20 MB for names that Italian shops rarely hold.
 */
export const PDF_FONT_FAMILY = 'Arimo';
const PACKAGE = '@expo-google-fonts/arimo';
/** pdfmake's four faces: `bold` and `italics` of a text pick them. */
const FACES = {
  normal: '400Regular/Arimo_400Regular.ttf',
  bold: '700Bold/Arimo_700Bold.ttf',
  italics: '400Regular_Italic/Arimo_400Regular_Italic.ttf',
  bolditalics: '700Bold_Italic/Arimo_700Bold_Italic.ttf',
} as const;

export type FontFace = keyof typeof FACES;

/** Shown instead of a character the fonts cannot draw. */
export const PLACEHOLDER = '?';

export interface PdfFonts {
  /** Each face's file name (as pdfmake's virtual file system holds it) and bytes. */
  faces: Record<FontFace, { name: string; data: Buffer }>;
  /** Code points every face draws. */
  covered: ReadonlySet<number>;
}

let loaded: PdfFonts | undefined;

/** The fonts' files and what they cover: read once per process, on the first document. */
export function pdfFonts(): PdfFonts {
  if (loaded !== undefined) return loaded;
  const require = createRequire(import.meta.url);
  const faces = {} as PdfFonts['faces'];
  let covered: Set<number> | undefined;
  for (const [face, file] of Object.entries(FACES) as [FontFace, string][]) {
    const data = withoutMarkPositioning(fs.readFileSync(require.resolve(`${PACKAGE}/${file}`)));
    faces[face] = { name: `${PDF_FONT_FAMILY}-${face}.ttf`, data };
    const font = fontkit.create(data);
    if (!('characterSet' in font)) throw new Error(`${file}: not a single font`);
    const characters = new Set(font.characterSet);
    covered = covered === undefined ? characters : new Set([...covered].filter((codePoint) => characters.has(codePoint)));
  }
  loaded = { faces, covered: covered ?? new Set() };
  return loaded;
}

/**
 * The font with its GPOS features `mark` and `mkmk` (placing combining accents on their letter)
 * renamed to tags no shaper applies. pdfkit parses the fonts again for each document, and fontkit
 * decodes those two features' anchor tables before it lays out the first word, whatever the text:
 * 20 ms a face a document with them (a receipt went from 4 to 43 ms), 3 without. Text is composed
 * (NFC) before it is drawn, so a letter with an accent is one glyph of the font (ș, ł, ё, ά...) and
 * needs no placing; only a combining accent that has no composed letter is drawn at the font's default
 * place. The file on disk is untouched; only the glyphs drawn reach the PDF (subset), not this table.
 */
function withoutMarkPositioning(font: Buffer): Buffer {
  const copy = Buffer.from(font);
  const tables = copy.readUInt16BE(4);
  for (let table = 0; table < tables; table++) {
    const record = 12 + 16 * table;
    if (copy.toString('latin1', record, record + 4) !== 'GPOS') continue;
    const gpos = copy.readUInt32BE(record + 8);
    const featureList = gpos + copy.readUInt16BE(gpos + 6);
    const features = copy.readUInt16BE(featureList);
    for (let feature = 0; feature < features; feature++) {
      const tag = featureList + 2 + 6 * feature;
      const name = copy.toString('latin1', tag, tag + 4);
      if (name === 'mark' || name === 'mkmk') copy.write(name === 'mark' ? 'zmrk' : 'zmkm', tag, 'latin1');
    }
  }
  return copy;
}

/** Drawn by no font and seen as nothing (joiners, variation selectors): dropped, not replaced. */
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;
/** Line breaks and tabs: pdfmake lays them out, no glyph is drawn. */
const CONTROL = /^\p{Cc}$/u;
const graphemes = new Intl.Segmenter('it', { granularity: 'grapheme' });

/**
 * `text` as the fonts can draw it, composed (NFC: a letter and its combining accent as the one letter
 * the font has). Each character as a reader sees it (a grapheme: an emoji with its
 * modifiers and joiners, a letter with its accents) that holds a code point the fonts lack becomes one
 * PLACEHOLDER; a lacking code point that is invisible anyway (an emoji's variation selector after a
 * letter or sign the fonts have) is dropped. Text the fonts cover, nearly all, comes back as it is.
 */
export function drawableText(raw: string, covered: ReadonlySet<number> = pdfFonts().covered): string {
  const text = raw.normalize('NFC');
  const drawable = (character: string): boolean => covered.has(character.codePointAt(0) ?? 0) || CONTROL.test(character);
  let all = true;
  for (const character of text) {
    if (!drawable(character)) {
      all = false;
      break;
    }
  }
  if (all) return text;
  let result = '';
  for (const { segment } of graphemes.segment(text)) {
    let kept = '';
    let lacking = false;
    for (const character of segment) {
      if (drawable(character)) kept += character;
      else if (!INVISIBLE.test(character)) lacking = true;
    }
    result += lacking ? PLACEHOLDER : kept;
  }
  return result;
}
