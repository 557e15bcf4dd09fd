import { z } from 'zod';
import { pageQuerySchema } from '../api/pagination.ts';
import { isIsoDate } from '../api/stores.ts';
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
  legalRepresentativeField,
  partitaIvaField,
  pecField,
  phoneField,
  privacyConsentField,
  sdiField,
} from '../italy/customer-fields.ts';
import { postalCodeProvinceError } from '../italy/postal-code-province.ts';
import { idFieldWith, optionalTextField, postalCodeField, queryFlagField } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { MAX_MANUAL_POINTS } from './loyalty.ts';

/** Customer types (spec 2 §3.1); a body without one is an individual (spec 2 §7). */
export const CUSTOMER_TYPES = ['individual', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** The fields only one type of customer has: the other type's are dropped from a body (and stored null). */
export const INDIVIDUAL_ONLY_FIELDS = ['first_name', 'last_name', 'tax_code', 'birth_date', 'birth_place', 'nationality'] as const;
export const COMPANY_ONLY_FIELDS = ['company_name', 'vat_number', 'fiscal_code', 'legal_representative', 'pec_email', 'sdi_code'] as const;

/** Fields each type requires besides the common ones (spec 2 §5.1 step 1), with the message of a missing one. */
const REQUIRED_OF_TYPE: Readonly<Record<CustomerType, Readonly<Record<string, string>>>> = {
  individual: {
    first_name: MSG.customerFirstNameRequired,
    last_name: MSG.customerLastNameRequired,
    tax_code: MSG.codiceFiscaleRequired,
    birth_date: MSG.birthDateRequired,
  },
  company: {
    company_name: MSG.customerCompanyNameRequired,
    vat_number: MSG.partitaIvaInvalid,
    legal_representative: MSG.legalRepresentativeRequired,
  },
};

const optionalConsent = z
  .boolean({ error: MSG.valueInvalid })
  .nullable()
  .optional()
  .transform((value) => value ?? false);

/**
 * POST /customers and PUT /customers/{id} (spec 2 §3.1, §5.1, §7): every field of the wizard,
 * checked by the Italian validators of shared/src/italy (one set for the wizard and the server).
 * Empty optional fields become null. The other type's fields, when text or null (a form sends them
 * all), are ignored and stored null.
 * store_id: the store the customer is registered at (Banco; optional, see cloud-api customers).
 * company_id: read on create only (a customer never changes company).
 */
const customerFieldsSchema = z.object({
  customer_type: z.enum(CUSTOMER_TYPES, { error: MSG.customerTypeInvalid }),
  // individual (required ones checked per type below)
  first_name: customerFirstNameField.optional(),
  last_name: customerLastNameField.optional(),
  tax_code: codiceFiscaleField.optional(),
  birth_date: birthDateField.optional(),
  birth_place: optionalTextField(100, MSG.customerTextTooLong),
  nationality: optionalTextField(100, MSG.customerTextTooLong),
  // company
  company_name: customerCompanyNameField.optional(),
  vat_number: partitaIvaField.optional(),
  fiscal_code: companyFiscalCodeField,
  legal_representative: legalRepresentativeField.optional(),
  pec_email: pecField,
  sdi_code: sdiField,
  // contacts
  phone: phoneField,
  email: customerEmailField,
  // address (step 2)
  address: customerAddressField,
  civic_number: optionalTextField(20, MSG.customerTextTooLong),
  city: customerCityField,
  province: customerProvinceField,
  postal_code: postalCodeField,
  // identity document (step 3)
  document_type: documentTypeField,
  document_number: documentNumberField,
  document_issued_by: documentIssuedByField,
  document_issued_date: documentIssuedDateField,
  document_expiry_date: documentExpiryDateField,
  // consents (step 4)
  privacy_consent: privacyConsentField,
  marketing_consent: optionalConsent,
  profiling_consent: optionalConsent,
  is_active: z.boolean({ error: MSG.valueInvalid }).nullable().optional(),
  store_id: idFieldWith(MSG.customerStoreInvalid).nullable().optional(),
  /** The superadmin names the company of a new customer; others create in their current company (may be omitted). */
  company_id: idFieldWith(MSG.companyRequired).nullable().optional(),
});

const typeOf = (value: unknown): unknown => (value === undefined || value === null || value === '' ? 'individual' : value);

/** Text or nothing: what a form sends for a field it does not show. Anything else is checked (and refused). */
const isFormValue = (value: unknown): boolean => value === null || typeof value === 'string';

/** The body with its type set (individual by default) and the other type's fields left out. */
function ownFieldsOnly(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  const customerType = typeOf(body.customer_type);
  const foreign: readonly string[] =
    customerType === 'company' ? INDIVIDUAL_ONLY_FIELDS : customerType === 'individual' ? COMPANY_ONLY_FIELDS : [];
  const kept = Object.entries(body).filter(([field, value]) => !(foreign.includes(field) && isFormValue(value)));
  return { ...Object.fromEntries(kept), customer_type: customerType };
}

const missing = (value: unknown): boolean => value === undefined || value === null;

export const customerBodySchema = z.preprocess(
  ownFieldsOnly,
  customerFieldsSchema.superRefine((body, issues) => {
    // runs even when other fields failed (so one answer names them all): the type may be invalid too
    const required = (REQUIRED_OF_TYPE as Partial<Record<string, Readonly<Record<string, string>>>>)[String(body.customer_type)] ?? {};
    for (const [field, message] of Object.entries(required)) {
      if (missing((body as Record<string, unknown>)[field])) issues.addIssue({ code: 'custom', path: [field], message });
    }
    // a document is not issued before its holder was born (Banco's rule; a future one is the field's own)
    const { birth_date: birthDate, document_issued_date: issuedDate } = body;
    if (typeof birthDate === 'string' && isIsoDate(birthDate) && typeof issuedDate === 'string' && isIsoDate(issuedDate) && issuedDate < birthDate) {
      issues.addIssue({ code: 'custom', path: ['document_issued_date'], message: MSG.documentIssuedBeforeBirth });
    }
    // a CAP the comuni dataset places in other provinces only (the rule of stores and companies)
    const postalCodeError = postalCodeProvinceError(body.postal_code, body.province);
    if (postalCodeError !== null) issues.addIssue({ code: 'custom', path: ['postal_code'], message: postalCodeError });
  }, { when: () => true }),
);
export type CustomerBody = z.input<typeof customerFieldsSchema>;
export type CustomerInput = z.output<typeof customerFieldsSchema>;

/** GET /customers: page (per_page 20) and an optional search over names, codes and contacts (spec 2 §2.1, §7). */
export const customerListQuerySchema = pageQuerySchema.extend({
  search: z.string({ error: MSG.validationFailed }).trim().max(100, MSG.validationFailed).optional(),
  /** Without a search: only who bought, the most recent buyer first (the sales wizard's 'Clienti recenti'). */
  recent_buyers: queryFlagField,
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** POST /customers/{id}/assign-points (spec 2 §5.2): a positive whole number of points and a reason. */
export const assignPointsBodySchema = z.object({
  points: z
    .number({ error: MSG.pointsInvalid })
    .int(MSG.pointsInvalid)
    .positive(MSG.pointsInvalid)
    .max(MAX_MANUAL_POINTS, MSG.pointsInvalid),
  reason: z.string({ error: MSG.pointsAndReasonRequired }).trim().min(1, MSG.pointsAndReasonRequired).max(255, MSG.customerTextTooLong),
});
export type AssignPointsBody = z.input<typeof assignPointsBodySchema>;
