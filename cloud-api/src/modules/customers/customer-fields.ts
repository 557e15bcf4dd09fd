import { defineFieldMap } from '../../common/field-map.ts';
import type { Customer } from './customer.entity.ts';

/**
 * A customer's editable columns as the API names them (spec 2 §3.1): create, update, the DTO and
 * the audit trail read this one list. Company, store and the search column are set by the server.
 */
export const customerFields = defineFieldMap<Customer>()({
  customer_type: 'customerType',
  first_name: 'firstName',
  last_name: 'lastName',
  tax_code: 'taxCode',
  birth_date: 'birthDate',
  birth_place: 'birthPlace',
  nationality: 'nationality',
  company_name: 'companyName',
  vat_number: 'vatNumber',
  fiscal_code: 'fiscalCode',
  legal_representative: 'legalRepresentative',
  pec_email: 'pecEmail',
  sdi_code: 'sdiCode',
  phone: 'phone',
  email: 'email',
  address: 'address',
  civic_number: 'civicNumber',
  city: 'city',
  province: 'province',
  postal_code: 'postalCode',
  document_type: 'documentType',
  document_number: 'documentNumber',
  document_issued_by: 'documentIssuedBy',
  document_issued_date: 'documentIssuedDate',
  document_expiry_date: 'documentExpiryDate',
  privacy_consent: 'privacyConsent',
  marketing_consent: 'marketingConsent',
  profiling_consent: 'profilingConsent',
  is_active: 'isActive',
});

export type CustomerColumn = (typeof customerFields.fields)[keyof typeof customerFields.fields];
