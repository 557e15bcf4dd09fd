import { describe, expect, it } from 'vitest';
import { drawableText, pdfFonts, PLACEHOLDER } from '../src/common/pdf/fonts.ts';
import { renderPdf, type PdfDocument } from '../src/common/pdf/render-pdf.ts';
import { pdfText } from './support/pdf-text.ts';

const NAMES = ['Ștefan Țăranu, Brașov', 'Łukasz Wałęsa, Łódź', 'Ağrı Doğan, İzmir', 'Arbër Çeliku, Shkodër', 'Νικόλαος Παπαδόπουλος', 'Олександр Шевченко, Київ', 'Ёлкин Юрий, Санкт-Петербург'];

describe('renderPdf: the embedded fonts (Latin, Greek, Cyrillic)', () => {
  it('draws every European script of a document in each face (regular, bold, italics, both), the header and footer too', async () => {
    const document: PdfDocument = {
      header: () => ({ text: 'Intestazione Ώ Ж ț' }),
      footer: (page, pages) => ({ text: `Pagina ${page} di ${pages} · Țară` }),
      content: [
        ...NAMES.map((name) => ({ text: name })),
        { text: 'Grassetto Ș', bold: true },
        { text: 'Corsivo Ψ', italics: true },
        { text: 'Entrambi Щ', bold: true, italics: true },
        { columns: [{ text: 'Colonna ğ' }, { stack: [{ text: 'Pila ł' }] }] },
        { layout: 'noBorders', table: { body: [['Cella ά', { text: 'Cella б', style: 'x' }]] } },
      ],
    };
    const text = pdfText(await renderPdf(document));
    for (const expected of [...NAMES, 'Grassetto Ș', 'Corsivo Ψ', 'Entrambi Щ', 'Colonna ğ', 'Pila ł', 'Cella ά', 'Cella б', 'Intestazione Ώ Ж ț', 'Pagina 1 di 1 · Țară']) {
      expect(text).toContain(expected);
    }
  });

  it('puts one placeholder for each character the fonts lack (emoji, CJK) and leaves the rest of the line as it is', async () => {
    const text = pdfText(await renderPdf({ content: ['Anna 😀 Li 李 Wei 👨‍👩‍👧 ok', { text: 'Grassetto 中文 dopo', bold: true }] }));
    expect(text).toContain('Anna ? Li ? Wei ? ok');
    expect(text).toContain('Grassetto ?? dopo');
  });

  it('leaves the caller’s document as it was', async () => {
    const content = [{ text: 'Mei 😀' }];
    await renderPdf({ content });
    expect(content).toEqual([{ text: 'Mei 😀' }]);
  });
});

describe('drawableText', () => {
  it('gives covered text back as it is, and composes letters written with a combining accent', () => {
    for (const name of NAMES) expect(drawableText(name)).toBe(name);
    expect(drawableText('Riga uno\nRiga due\tfine')).toBe('Riga uno\nRiga due\tfine');
    // S + combining comma below, as a keyboard of another system may send it: the one letter Ș
    expect(drawableText('S\u0326tefan')).toBe('Ștefan');
  });

  it('replaces what the fonts cannot draw, one placeholder per character as a reader sees it', () => {
    expect(PLACEHOLDER).toBe('?');
    expect(drawableText('😀')).toBe('?');
    expect(drawableText('北京 Pechino')).toBe('?? Pechino');
    // a family of three joined emoji and a flag are one character each
    expect(drawableText('a👨‍👩‍👧b🇮🇹c')).toBe('a?b?c');
    // a heart with its emoji variation selector: one placeholder; a sign the fonts have keeps itself, the selector goes
    expect(drawableText('❤️ ©️')).toBe('? ©');
  });

  it('reads the fonts once per process', () => {
    expect(pdfFonts()).toBe(pdfFonts());
    const { covered } = pdfFonts();
    for (const character of 'AzàèìòùÀ€—·ȘșȚțăĂłŁğĞıİëËçÇΑωάЖжЁёЇїҐґ') expect(covered.has(character.codePointAt(0) ?? 0)).toBe(true);
  });
});
