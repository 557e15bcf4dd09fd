import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addDaysIso, todayIso } from '../dates.ts';
import { TEXT_TOO_LONG } from '../validation/messages.ts';
import {
  birthDateField,
  codiceFiscaleField,
  companyFiscalCodeField,
  customerAddressField,
  customerCityField,
  customerCompanyNameField,
  customerEmailField,
  customerFirstNameField,
  customerLastNameField,
  customerProvinceField,
  documentExpiryDateField,
  documentIssuedByField,
  documentIssuedDateField,
  documentNumberField,
  documentTypeField,
  companyFiscalCodeError,
  legalRepresentativeField,
  partitaIvaField,
  pecField,
  phoneField,
  privacyConsentField,
  sdiField,
} from './customer-fields.ts';

/** The parsed value, or the messages of the refusal. */
function check(schema: z.ZodType, value: unknown): { value: unknown } | { errors: string[] } {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { errors: result.error.issues.map((issue) => issue.message) };
}

const MSG_COMPANY_FISCAL_CODE_INVALID = 'Codice fiscale non valido: 11 cifre (come la partita IVA) o 16 caratteri (ditta individuale)';

const yearsAgo = (years: number, days = 0) => addDaysIso(`${Number(todayIso().slice(0, 4)) - years}${todayIso().slice(4)}`, days);

describe('customer fields (spec 2 §5.1)', () => {
  it('title-cases names and requires 2 characters', () => {
    expect(check(customerFirstNameField, '  mario ')).toEqual({ value: 'Mario' });
    expect(check(customerLastNameField, 'DE LUCA')).toEqual({ value: 'De Luca' });
    expect(check(customerFirstNameField, 'M')).toEqual({ errors: ['Nome richiesto (min 2 caratteri)'] });
    expect(check(customerLastNameField, undefined)).toEqual({ errors: ['Cognome richiesto (min 2 caratteri)'] });
    expect(check(customerCompanyNameField, 'telefonia rossi srl')).toEqual({ value: 'Telefonia Rossi Srl' });
    expect(check(customerCompanyNameField, 'x')).toEqual({ errors: ['Ragione sociale richiesta (min 2 caratteri)'] });
    expect(check(legalRepresentativeField, 'GIULIA BIANCHI')).toEqual({ value: 'Giulia Bianchi' });
    expect(check(legalRepresentativeField, '')).toEqual({ errors: ['Rappresentante legale richiesto'] });
    expect(check(documentIssuedByField, 'comune di roma')).toEqual({ value: 'Comune di Roma' });
    expect(check(documentIssuedByField, ' ')).toEqual({ errors: ['Ente rilascio richiesto'] });
  });

  it('checks the codice fiscale: required under 11 characters, else complete validation', () => {
    expect(check(codiceFiscaleField, 'rss mra 85t10 a562s')).toEqual({ value: 'RSSMRA85T10A562S' });
    expect(check(codiceFiscaleField, 'RSSMRA85T10A56NH')).toEqual({ value: 'RSSMRA85T10A56NH' });
    expect(check(codiceFiscaleField, 'RSSMRA')).toEqual({ errors: ['Codice fiscale richiesto'] });
    expect(check(codiceFiscaleField, 'RSSMRA85T10A562T')).toEqual({ errors: ['Codice fiscale non valido - verifica formato'] });
    expect(check(codiceFiscaleField, null)).toEqual({ errors: ['Codice fiscale richiesto'] });
  });

  it('checks the partita IVA checksum', () => {
    expect(check(partitaIvaField, 'IT 07643520567')).toEqual({ value: '07643520567' });
    expect(check(partitaIvaField, '07643520568')).toEqual({ errors: ['Partita IVA non valida - verifica formato'] });
    expect(check(partitaIvaField, '0764352')).toEqual({ errors: ['Partita IVA non valida - verifica formato'] });
  });

  it('requires a phone of at least 8 characters in a phone format', () => {
    expect(check(phoneField, ' +39 333 1234567 ')).toEqual({ value: '+39 333 1234567' });
    expect(check(phoneField, '1234567')).toEqual({ errors: ['Telefono richiesto'] });
    expect(check(phoneField, 'chiamami!')).toEqual({ errors: ['Formato telefono non valido'] });
  });

  it('counts the digits of a phone: at least 8 (spec 2 §5.4), not 8 characters', () => {
    for (const noNumber of ['--------', '+( ) ( ) ( )', '(((   )))', '+39 123-4', '12 34 56 7']) {
      expect(check(phoneField, noNumber)).toEqual({ errors: ['Formato telefono non valido'] });
    }
    expect(check(phoneField, '12345678')).toEqual({ value: '12345678' });
    expect(check(phoneField, '+39 (02) 1234-56')).toEqual({ value: '+39 (02) 1234-56' });
  });

  it('lower-cases PEC and e-mail, upper-cases SDI, and stores empty optional values as null', () => {
    expect(check(pecField, ' Rossi@PEC.it ')).toEqual({ value: 'rossi@pec.it' });
    expect(check(pecField, 'rossi pec.it')).toEqual({ errors: ['Email PEC non valida'] });
    expect(check(pecField, '')).toEqual({ value: null });
    expect(check(pecField, null)).toEqual({ value: null });
    expect(check(sdiField, 'm5uxcr1')).toEqual({ value: 'M5UXCR1' });
    expect(check(sdiField, 'ABC12')).toEqual({ errors: ['Codice destinatario SDI non valido (7 caratteri alfanumerici)'] });
    expect(check(sdiField, 'ABC-123')).toEqual({ errors: ['Codice destinatario SDI non valido (7 caratteri alfanumerici)'] });
    expect(check(sdiField, '')).toEqual({ value: null });
    expect(check(customerEmailField, 'Mario.Rossi@Example.IT')).toEqual({ value: 'mario.rossi@example.it' });
    expect(check(customerEmailField, 'mario rossi@example.it')).toEqual({ errors: ['Email non valida'] });
    expect(check(customerEmailField, undefined)).toEqual({ value: undefined });
    expect(check(companyFiscalCodeField, '0764 3520 567')).toEqual({ value: '07643520567' });
    expect(check(companyFiscalCodeField, 'RSSMRA85T10A562SX')).toEqual({ errors: ['Codice fiscale troppo lungo (max 16 caratteri)'] });
    expect(check(companyFiscalCodeField, '')).toEqual({ value: null });
  });

  it("checks a company's codice fiscale: 11 digits like a partita IVA, or a person's 16 characters; none is allowed", () => {
    const invalid = MSG_COMPANY_FISCAL_CODE_INVALID;
    expect(check(companyFiscalCodeField, 'rss mra 85t10 a562s')).toEqual({ value: 'RSSMRA85T10A562S' });
    expect(check(companyFiscalCodeField, null)).toEqual({ value: null });
    for (const wrong of ['!!@@##', '07643520568', '0764352056', 'RSSMRA85T10A562T', 'ABCDEFGHIJKLMNOP', 'srl']) {
      expect(check(companyFiscalCodeField, wrong)).toEqual({ errors: [invalid] });
      expect(companyFiscalCodeError(wrong)).toBe(invalid);
    }
  });

  it('checks the length of a text as it is stored, after title- or upper-casing it, with the too-long message', () => {
    // ß upper-cases to SS, ŉ to ʼN: under the limit as typed, over it as stored
    const cases = [
      [customerFirstNameField, 'ŉa '.repeat(33).trim(), 100],
      [customerLastNameField, 'ŉa '.repeat(33).trim(), 100],
      [customerCompanyNameField, `${'ßa '.repeat(66)}ab`, 200],
      [legalRepresentativeField, `${'ßa '.repeat(66)}ab`, 200],
      [documentIssuedByField, 'ß'.repeat(200), 200],
      [documentNumberField, 'ß'.repeat(50), 50],
    ] as const;
    for (const [field, typed, max] of cases) {
      expect(typed.length).toBeLessThanOrEqual(max);
      expect(check(field, typed)).toEqual({ errors: [TEXT_TOO_LONG] });
    }
    expect(check(documentNumberField, 'ß'.repeat(25))).toEqual({ value: 'S'.repeat(50) });
    expect(check(documentIssuedByField, 'ß'.repeat(100))).toEqual({ value: `SS${'ß'.repeat(99)}` });
    // runs of spaces become one before the check: the stored text fits
    expect(check(customerFirstNameField, `Anna${' '.repeat(200)}Maria`)).toEqual({ value: 'Anna Maria' });
  });

  it('says a too long text is too long, not missing', () => {
    const cases = [
      [customerFirstNameField, 101],
      [customerLastNameField, 101],
      [customerCompanyNameField, 201],
      [legalRepresentativeField, 201],
      [customerAddressField, 256],
      [customerCityField, 101],
      [documentNumberField, 51],
      [documentIssuedByField, 201],
    ] as const;
    for (const [field, length] of cases) {
      expect(check(field, 'a'.repeat(length))).toEqual({ errors: [TEXT_TOO_LONG] });
      expect(check(field, 'a'.repeat(10_000))).toEqual({ errors: [TEXT_TOO_LONG] });
      expect(check(field, 'a'.repeat(length - 1))).toHaveProperty('value');
    }
  });

  it('requires a birth date of a customer 18 to 120 years old', () => {
    expect(check(birthDateField, yearsAgo(18))).toEqual({ value: yearsAgo(18) });
    expect(check(birthDateField, '')).toEqual({ errors: ['Data di nascita obbligatoria'] });
    expect(check(birthDateField, '1985-02-30')).toEqual({ errors: ['Data di nascita obbligatoria'] });
    expect(check(birthDateField, yearsAgo(18, 1))).toEqual({ errors: ['Età deve essere tra 18 e 120 anni'] });
    expect(check(birthDateField, yearsAgo(121))).toEqual({ errors: ['Età deve essere tra 18 e 120 anni'] });
    expect(check(birthDateField, addDaysIso(todayIso(), 1))).toEqual({ errors: ['Età deve essere tra 18 e 120 anni'] });
  });

  it('checks the address step with the spec messages', () => {
    expect(check(customerAddressField, 'Via Roma 1')).toEqual({ value: 'Via Roma 1' });
    expect(check(customerAddressField, 'Via')).toEqual({ errors: ['Indirizzo richiesto'] });
    expect(check(customerCityField, 'M')).toEqual({ errors: ['Città richiesta'] });
    expect(check(customerProvinceField, 'mi')).toEqual({ value: 'MI' });
    expect(check(customerProvinceField, 'MIL')).toEqual({ errors: ['Provincia deve essere di 2 caratteri'] });
    expect(check(customerProvinceField, 'XX')).toEqual({ errors: ['Provincia non valida: usa la sigla ufficiale (es: MI)'] });
  });

  it('checks the identity document step', () => {
    expect(check(documentTypeField, 'passport')).toEqual({ value: 'passport' });
    expect(check(documentTypeField, 'tessera')).toEqual({ errors: ['Tipo documento richiesto'] });
    expect(check(documentNumberField, ' ca12345ab ')).toEqual({ value: 'CA12345AB' });
    expect(check(documentNumberField, '')).toEqual({ errors: ['Numero documento richiesto'] });
    expect(check(documentIssuedDateField, '')).toEqual({ errors: ['Data rilascio richiesta'] });
    expect(check(documentIssuedDateField, todayIso())).toEqual({ value: todayIso() });
    expect(check(documentIssuedDateField, addDaysIso(todayIso(), 1))).toEqual({ errors: ['La data di rilascio non può essere futura'] });
    expect(check(documentExpiryDateField, todayIso())).toEqual({ value: todayIso() });
    expect(check(documentExpiryDateField, '')).toEqual({ errors: ['Data scadenza richiesta'] });
    expect(check(documentExpiryDateField, addDaysIso(todayIso(), -1))).toEqual({ errors: ['Il documento non può essere scaduto'] });
  });

  it('requires the privacy consent', () => {
    expect(check(privacyConsentField, true)).toEqual({ value: true });
    expect(check(privacyConsentField, false)).toEqual({ errors: ['Consenso privacy obbligatorio'] });
  });
});
