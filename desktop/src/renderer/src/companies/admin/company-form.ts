import {
  DEFAULT_COUNTRY,
  companyFormSchema,
  type CompanyDetail,
  type CompanyFormValues,
  type z,
} from '@banco/shared';
import { addIssuesOf, formSchema } from '../../components/wizard/form-schema.ts';
import type { WizardStepConfig } from '../../components/wizard/wizard-step-config.ts';

/** What the form holds: every text field as a string ('' = empty), the plan id 0 until chosen. */
export type CompanyFormInput = CompanyFormValues & {
  business_name: string;
  phone: string;
  vat_number: string;
  tax_code: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  country: string;
  website: string;
};
export type CompanyFormOutput = z.output<typeof companyFormSchema>;
export type CompanyField = keyof CompanyFormInput;

/** The fields each step of the wizard edits (spec 1 §2: basic data; fiscal data and address; subscription). */
export const STEP_FIELDS = [
  ['name', 'business_name', 'email', 'phone', 'website'],
  ['vat_number', 'tax_code', 'address', 'city', 'province', 'postal_code', 'country'],
  ['subscription_plan_id', 'billing_cycle', 'subscription_status', 'is_active'],
] as const satisfies readonly (readonly CompanyField[])[];

/**
 * The wizard's 3 steps. Step 2 (fiscal data, every field optional) always proceeds (spec 1 §4): Avanti
 * does not check it; Completa does, and opens it on a mistyped value.
 */
export const COMPANY_WIZARD_STEPS: readonly WizardStepConfig[] = [
  {
    id: 'base',
    title: 'Dati base',
    description: 'Nome e contatti',
    estimatedMinutes: 1,
    helpText: "Il nome identifica l'azienda in Banco; all'e-mail arrivano le comunicazioni su abbonamento e fatture.",
    fields: STEP_FIELDS[0],
  },
  {
    id: 'fiscal',
    title: 'Dati fiscali e indirizzo',
    description: 'Partita IVA e sede',
    estimatedMinutes: 2,
    helpText: 'Tutti facoltativi: puoi completarli anche in seguito dalla modifica dell\'azienda.',
    alwaysProceeds: true,
    fields: STEP_FIELDS[1],
  },
  {
    id: 'subscription',
    title: 'Abbonamento',
    description: 'Piano e stato',
    estimatedMinutes: 1,
    helpText: 'Il piano fissa quanti negozi e utenti può avere l\'azienda; la fatturazione annuale ha il 10% di sconto.',
    fields: STEP_FIELDS[2],
  },
];

/** The wizard's rules: the shared company form schema, on the values as the inputs hold them. */
export const companyWizardSchema = formSchema<CompanyFormInput>((values, add) => addIssuesOf(add, companyFormSchema, values));

export function emptyCompanyForm(): CompanyFormInput {
  return {
    name: '',
    business_name: '',
    email: '',
    phone: '',
    website: '',
    vat_number: '',
    tax_code: '',
    address: '',
    city: '',
    province: '',
    postal_code: '',
    country: DEFAULT_COUNTRY,
    subscription_plan_id: 0,
    billing_cycle: 'monthly',
    subscription_status: 'trial',
    is_active: true,
  };
}

/** The edit wizard's starting values: the company as the server has it. */
export function formValuesFromCompany(company: CompanyDetail): CompanyFormInput {
  return {
    name: company.name,
    business_name: company.business_name ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    website: company.website ?? '',
    vat_number: company.vat_number ?? '',
    tax_code: company.tax_code ?? '',
    address: company.address ?? '',
    city: company.city ?? '',
    province: company.province ?? '',
    postal_code: company.postal_code ?? '',
    country: company.country || DEFAULT_COUNTRY,
    subscription_plan_id: company.subscription_plan_id ?? 0,
    billing_cycle: company.billing_cycle,
    subscription_status: company.subscription_status,
    is_active: company.is_active,
  };
}

/** The delete modal's check: the typed text, trimmed and case-insensitive, equals the name (spec 1 §5). */
export function deleteNameMatches(typed: string, companyName: string): boolean {
  return typed.trim().toLocaleLowerCase('it') === companyName.trim().toLocaleLowerCase('it');
}
