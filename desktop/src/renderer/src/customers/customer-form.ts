import type { WizardStepConfig } from '../components/wizard/wizard-step-config.ts';
import {
  COMPANY_ONLY_FIELDS,
  customerBodySchema,
  DEFAULT_DOCUMENT_TYPE,
  defaultDocumentExpiry,
  INDIVIDUAL_ONLY_FIELDS,
  MSG,
  type CustomerBody,
  type CustomerDetail,
  type CustomerType,
  type DocumentType,
} from '@banco/shared';
import { addIssuesOf, formSchema } from '../components/wizard/form-schema.ts';

/**
 * The customer wizard's model (spec 2 §2.2, §3.1, §5.1): its values as typed, its steps, the
 * validation (the shared request schema on the body it sends) and the body. No React here.
 */
export type CustomerWizardMode = 'create' | 'edit';

export interface CustomerFormValues {
  /** The company of a new customer: chosen by the superadmin only (the others create in their current one). */
  company_id: number | null;
  customer_type: CustomerType;
  first_name: string;
  last_name: string;
  tax_code: string;
  birth_date: string;
  birth_place: string;
  nationality: string;
  company_name: string;
  vat_number: string;
  fiscal_code: string;
  legal_representative: string;
  pec_email: string;
  sdi_code: string;
  phone: string;
  email: string;
  address: string;
  civic_number: string;
  city: string;
  province: string;
  postal_code: string;
  document_type: DocumentType;
  document_number: string;
  document_issued_by: string;
  document_issued_date: string;
  document_expiry_date: string;
  privacy_consent: boolean;
  marketing_consent: boolean;
  profiling_consent: boolean;
}

export type CustomerFormField = keyof CustomerFormValues;
export type CustomerFormErrors = Partial<Record<CustomerFormField, string>>;

/** Default nationality (spec 2 §3.1, §9). */
export const DEFAULT_NATIONALITY = 'Italiana';

export const CUSTOMER_STEP_TITLES = ['Dati Anagrafici', 'Indirizzo', 'Documento Identità', 'Consensi GDPR'] as const;

/** The fields of each step (server validation_errors open the step holding them). */
export const CUSTOMER_STEP_FIELDS: readonly (readonly CustomerFormField[])[] = [
  ['company_id', 'customer_type', ...INDIVIDUAL_ONLY_FIELDS, ...COMPANY_ONLY_FIELDS, 'phone', 'email'],
  ['address', 'civic_number', 'city', 'province', 'postal_code'],
  ['document_type', 'document_number', 'document_issued_by', 'document_issued_date', 'document_expiry_date'],
  ['privacy_consent', 'marketing_consent', 'profiling_consent'],
];

const STEP_GUIDE = {
  'Dati Anagrafici': { id: 'identity', description: 'Chi è il cliente: persona o azienda', estimatedMinutes: 2, helpText: 'Per un privato, dal codice fiscale di 16 caratteri data e luogo di nascita si compilano da soli.' },
  Indirizzo: { id: 'address', description: 'Dove abita o ha sede', estimatedMinutes: 1, helpText: 'Scritta la città, provincia e CAP si propongono da soli.' },
  'Documento Identità': { id: 'document', description: 'Il documento mostrato al banco', estimatedMinutes: 1, helpText: 'La scadenza si propone a 10 anni dal rilascio (per un privato, al giorno del compleanno).' },
  'Consensi GDPR': { id: 'consents', description: 'Consensi e riepilogo', estimatedMinutes: 1, helpText: 'Il consenso privacy è obbligatorio; marketing e profilazione sono facoltativi.' },
} satisfies Record<(typeof CUSTOMER_STEP_TITLES)[number], Pick<WizardStepConfig, 'id' | 'description' | 'estimatedMinutes' | 'helpText'>>;

/** The wizard's four steps (spec 2 §2.2) on the generic shell. */
export const CUSTOMER_STEPS: readonly WizardStepConfig[] = CUSTOMER_STEP_TITLES.map((title, index) => ({
  ...STEP_GUIDE[title],
  title,
  fields: CUSTOMER_STEP_FIELDS[index] ?? [],
}));

/** A new customer: an individual, Italian, identity card valid 10 years from today (spec 2 §5.1). */
export function emptyCustomerForm(today?: string): CustomerFormValues {
  return {
    company_id: null,
    customer_type: 'individual',
    first_name: '',
    last_name: '',
    tax_code: '',
    birth_date: '',
    birth_place: '',
    nationality: DEFAULT_NATIONALITY,
    company_name: '',
    vat_number: '',
    fiscal_code: '',
    legal_representative: '',
    pec_email: '',
    sdi_code: '',
    phone: '',
    email: '',
    address: '',
    civic_number: '',
    city: '',
    province: '',
    postal_code: '',
    document_type: DEFAULT_DOCUMENT_TYPE,
    document_number: '',
    document_issued_by: '',
    document_issued_date: '',
    document_expiry_date: defaultDocumentExpiry({}, today),
    privacy_consent: false,
    marketing_consent: false,
    profiling_consent: false,
  };
}

/** The edit wizard starts from the customer as the server shows it. */
export function customerFormFrom(customer: CustomerDetail): CustomerFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    company_id: customer.company_id,
    customer_type: customer.customer_type,
    first_name: text(customer.first_name),
    last_name: text(customer.last_name),
    tax_code: text(customer.tax_code),
    birth_date: text(customer.birth_date),
    birth_place: text(customer.birth_place),
    nationality: text(customer.nationality),
    company_name: text(customer.company_name),
    vat_number: text(customer.vat_number),
    fiscal_code: text(customer.fiscal_code),
    legal_representative: text(customer.legal_representative),
    pec_email: text(customer.pec_email),
    sdi_code: text(customer.sdi_code),
    phone: customer.phone,
    email: text(customer.email),
    address: text(customer.address),
    civic_number: text(customer.civic_number),
    city: text(customer.city),
    province: text(customer.province),
    postal_code: text(customer.postal_code),
    document_type: customer.document_type,
    document_number: text(customer.document_number),
    document_issued_by: text(customer.document_issued_by),
    document_issued_date: text(customer.document_issued_date),
    document_expiry_date: text(customer.document_expiry_date),
    privacy_consent: customer.privacy_consent,
    marketing_consent: customer.marketing_consent,
    profiling_consent: customer.profiling_consent,
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/**
 * POST /customers and PUT /customers/{id} (spec 2 §7): the fields of the customer's type, empty
 * optional ones as null; the shared schema trims, normalises and checks them.
 */
export function toCustomerBody(values: CustomerFormValues): CustomerBody {
  const common = {
    company_id: values.company_id,
    customer_type: values.customer_type,
    phone: values.phone,
    email: orNull(values.email),
    address: values.address,
    civic_number: orNull(values.civic_number),
    city: values.city,
    province: values.province,
    postal_code: values.postal_code,
    document_type: values.document_type,
    document_number: values.document_number,
    document_issued_by: values.document_issued_by,
    document_issued_date: values.document_issued_date,
    document_expiry_date: values.document_expiry_date,
    privacy_consent: values.privacy_consent as true,
    marketing_consent: values.marketing_consent,
    profiling_consent: values.profiling_consent,
  };
  if (values.customer_type === 'company') {
    return {
      ...common,
      company_name: values.company_name,
      vat_number: values.vat_number,
      fiscal_code: orNull(values.fiscal_code),
      legal_representative: values.legal_representative,
      pec_email: orNull(values.pec_email),
      sdi_code: orNull(values.sdi_code),
    };
  }
  return {
    ...common,
    first_name: values.first_name,
    last_name: values.last_name,
    tax_code: values.tax_code,
    birth_date: orNull(values.birth_date) ?? undefined,
    birth_place: orNull(values.birth_place),
    nationality: orNull(values.nationality),
  };
}

/**
 * The wizard's rules: the shared request schema (spec 2 §5.1 messages) on the body it would send, and
 * the company a superadmin must choose for a new customer.
 */
export function customerWizardSchema(rules: { companyRequired: boolean }) {
  return formSchema<CustomerFormValues>((values, add) => {
    addIssuesOf(add, customerBodySchema, toCustomerBody(values));
    if (rules.companyRequired && values.company_id === null) add('company_id', MSG.companyRequired);
  });
}

/** The document expiry proposed after a change of the birth date or the issue date (spec 2 §4, §5.1). */
export function recomputedExpiry(values: Pick<CustomerFormValues, 'birth_date' | 'document_issued_date'>, today?: string): string {
  return defaultDocumentExpiry({ issuedDate: values.document_issued_date || null, birthDate: values.birth_date || null }, today);
}
