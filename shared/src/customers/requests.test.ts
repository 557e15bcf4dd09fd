import { describe, expect, it } from 'vitest';
import { toValidationErrors } from '../validation/validation-errors.ts';
import { customerBodySchema } from './requests.ts';

const common = {
  phone: '+39 333 1234567',
  address: 'Via Roma 10',
  city: 'Milano',
  province: 'mi',
  postal_code: '20121',
  document_type: 'identity_card',
  document_number: 'ca12345ab',
  document_issued_by: 'comune di milano',
  document_issued_date: '2020-01-15',
  document_expiry_date: '2030-03-15',
  privacy_consent: true,
};

describe('customer body (spec 2 §5.1, §7)', () => {
  it('reads an individual by default, normalises the texts and nulls the empty optionals', () => {
    const parsed = customerBodySchema.parse({
      ...common,
      first_name: 'mario',
      last_name: 'ROSSI',
      tax_code: 'rssmra85t10a562s',
      birth_date: '1985-12-10',
      email: '',
      birth_place: '',
      company_name: 'ignored',
    });
    expect(parsed).toMatchObject({
      customer_type: 'individual',
      first_name: 'Mario',
      last_name: 'Rossi',
      tax_code: 'RSSMRA85T10A562S',
      email: null,
      birth_place: null,
      province: 'MI',
      document_number: 'CA12345AB',
      document_issued_by: 'Comune di Milano',
      marketing_consent: false,
    });
    expect(parsed).not.toHaveProperty('company_name');
  });

  it("refuses an individual's document issued before the birth date, and takes one issued on it", () => {
    const individual = { ...common, first_name: 'Mario', last_name: 'Rossi', tax_code: 'RSSMRA85T10A562S', birth_date: '1985-12-10' };
    const before = customerBodySchema.safeParse({ ...individual, document_issued_date: '1985-12-09' });
    expect(before.success ? {} : toValidationErrors(before.error)).toEqual({ document_issued_date: 'La data di rilascio non può precedere la data di nascita' });
    expect(customerBodySchema.safeParse({ ...individual, document_issued_date: '1985-12-10' }).success).toBe(true);
  });

  it('names every missing field of an individual with its message', () => {
    const result = customerBodySchema.safeParse({ customer_type: 'individual' });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : toValidationErrors(result.error);
    expect(errors).toMatchObject({
      first_name: 'Nome richiesto (min 2 caratteri)',
      last_name: 'Cognome richiesto (min 2 caratteri)',
      tax_code: 'Codice fiscale richiesto',
      birth_date: 'Data di nascita obbligatoria',
      phone: 'Telefono richiesto',
      address: 'Indirizzo richiesto',
      privacy_consent: 'Consenso privacy obbligatorio',
    });
  });

  it('refuses an unknown type, and a field of the other type that is not text', () => {
    const result = customerBodySchema.safeParse({ ...common, customer_type: 'alieno', company_name: 12345 });
    const errors = result.success ? {} : toValidationErrors(result.error);
    expect(errors).toMatchObject({ customer_type: 'Tipo cliente non valido (privato o azienda)' });
    const person = customerBodySchema.safeParse({ ...common, company_name: 12345 });
    expect(person.success ? {} : toValidationErrors(person.error)).toMatchObject({ company_name: 'Ragione sociale richiesta (min 2 caratteri)' });
  });

  it('requires the company fields of a company and ignores the individual ones', () => {
    const result = customerBodySchema.safeParse({ ...common, customer_type: 'company', first_name: 'x', vat_number: '12345678901' });
    const errors = result.success ? {} : toValidationErrors(result.error);
    expect(errors).toEqual({
      company_name: 'Ragione sociale richiesta (min 2 caratteri)',
      vat_number: 'Partita IVA non valida - verifica formato',
      legal_representative: 'Rappresentante legale richiesto',
    });
  });

  it('refuses a CAP of another province, as stores and companies do; an unknown CAP is accepted', () => {
    const person = { ...common, first_name: 'Mario', last_name: 'Rossi', tax_code: 'RSSMRA85T10A562S', birth_date: '1985-12-10' };
    const roma = customerBodySchema.safeParse({ ...person, province: 'RM' });
    expect(roma.success ? {} : toValidationErrors(roma.error)).toEqual({ postal_code: 'Il CAP 20121 non appartiene a questa provincia (è di MI)' });
    const company = customerBodySchema.safeParse({ ...common, customer_type: 'company', province: 'rm' });
    expect(company.success ? {} : toValidationErrors(company.error)).toMatchObject({ postal_code: 'Il CAP 20121 non appartiene a questa provincia (è di MI)' });
    expect(customerBodySchema.safeParse({ ...person, province: 'RM', postal_code: '00184' }).success).toBe(true);
    expect(customerBodySchema.safeParse({ ...person, province: 'MI', postal_code: '99999' }).success).toBe(true);
  });
});
