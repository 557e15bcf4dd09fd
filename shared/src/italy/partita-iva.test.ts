import { describe, expect, it } from 'vitest';
import { isValidPartitaIva, normalizePartitaIva, partitaIvaCheckDigit, partitaIvaError, withPartitaIvaCheckDigit } from './partita-iva.ts';

describe('partita IVA', () => {
  it('accepts real, published VAT numbers', () => {
    // Agenzia delle Entrate's own example and well-known companies' numbers
    for (const vat of ['07643520567', '00488410010', '00905811006', '06363391001', '00743110157']) {
      expect(isValidPartitaIva(vat), vat).toBe(true);
    }
  });

  it('computes the check digit with the Luhn-like algorithm', () => {
    expect(partitaIvaCheckDigit('0764352056')).toBe(7);
    expect(partitaIvaCheckDigit('0048841001')).toBe(0);
    expect(withPartitaIvaCheckDigit('1234567015')).toMatch(/^1234567015\d$/);
    expect(isValidPartitaIva(withPartitaIvaCheckDigit('1234567015'))).toBe(true);
  });

  it('rejects a wrong check digit, wrong length, letters and all zeros', () => {
    expect(isValidPartitaIva('07643520568')).toBe(false);
    expect(isValidPartitaIva('0764352056')).toBe(false);
    expect(isValidPartitaIva('076435205670')).toBe(false);
    expect(isValidPartitaIva('0764352056A')).toBe(false);
    expect(isValidPartitaIva('00000000000')).toBe(false);
    expect(isValidPartitaIva('')).toBe(false);
    expect(isValidPartitaIva(null)).toBe(false);
    expect(isValidPartitaIva(undefined)).toBe(false);
  });

  it('ignores spaces and an IT prefix', () => {
    expect(normalizePartitaIva(' IT 076 4352 0567 ')).toBe('07643520567');
    expect(isValidPartitaIva('IT07643520567')).toBe(true);
  });

  it('refuses to compute a check digit from malformed input', () => {
    expect(() => partitaIvaCheckDigit('123')).toThrow();
  });
});

describe('partitaIvaError', () => {
  it("answers the customer wizard's message for a wrong number and null for a valid one", () => {
    expect(partitaIvaError('07643520567')).toBeNull();
    expect(partitaIvaError('IT 00488410010')).toBeNull();
    expect(partitaIvaError('07643520568')).toBe('Partita IVA non valida - verifica formato');
    expect(partitaIvaError('1234567890')).toBe('Partita IVA non valida - verifica formato');
    expect(partitaIvaError('')).toBe('Partita IVA non valida - verifica formato');
  });
});
