import { describe, expect, it } from 'vitest';
import { ageInYears, customerAgeError, defaultDocumentExpiry, documentExpiryError, documentIssuedError } from './customer-dates.ts';

const TODAY = '2026-11-23';
const AGE = 'Età deve essere tra 18 e 120 anni';

describe('customer age', () => {
  it('counts full years, the birthday included', () => {
    expect(ageInYears('2008-11-23', TODAY)).toBe(18);
    expect(ageInYears('2008-11-24', TODAY)).toBe(17);
    expect(ageInYears('1985-12-10', TODAY)).toBe(40);
  });

  it('accepts 18 to 120 years and refuses younger, older and future birth dates', () => {
    expect(customerAgeError('2008-11-23', TODAY)).toBeNull();
    expect(customerAgeError('1906-11-23', TODAY)).toBeNull();
    expect(customerAgeError('2008-11-24', TODAY)).toBe(AGE);
    expect(customerAgeError('1905-11-22', TODAY)).toBe(AGE);
    expect(customerAgeError('2027-01-01', TODAY)).toBe(AGE);
  });
});

describe('document expiry', () => {
  it('proposes 10 years after the issue date on the birthday', () => {
    expect(defaultDocumentExpiry({ issuedDate: '2020-05-10', birthDate: '1985-12-10' }, TODAY)).toBe('2030-12-10');
  });

  it('uses the issue date alone, today alone, and clamps 29 February', () => {
    expect(defaultDocumentExpiry({ issuedDate: '2020-05-10' }, TODAY)).toBe('2030-05-10');
    expect(defaultDocumentExpiry({}, TODAY)).toBe('2036-11-23');
    expect(defaultDocumentExpiry({ birthDate: '1990-03-02' }, TODAY)).toBe('2036-03-02');
    expect(defaultDocumentExpiry({ issuedDate: '2021-06-01', birthDate: '2000-02-29' }, TODAY)).toBe('2031-02-28');
    expect(defaultDocumentExpiry({ issuedDate: '2022-06-01', birthDate: '2000-02-29' }, TODAY)).toBe('2032-02-29');
  });

  it('refuses an expired document, valid through its last day', () => {
    expect(documentExpiryError('2026-11-22', TODAY)).toBe('Il documento non può essere scaduto');
    expect(documentExpiryError('2026-11-23', TODAY)).toBeNull();
    expect(documentExpiryError('2030-01-01', TODAY)).toBeNull();
  });

  it('refuses a document issued after today, issued through today', () => {
    expect(documentIssuedError('2026-11-24', TODAY)).toBe('La data di rilascio non può essere futura');
    expect(documentIssuedError('2026-11-23', TODAY)).toBeNull();
  });
});
