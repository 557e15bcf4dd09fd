import { z } from 'zod';
import { postalCodeMatchesProvince } from '../italy/postal-code-province.ts';
import { idField, idFieldWith, isPhoneNumber, postalCodeField, provinceField } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { pageQuerySchema } from './pagination.ts';
import type { ProviderGroup } from './operators.ts';

/** Store status vocabulary (spec 1 §3, §4). */
export const STORE_STATUSES = ['active', 'inactive', 'maintenance'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const STORE_STATUS_LABELS: Readonly<Record<StoreStatus, string>> = {
  active: 'Attivo',
  inactive: 'Inattivo',
  maintenance: 'Manutenzione',
};

/** Filter of the stores list: 'all' or one status (spec 1 §2 Stores list). */
export const STORE_STATUS_FILTERS = ['all', ...STORE_STATUSES] as const;
export type StoreStatusFilter = (typeof STORE_STATUS_FILTERS)[number];

/** The operator lists of a store, one per provider group (spec 1 §3 Store). */
export const STORE_OPERATOR_FIELDS = {
  telecom: 'operators_telecom',
  energy: 'operators_energy',
  mobility: 'operators_mobility',
} as const satisfies Record<ProviderGroup, string>;
export type StoreOperatorField = (typeof STORE_OPERATOR_FIELDS)[ProviderGroup];

/** Active operator names of a company grouped as stores use them (telecom = mobile + fixed line). */
export type AvailableOperators = Record<ProviderGroup, string[]>;

/** WhatsApp Business number: Italian international prefix, then the number (spec 1 §5 '+39XXXXXXXXXX'). */
export const WHATSAPP_NUMBER_PATTERN = /^\+39\d{6,11}$/;
/** Spaces, dots and dashes typed inside a number are dropped before checking it. */
export function normalizeWhatsappNumber(value: string): string {
  return value.replace(/[\s.\-()]/g, '');
}

// ---------------------------------------------------------------------------------------------
// Request bodies

const requiredText = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, MSG.storeTextTooLong);

const optionalText = (max: number, message: string = MSG.storeTextTooLong) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));

const optionalEmail = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .max(254, MSG.emailInvalid)
  .refine((value) => value === '' || z.email().safeParse(value).success, MSG.emailInvalid)
  .nullable()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value.toLowerCase()));

/** A list of provider names: trimmed, without blanks and duplicates. */
const operatorList = z
  .array(z.string({ error: MSG.validationFailed }).trim().max(100, MSG.storeTextTooLong), { error: MSG.validationFailed })
  .max(50, MSG.validationFailed)
  .nullable()
  .optional()
  .transform((names) => [...new Set((names ?? []).filter((name) => name !== ''))]);

const storeFieldsShape = {
  name: requiredText(MSG.storeNameRequired, 2, 200),
  address: requiredText(MSG.storeAddressRequired, 5, 255),
  city: requiredText(MSG.storeCityRequired, 2, 100),
  province: provinceField,
  postal_code: postalCodeField,
  phone: z
    .string({ error: MSG.storePhoneRequired })
    .trim()
    .min(8, MSG.storePhoneRequired)
    .max(30, MSG.phoneInvalid)
    .refine(isPhoneNumber, MSG.phoneInvalid),
  email: optionalEmail,
  operators_telecom: operatorList,
  operators_energy: operatorList,
  operators_mobility: operatorList,
  whatsapp_enabled: z.boolean({ error: MSG.validationFailed }).nullable().optional().transform((value) => value ?? false),
  whatsapp_number: z.string({ error: MSG.storeWhatsappInvalid }).max(40, MSG.storeWhatsappInvalid).nullable().optional(),
  notes: optionalText(2000, MSG.storeNotesTooLong),
};

interface StoreFieldsInput {
  operators_telecom?: unknown;
  operators_energy?: unknown;
  operators_mobility?: unknown;
  whatsapp_enabled?: unknown;
  whatsapp_number?: unknown;
}

const count = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

// Object-level rules run even when some field is already invalid (`when`), so that one answer
// carries every message of the form. Their input may then be partial: they only read it defensively.
const always = { when: () => true };

const whatsappRaw = (store: StoreFieldsInput): string | null =>
  store.whatsapp_enabled !== true ? null : normalizeWhatsappNumber(typeof store.whatsapp_number === 'string' ? store.whatsapp_number : '');

/** WhatsApp number: required and +39… only when WhatsApp is enabled (spec 1 §5). */
const whatsappPresent = (store: StoreFieldsInput): boolean => whatsappRaw(store) !== '';
const whatsappPresentIssue = { ...always, message: MSG.storeWhatsappRequired, path: ['whatsapp_number'] };
const whatsappWellFormed = (store: StoreFieldsInput): boolean => {
  const raw = whatsappRaw(store);
  return raw === null || raw === '' || WHATSAPP_NUMBER_PATTERN.test(raw);
};
const whatsappWellFormedIssue = { ...always, message: MSG.storeWhatsappInvalid, path: ['whatsapp_number'] };

/** The number is kept only when WhatsApp is enabled; otherwise it is stored empty. */
function withWhatsapp<T extends { whatsapp_enabled: boolean; whatsapp_number?: string | null | undefined }>(
  store: T,
): Omit<T, 'whatsapp_number'> & { whatsapp_number: string | null } {
  const number = store.whatsapp_enabled && store.whatsapp_number ? normalizeWhatsappNumber(store.whatsapp_number) : null;
  return { ...store, whatsapp_number: number };
}

/**
 * POST /stores (spec 1 §5 Store wizard). company_id: required for the superadmin; an entrepreneur
 * creates in its current company (omitted or equal to it). The status is always 'active' on
 * creation and the code is generated by the server, so neither is read.
 */
export const storeCreateBodySchema = z
  .object({
    company_id: idFieldWith(MSG.companyRequired).nullable().optional(),
    ...storeFieldsShape,
  })
  .refine((store: StoreFieldsInput) => count(store.operators_telecom) + count(store.operators_energy) + count(store.operators_mobility) > 0, {
    ...always,
    message: MSG.storeOperatorsRequired,
    path: ['operators'],
  })
  .refine(whatsappPresent, whatsappPresentIssue)
  .refine(whatsappWellFormed, whatsappWellFormedIssue)
  .refine(...postalCodeMatchesProvince)
  .transform(withWhatsapp);
export type StoreCreateBody = z.input<typeof storeCreateBodySchema>;
export type StoreCreateInput = z.output<typeof storeCreateBodySchema>;

/**
 * PUT /stores/{id} (spec 1 §5 Store edit form): the same fields, at least one telecom provider,
 * plus the status. The status may be omitted (the wizard's edit mode does not show it): it then
 * stays as it is. The company of a store never changes.
 */
export const storeUpdateBodySchema = z
  .object({
    ...storeFieldsShape,
    status: z.enum(STORE_STATUSES, { error: MSG.storeStatusInvalid }).optional(),
  })
  .refine((store: StoreFieldsInput) => count(store.operators_telecom) > 0, {
    ...always,
    message: MSG.storeTelecomRequired,
    path: ['operators_telecom'],
  })
  .refine(whatsappPresent, whatsappPresentIssue)
  .refine(whatsappWellFormed, whatsappWellFormedIssue)
  .refine(...postalCodeMatchesProvince)
  .transform(withWhatsapp);
export type StoreUpdateBody = z.input<typeof storeUpdateBodySchema>;
export type StoreUpdateInput = z.output<typeof storeUpdateBodySchema>;

const booleanFlag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');

/** GET /stores query (spec 1 §7): page, per_page, search, status; company_id and for_user_assignment for pickers. */
export const storeListQuerySchema = pageQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => (value ? value : null)),
  status: z
    .enum(['', ...STORE_STATUS_FILTERS], { error: MSG.storeStatusInvalid })
    .optional()
    .transform((value) => (value === undefined || value === '' || value === 'all' ? null : value)),
  company_id: idField.optional(),
  for_user_assignment: booleanFlag,
});
export type StoreListQuery = z.input<typeof storeListQuerySchema>;

/** ?company_id of GET /stores/available-operators (superadmin). */
export const availableOperatorsQuerySchema = z.object({
  company_id: idField.optional(),
});

/** POST /stores/{id}/users. */
export const assignStoreUserBodySchema = z.object({
  user_id: idFieldWith(MSG.storeUserRequired),
});
export type AssignStoreUserBody = z.input<typeof assignStoreUserBodySchema>;

/** 'YYYY-MM-DD' or empty. */
const optionalDate = z
  .string({ error: MSG.activationCodeDateInvalid })
  .trim()
  .refine((value) => value === '' || isIsoDate(value), MSG.activationCodeDateInvalid)
  .nullable()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One activation code of POST /stores/{id}/activation-codes: with id it updates, without it creates. */
export const activationCodeInputSchema = z
  .object({
    id: idField.nullable().optional(),
    operator: z
      .string({ error: MSG.activationCodeOperatorRequired })
      .trim()
      .min(1, MSG.activationCodeOperatorRequired)
      .max(100, MSG.storeTextTooLong),
    agent_code: optionalText(100),
    dealer_code: optionalText(100),
    activation_code: optionalText(100),
    is_active: z.boolean({ error: MSG.validationFailed }).nullable().optional().transform((value) => value ?? true),
    valid_from: optionalDate,
    valid_until: optionalDate,
    notes: optionalText(2000, MSG.storeNotesTooLong),
  })
  .refine(
    (code: { valid_from?: unknown; valid_until?: unknown } | null) =>
      // `always` runs this even when the element is not an object (null inside the array)
      typeof code !== 'object' || code === null ||
      !(typeof code.valid_from === 'string' && typeof code.valid_until === 'string' && code.valid_from !== '' && code.valid_until !== '' && code.valid_until < code.valid_from),
    { ...always, message: MSG.activationCodeValidUntilBeforeFrom, path: ['valid_until'] },
  )
  .refine(
    // a row with its operator and no code at all is an empty activation code: nothing to save
    (code: { agent_code?: unknown; dealer_code?: unknown; activation_code?: unknown } | null) =>
      typeof code !== 'object' || code === null ||
      [code.agent_code, code.dealer_code, code.activation_code].some((value) => typeof value === 'string' && value.trim() !== ''),
    { ...always, message: MSG.activationCodeEmpty, path: ['activation_code'] },
  );
export type ActivationCodeInput = z.input<typeof activationCodeInputSchema>;

/** The body is { codes: [...] } (a bare array is accepted too, see the route); errors are keyed codes.N.field. */
export const activationCodesBodySchema = z.object({
  codes: z.array(activationCodeInputSchema, { error: MSG.validationFailed }).max(100, MSG.validationFailed),
});
export type ActivationCodesBody = z.input<typeof activationCodesBodySchema>;

// Answers: the response schemas live with the contract (shared/src/stores/responses.ts).
