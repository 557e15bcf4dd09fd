import { describe, expect, it } from 'vitest';
import { withPartitaIvaCheckDigit } from '@banco/shared';
import { formErrorsOf } from '../components/wizard/form-schema.ts';
import { errorsOfStep } from '../components/wizard/wizard-steps.ts';
import {
  CUSTOMER_STEP_FIELDS,
  customerWizardSchema,
  emptyCustomerForm,
  recomputedExpiry,
  toCustomerBody,
  type CustomerFormValues,
} from './customer-form.ts';

const TODAY = '2026-11-23';

function valid(overrides: Partial<CustomerFormValues> = {}): CustomerFormValues {
  return {
    ...emptyCustomerForm(TODAY),
    first_name: 'mario',
    last_name: 'rossi',
    tax_code: 'RSSMRA85T10A562S',
    birth_date: '1985-12-10',
    phone: '+39 333 1234567',
    address: 'Via Roma',
    civic_number: '',
    city: 'Milano',
    province: 'MI',
    postal_code: '20121',
    document_number: 'ca1234567',
    document_issued_by: 'comune di milano',
    document_issued_date: '2020-01-15',
    document_expiry_date: '2030-12-10',
    privacy_consent: true,
    ...overrides,
  };
}

const schema = customerWizardSchema({ companyRequired: false });
const stepErrors = (values: CustomerFormValues, step: number) => errorsOfStep(CUSTOMER_STEP_FIELDS, formErrorsOf(schema, values), step);

describe('customer wizard model (spec 2 §5.1)', () => {
  it('starts as an Italian individual with an identity card valid 10 years from today', () => {
    const empty = emptyCustomerForm(TODAY);
    expect(empty.customer_type).toBe('individual');
    expect(empty.nationality).toBe('Italiana');
    expect(empty.document_type).toBe('identity_card');
    expect(empty.document_expiry_date).toBe('2036-11-23');
  });

  it('shows the messages of step 1 for an individual', () => {
    expect(stepErrors(emptyCustomerForm(TODAY), 0)).toEqual({
      first_name: 'Nome richiesto (min 2 caratteri)',
      last_name: 'Cognome richiesto (min 2 caratteri)',
      tax_code: 'Codice fiscale richiesto',
      phone: 'Telefono richiesto',
      birth_date: 'Data di nascita obbligatoria',
    });
    expect(stepErrors(valid({ tax_code: 'RSSMRA85T10A562X' }), 0)).toEqual({ tax_code: 'Codice fiscale non valido - verifica formato' });
    expect(stepErrors(valid({ birth_date: '2015-01-01' }), 0)).toEqual({ birth_date: 'Età deve essere tra 18 e 120 anni' });
  });

  it('shows the messages of step 1 for a company', () => {
    const company = valid({ customer_type: 'company', first_name: '', last_name: '', tax_code: '', birth_date: '' });
    expect(stepErrors(company, 0)).toEqual({
      company_name: 'Ragione sociale richiesta (min 2 caratteri)',
      vat_number: 'Partita IVA non valida - verifica formato',
      legal_representative: 'Rappresentante legale richiesto',
    });
    expect(
      stepErrors(
        { ...company, company_name: 'Acme', vat_number: '12345678901', legal_representative: 'Anna Bianchi', pec_email: 'non-una-pec', sdi_code: 'AB1' },
        0,
      ),
    ).toEqual({
      vat_number: 'Partita IVA non valida - verifica formato',
      pec_email: 'Email PEC non valida',
      sdi_code: 'Codice destinatario SDI non valido (7 caratteri alfanumerici)',
    });
  });

  it('shows the messages of steps 2, 3 and 4', () => {
    const empty = { ...valid(), address: 'Via', city: 'M', province: 'M', postal_code: '201' };
    expect(stepErrors(empty, 1)).toEqual({
      address: 'Indirizzo richiesto',
      city: 'Città richiesta',
      province: 'Provincia deve essere di 2 caratteri',
      postal_code: 'CAP deve essere di 5 cifre',
    });
    const document = valid({ document_number: '', document_issued_by: '', document_issued_date: '', document_expiry_date: '' });
    expect(stepErrors(document, 2)).toEqual({
      document_number: 'Numero documento richiesto',
      document_issued_by: 'Ente rilascio richiesto',
      document_issued_date: 'Data rilascio richiesta',
      document_expiry_date: 'Data scadenza richiesta',
    });
    expect(stepErrors(valid({ document_expiry_date: '2020-01-01' }), 2)).toEqual({ document_expiry_date: 'Il documento non può essere scaduto' });
    expect(stepErrors(valid({ document_issued_date: '1985-12-09' }), 2)).toEqual({ document_issued_date: 'La data di rilascio non può precedere la data di nascita' });
    expect(stepErrors(valid({ document_issued_date: '2999-01-01' }), 2)).toEqual({ document_issued_date: 'La data di rilascio non può essere futura' });
    expect(stepErrors(valid({ privacy_consent: false }), 3)).toEqual({ privacy_consent: 'Consenso privacy obbligatorio' });
    expect(formErrorsOf(schema, valid())).toEqual({});
  });

  it('refuses in step 2 a CAP of another province, as the server does (one shared rule)', () => {
    expect(stepErrors(valid({ province: 'RM' }), 1)).toEqual({ postal_code: 'Il CAP 20121 non appartiene a questa provincia (è di MI)' });
    expect(stepErrors(valid({ province: 'RM', postal_code: '00184', city: 'Roma' }), 1)).toEqual({});
  });

  it('asks the superadmin for the company of a new customer', () => {
    const superadmin = customerWizardSchema({ companyRequired: true });
    expect(errorsOfStep(CUSTOMER_STEP_FIELDS, formErrorsOf(superadmin, valid()), 0)).toEqual({ company_id: 'Seleziona un\'azienda' });
    expect(formErrorsOf(superadmin, valid({ company_id: 7 }))).toEqual({});
  });

  it('sends only the fields of the customer\'s type, empty optional ones as null', () => {
    const individual = toCustomerBody(valid({ company_name: 'Resto di una prova', email: '  ' }));
    expect(individual).not.toHaveProperty('company_name');
    expect(individual).toMatchObject({ customer_type: 'individual', first_name: 'mario', email: null, civic_number: null, nationality: 'Italiana' });
    const vat = withPartitaIvaCheckDigit('1234567890');
    const company = toCustomerBody(valid({ customer_type: 'company', company_name: 'Acme', vat_number: vat, legal_representative: 'Anna', pec_email: '' }));
    expect(company).not.toHaveProperty('tax_code');
    expect(company).toMatchObject({ customer_type: 'company', vat_number: vat, pec_email: null, sdi_code: null, fiscal_code: null });
  });

  it('proposes the document expiry from the issue date on the birthday (spec 2 §5.1)', () => {
    expect(recomputedExpiry({ birth_date: '1985-12-10', document_issued_date: '2020-01-15' }, TODAY)).toBe('2030-12-10');
    expect(recomputedExpiry({ birth_date: '', document_issued_date: '2020-01-15' }, TODAY)).toBe('2030-01-15');
    expect(recomputedExpiry({ birth_date: '1985-12-10', document_issued_date: '' }, TODAY)).toBe('2036-12-10');
  });
});
