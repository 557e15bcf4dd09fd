import { describe, expect, it } from 'vitest';
import { emptyGoodsReceipt, newLine, pieceWith, withQuantity, type GoodsReceiptFormValues } from './goods-receipt-form.ts';
import { varianceText, verifyReceipt } from './receipt-verification.ts';

const PHONE = { id: 1, name: 'Galaxy S25', brand: 'Samsung', category: 'Smartphone', requires_imei: true, requires_serial: false } as const;
const CABLE = { id: 2, name: 'Cavo USB-C', brand: 'Samsung', category: 'Accessori', requires_imei: false, requires_serial: false } as const;

function receipt(declared: number, overrides: Partial<GoodsReceiptFormValues> = {}): GoodsReceiptFormValues {
  return {
    ...emptyGoodsReceipt('2026-11-20'),
    total_declared_items: declared,
    lines: [
      { ...withQuantity(newLine(PHONE), 2), pieces: [pieceWith('imei', '111'), pieceWith('imei', '222')], purchase_price: '600.00' },
      { ...withQuantity(newLine(CABLE), 8), purchase_price: '5.00' },
    ],
    ...overrides,
  };
}

describe('verifyReceipt', () => {
  it('all ready when loaded equals declared and nothing is missing', () => {
    const check = verifyReceipt(receipt(10));
    expect(check.variance).toMatchObject({ difference: 0, tone: 'success' });
    expect(check.issues).toEqual([]);
    expect(varianceText(check.variance)).toBe('Il caricato corrisponde al dichiarato');
  });

  it('a difference up to 5% is a warning, above 10% significant', () => {
    const values = receipt(20);
    const [phone, cable] = values.lines;
    if (!phone || !cable) throw new Error('fixture');
    const warning = verifyReceipt({ ...values, lines: [phone, withQuantity(cable, 19)], discrepancy_notes: 'un cavo in più' });
    expect(warning.variance).toMatchObject({ difference: 1, percent: 5, tone: 'warning', significant: false });
    expect(warning.issues).toEqual(['Pezzi caricati diversi dal DDT: 1 in più (5%)']);
    const eleven = verifyReceipt(receipt(11));
    expect(eleven.variance).toMatchObject({ difference: -1, percent: 9, tone: 'danger', significant: false });
    expect(eleven.issues[0]).toBe('Pezzi caricati diversi dal DDT: 1 in meno (9%)');
    const twelve = verifyReceipt(receipt(12));
    expect(twelve.variance.significant).toBe(true);
    expect(varianceText(twelve.variance)).toBe('Differenza: −2 (17%): la differenza è significativa');
    expect(twelve.issues).toContain('Nessuna nota sulla discrepanza');
  });

  it('lists missing codes, missing prices and IMEIs waiting for the authorisation', () => {
    const values = receipt(10);
    const [phone, cable] = values.lines;
    if (!phone || !cable) throw new Error('fixture');
    const check = verifyReceipt({
      ...values,
      lines: [{ ...phone, pieces: [{ ...pieceWith('imei', '111'), existing: true }] }, { ...cable, purchase_price: '' }],
    });
    expect(check.issues).toEqual(['Galaxy S25: manca 1 codice IMEI', "1 IMEI è già presente nel sistema: serve l'autorizzazione del manager", '1 prodotto senza prezzo di acquisto']);
    expect(check.codes).toEqual({ entered: 1, required: 2 });
  });

  it('groups the counts of a large delivery as Italian numbers', () => {
    const values = receipt(10);
    const [phone, cable] = values.lines;
    if (!phone || !cable) throw new Error('fixture');
    const check = verifyReceipt({ ...values, lines: [{ ...withQuantity(phone, 1200), pieces: [], purchase_price: '' }, { ...cable, purchase_price: '' }] });
    expect(check.issues).toEqual([
      'Pezzi caricati diversi dal DDT: 1.198 in più (11.980%): differenza significativa',
      'Galaxy S25: mancano 1.200 codici IMEI',
      '2 prodotti senza prezzo di acquisto',
      'Nessuna nota sulla discrepanza',
    ]);
    expect(varianceText(check.variance)).toBe('Differenza: +1.198 (11.980%): la differenza è significativa');
  });
});
