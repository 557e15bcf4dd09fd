import {
  PROVIDER_GROUPS,
  STORE_OPERATOR_FIELDS,
  activationCodeInputSchema,
  isPastDate,
  isPlanFull,
  planFullLabel,
  storeCreateBodySchema,
  storeUpdateBodySchema,
  todayIso,
  type ActivationCodeDto,
  type ActivationCodeInput,
  type AvailableOperators,
  type ProviderGroup,
  type StoreCreateBody,
  type StoreDto,
  type StoreOperatorField,
  type StoreStatus,
  type StoreUpdateBody,
} from '@banco/shared';
import { addIssuesOf, formSchema } from '../components/wizard/form-schema.ts';
import type { WizardStepConfig } from '../components/wizard/wizard-step-config.ts';
import type { StepFields } from '../components/wizard/wizard-steps.ts';
import { usageText } from '../format/format.ts';

/** The values of the wizard and of the edit form; strings as the inputs hold them. */
export interface StoreFormValues {
  /** '' until a company is chosen. */
  company_id: string;
  name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  email: string;
  status: StoreStatus;
  operators_telecom: string[];
  operators_energy: string[];
  operators_mobility: string[];
  whatsapp_enabled: boolean;
  whatsapp_number: string;
  notes: string;
  /** The activation codes of the last step (saved in their own call after the store, spec 1 §4). */
  codes: CodeFormRow[];
  /** Edit only: the users assigned to the store once saved ('Assegna Utente' takes effect with Salva). */
  staff_ids: number[];
}

/** An activation code row of the wizard's last step; `key` identifies the row in the list. */
export interface CodeFormRow {
  key: string;
  id: number | null;
  operator: string;
  agent_code: string;
  dealer_code: string;
  activation_code: string;
  is_active: boolean;
  valid_from: string;
  valid_until: string;
  notes: string;
}

export const PROVIDER_GROUP_LABELS: Readonly<Record<ProviderGroup, string>> = {
  telecom: 'Telecomunicazioni',
  energy: 'Energia',
  mobility: 'Mobilità elettrica',
};

export const EMPTY_OPERATORS: AvailableOperators = { telecom: [], energy: [], mobility: [] };

export function emptyStoreForm(companyId: number | null): StoreFormValues {
  return {
    company_id: companyId === null ? '' : String(companyId),
    name: '',
    address: '',
    city: '',
    province: '',
    postal_code: '',
    phone: '',
    email: '',
    status: 'active',
    operators_telecom: [],
    operators_energy: [],
    operators_mobility: [],
    whatsapp_enabled: false,
    whatsapp_number: '',
    notes: '',
    codes: [],
    staff_ids: [],
  };
}

/** The edit form starts from the store as the server has it, with its codes and its assigned users. */
export function storeToForm(store: StoreDto, codes: readonly ActivationCodeDto[] = [], staffIds: readonly number[] = []): StoreFormValues {
  return {
    company_id: String(store.company_id),
    name: store.name,
    address: store.address,
    city: store.city,
    province: store.province,
    postal_code: store.postal_code,
    phone: store.phone,
    email: store.email ?? '',
    status: store.status,
    operators_telecom: [...store.operators_telecom],
    operators_energy: [...store.operators_energy],
    operators_mobility: [...store.operators_mobility],
    whatsapp_enabled: store.whatsapp_enabled,
    whatsapp_number: store.whatsapp_number ?? '',
    notes: store.notes ?? '',
    codes: codes.map(codeToRow),
    staff_ids: [...staffIds],
  };
}

function commonBody(values: StoreFormValues) {
  return {
    name: values.name,
    address: values.address,
    city: values.city,
    province: values.province,
    postal_code: values.postal_code,
    phone: values.phone,
    email: values.email,
    operators_telecom: values.operators_telecom,
    operators_energy: values.operators_energy,
    operators_mobility: values.operators_mobility,
    whatsapp_enabled: values.whatsapp_enabled,
    // spec 1 §5: the number is sent only when WhatsApp is enabled
    ...(values.whatsapp_enabled ? { whatsapp_number: values.whatsapp_number } : {}),
    notes: values.notes,
  };
}

export function toCreateBody(values: StoreFormValues): StoreCreateBody {
  return { company_id: values.company_id === '' ? null : Number(values.company_id), ...commonBody(values) };
}

/** `withStatus`: the edit form sends the status; the wizard's edit mode leaves it as it is. */
export function toUpdateBody(values: StoreFormValues, withStatus: boolean): StoreUpdateBody {
  return { ...commonBody(values), ...(withStatus ? { status: values.status } : {}) };
}

/**
 * The form's rules are the server's: the shared request schema on the body the form sends, and the
 * activation code schema on each code (errors keyed codes.N.field, as the server answers them).
 */
export function storeFormSchema(mode: 'create' | 'edit') {
  return formSchema<StoreFormValues>((values, add) => {
    if (mode === 'create') addIssuesOf(add, storeCreateBodySchema, toCreateBody(values));
    else addIssuesOf(add, storeUpdateBodySchema, toUpdateBody(values, true));
    values.codes.forEach((row, index) => addIssuesOf(add, activationCodeInputSchema, rowToInput(row), ['codes', index]));
  });
}

// --- wizard steps (spec 1 §2 Store wizard) -------------------------------------------------------

/** The fields (validation_errors keys) shown on each step; the status is on the first one when editing. */
export const STORE_STEP_FIELDS = [
  ['company_id', 'name', 'status'],
  ['address', 'city', 'province', 'postal_code'],
  ['phone', 'email'],
  ['operators', 'operators_telecom', 'operators_energy', 'operators_mobility'],
  ['whatsapp_enabled', 'whatsapp_number'],
  ['notes', 'codes', 'staff_ids'],
] as const satisfies StepFields;

/** The wizard's 6 steps; WhatsApp Business is optional and can be skipped. */
export const STORE_WIZARD_STEPS: readonly WizardStepConfig[] = [
  {
    id: 'base',
    title: 'Azienda e Informazioni Base',
    description: "L'azienda del negozio e il suo nome",
    estimatedMinutes: 1,
    helpText: "Il codice del negozio (es. MI-001) lo assegna Banco al salvataggio; il nome è unico nell'azienda.",
    fields: STORE_STEP_FIELDS[0],
  },
  {
    id: 'location',
    title: 'Ubicazione',
    description: 'Indirizzo del punto vendita',
    estimatedMinutes: 1,
    helpText: 'Cerca la provincia per sigla o per nome; il CAP ha 5 cifre.',
    fields: STORE_STEP_FIELDS[1],
  },
  {
    id: 'contacts',
    title: 'Contatti',
    description: 'Telefono ed e-mail del negozio',
    estimatedMinutes: 1,
    helpText: 'Il telefono è quello che i clienti chiamano; l\'e-mail è facoltativa.',
    fields: STORE_STEP_FIELDS[2],
  },
  {
    id: 'providers',
    title: 'Fornitori Abilitati',
    description: 'Seleziona i fornitori con cui lavora il negozio: almeno uno tra telecomunicazioni, energia e mobilità elettrica.',
    estimatedMinutes: 2,
    helpText: "I fornitori offerti sono quelli attivi per l'azienda; i codici di attivazione dell'ultimo passo si legano a questi.",
    fields: STORE_STEP_FIELDS[3],
  },
  {
    id: 'whatsapp',
    title: 'WhatsApp Business',
    description: 'Il numero WhatsApp del negozio, se lo usa',
    estimatedMinutes: 1,
    helpText: 'Facoltativo: puoi saltare questo passo e attivarlo in seguito dalla modifica del negozio.',
    canSkip: true,
    fields: STORE_STEP_FIELDS[4],
  },
  {
    id: 'final',
    title: 'Codici Attivazione e Finalizzazione',
    description: 'Codici di attivazione, note e riepilogo',
    estimatedMinutes: 2,
    helpText: 'Controlla il riepilogo prima di salvare: i codici di attivazione si salvano subito dopo il negozio.',
    fields: STORE_STEP_FIELDS[5],
  },
];

const filled = (value: string): boolean => value.trim() !== '';

export function providersCount(values: Pick<StoreFormValues, StoreOperatorField>): number {
  return values.operators_telecom.length + values.operators_energy.length + values.operators_mobility.length;
}

/**
 * Step completeness (spec 1 §2): 1 company and name; 2 address, city, province, postal code;
 * 3 phone; 4 at least one provider; 5 and 6 always.
 */
export function isStepComplete(step: number, values: StoreFormValues): boolean {
  switch (step) {
    case 0:
      return filled(values.company_id) && filled(values.name);
    case 1:
      return filled(values.address) && filled(values.city) && filled(values.province) && filled(values.postal_code);
    case 2:
      return filled(values.phone);
    case 3:
      return providersCount(values) > 0;
    default:
      return true;
  }
}

/**
 * The providers offered: the company's active operators, plus those the store already has (an
 * operator switched off later stays selectable on the stores that work with it).
 */
export function offeredProviders(available: AvailableOperators, values: Pick<StoreFormValues, StoreOperatorField>): AvailableOperators {
  const offered = { ...EMPTY_OPERATORS };
  for (const group of PROVIDER_GROUPS) {
    const names = new Set([...available[group], ...values[STORE_OPERATOR_FIELDS[group]]]);
    offered[group] = [...names].sort((a, b) => a.localeCompare(b, 'it'));
  }
  return offered;
}

/** Every provider the form has selected, in group order. */
export function selectedProviders(values: Pick<StoreFormValues, StoreOperatorField>): string[] {
  return PROVIDER_GROUPS.flatMap((group) => values[STORE_OPERATOR_FIELDS[group]]);
}

// --- activation codes -------------------------------------------------------------------------

let rowCounter = 0;
function rowKey(): string {
  rowCounter += 1;
  return `code-${rowCounter}`;
}

export function emptyCodeRow(operator = ''): CodeFormRow {
  return {
    key: rowKey(),
    id: null,
    operator,
    agent_code: '',
    dealer_code: '',
    activation_code: '',
    is_active: true,
    valid_from: '',
    valid_until: '',
    notes: '',
  };
}

export function codeToRow(code: ActivationCodeDto): CodeFormRow {
  return {
    key: rowKey(),
    id: code.id,
    operator: code.operator,
    agent_code: code.agent_code ?? '',
    dealer_code: code.dealer_code ?? '',
    activation_code: code.activation_code ?? '',
    is_active: code.is_active,
    valid_from: code.valid_from ?? '',
    valid_until: code.valid_until ?? '',
    notes: code.notes ?? '',
  };
}

export function rowToInput(row: CodeFormRow): ActivationCodeInput {
  const { key: _key, id, ...fields } = row;
  return id === null ? fields : { id, ...fields };
}

/** 'Scaduto' when valid_until is in the past (spec 1 §3 Activation code), as the server decides it. */
export function isCodeExpired(code: { valid_until: string | null }, today: string = todayIso()): boolean {
  return isPastDate(code.valid_until, today);
}

/** Postal code as typed: at most 5 characters (spec 1 §5). */
export function normalizePostalCode(value: string): string {
  return value.trim().slice(0, 5);
}

/** A company of the superadmin's picker: its store usage, or '(piano completo)' and not choosable (the server would refuse it). */
export function companyChoice(company: { id: number; name: string; stores_count: number | null; max_stores: number | null }): {
  value: string;
  label: string;
  disabled: boolean;
} {
  if (isPlanFull(company.stores_count, company.max_stores)) {
    return { value: String(company.id), label: planFullLabel(company.name), disabled: true };
  }
  const label =
    company.stores_count !== null && company.max_stores !== null
      ? `${company.name} (${usageText(company.stores_count, company.max_stores)} negozi)`
      : company.name;
  return { value: String(company.id), label, disabled: false };
}
