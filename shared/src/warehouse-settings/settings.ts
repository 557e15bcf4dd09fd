import { z } from 'zod';
import { nonNegativeMoneyFieldWith, parseMoney } from '../money/money.ts';

/**
 * A store's warehouse settings (spec 3 §3 "Warehouse settings keys", §5 "Settings input bounds",
 * §9 "Settings defaults"): every key with its type, default and bounds, one set of rules for the
 * settings screen and the server. Where §9 gives no default, Banco takes the cautious one (the
 * inventory not mandatory nor blocking, no display rotation, negative stock and duplicate IMEIs
 * blocked, no cross-company transfers, the return policy asked at the counter).
 */
export const INVENTORY_FREQUENCIES = ['manual', 'monthly', 'quarterly', 'biannual', 'annual'] as const;
export const NEGATIVE_STOCK_POLICIES = ['block', 'warn', 'allow'] as const;
export const DUPLICATE_IMEI_ACTIONS = ['block', 'authorize'] as const;
export const RETURN_POLICIES = ['store_credit', 'cash', 'ask'] as const;

export const INVENTORY_FREQUENCY_LABELS: Readonly<Record<(typeof INVENTORY_FREQUENCIES)[number], string>> = {
  manual: 'Manuale',
  monthly: 'Mensile',
  quarterly: 'Trimestrale',
  biannual: 'Semestrale',
  annual: 'Annuale',
};
export const NEGATIVE_STOCK_LABELS: Readonly<Record<(typeof NEGATIVE_STOCK_POLICIES)[number], string>> = {
  block: 'Blocca la vendita',
  warn: 'Avvisa e consenti',
  allow: 'Consenti',
};
export const DUPLICATE_IMEI_LABELS: Readonly<Record<(typeof DUPLICATE_IMEI_ACTIONS)[number], string>> = {
  block: 'Blocca',
  authorize: 'Consenti con autorizzazione del manager',
};
export const RETURN_POLICY_LABELS: Readonly<Record<(typeof RETURN_POLICIES)[number], string>> = {
  store_credit: 'Credito in negozio',
  cash: 'Rimborso in contanti',
  ask: 'Chiedi al cliente',
};

export const WAREHOUSE_SETTINGS_MSG = {
  saved: 'Impostazioni magazzino salvate con successo',
  saveFailed: 'Errore nel salvataggio',
  unknownKey: 'Impostazione sconosciuta',
  choice: 'Scegli uno dei valori proposti',
  yesNo: 'Valore non valido: sì o no',
  wholeNumber: 'Inserisci un numero intero',
  between: (min: number, max: number) => `Inserisci un valore da ${min} a ${max}`,
  atLeast: (min: number) => `Inserisci un valore di almeno ${min}`,
  amount: 'Importo non valido (es. 100.00)',
} as const;

/**
 * The most days a day count of the settings may hold (stale products, return windows), where §5 gives only the least:
 * ten years. A day count is added to today's date, and a count past the calendar's end answered a 500.
 */
export const MAX_SETTING_DAYS = 3650;

const M = WAREHOUSE_SETTINGS_MSG;
const whole = (min: number, max?: number) => {
  const base = z.number({ error: M.wholeNumber }).int(M.wholeNumber);
  return max === undefined ? base.min(min, M.atLeast(min)) : base.min(min, M.between(min, max)).max(max, M.between(min, max));
};
const percent = () => z.number({ error: M.between(0, 100) }).min(0, M.between(0, 100)).max(100, M.between(0, 100));
const flag = () => z.boolean({ error: M.yesNo });
const amount = () => nonNegativeMoneyFieldWith(M.amount, M.atLeast(0));

/** Every key with its rule (§5 bounds; the money keys in the API's money form, "100.00"). */
export const warehouseSettingsShape = {
  // General / Physical inventories
  inventory_frequency: z.enum(INVENTORY_FREQUENCIES, { error: M.choice }),
  inventory_notify_days_before: whole(1, 30),
  inventory_mandatory: flag(),
  inventory_block_operations: flag(),
  // Behaviours: display rotation
  enable_display_rotation: flag(),
  display_rotation_days: whole(1, 30),
  // Thresholds and alerts
  stock_low_threshold_smartphone: whole(0),
  stock_low_threshold_tablet: whole(0),
  stock_low_threshold_accessories: whole(0),
  stock_max_alert: whole(0),
  stale_products_days: whole(1, MAX_SETTING_DAYS),
  // Behaviours
  allow_negative_stock: z.enum(NEGATIVE_STOCK_POLICIES, { error: M.choice }),
  duplicate_imei_action: z.enum(DUPLICATE_IMEI_ACTIONS, { error: M.choice }),
  transfer_cross_company: flag(),
  // Authorisations
  discrepancy_auto_approve_threshold: percent(),
  discrepancy_value_threshold: amount(),
  discount_max_consultant: percent(),
  discount_max_manager: percent(),
  sale_authorization_amount: amount(),
  // Sales and returns
  return_days_smartphone: whole(0, MAX_SETTING_DAYS),
  return_days_accessories: whole(0, MAX_SETTING_DAYS),
  restocking_fee_opened: percent(),
  restocking_fee_damaged: percent(),
  return_policy_default: z.enum(RETURN_POLICIES, { error: M.choice }),
};

export const warehouseSettingsSchema = z.object(warehouseSettingsShape);
export type WarehouseSettings = z.output<typeof warehouseSettingsSchema>;
export type WarehouseSettingKey = keyof WarehouseSettings;
export const WAREHOUSE_SETTING_KEYS = Object.keys(warehouseSettingsShape) as WarehouseSettingKey[];

/**
 * A number setting's bounds as its rule above states them, for the screen's input (one place for both);
 * max undefined where §5 gives only a least (a whole number's own safe-integer limit is not a bound to show).
 * null for a setting that is not a number.
 */
export function settingNumberBounds(key: WarehouseSettingKey): { min: number | undefined; max: number | undefined } | null {
  const rule: z.ZodType = warehouseSettingsShape[key];
  if (!(rule instanceof z.ZodNumber)) return null;
  const { minValue: min, maxValue: max } = rule;
  return { min: min ?? undefined, max: max === null || max >= Number.MAX_SAFE_INTEGER ? undefined : max };
}

/** §9's defaults (and Banco's cautious choice where §9 is silent, see above). */
export const WAREHOUSE_SETTINGS_DEFAULTS: WarehouseSettings = {
  inventory_frequency: 'quarterly',
  inventory_notify_days_before: 7,
  inventory_mandatory: false,
  inventory_block_operations: false,
  enable_display_rotation: false,
  display_rotation_days: 7,
  stock_low_threshold_smartphone: 5,
  stock_low_threshold_tablet: 3,
  stock_low_threshold_accessories: 10,
  stock_max_alert: 100,
  stale_products_days: 30,
  allow_negative_stock: 'block',
  duplicate_imei_action: 'block',
  transfer_cross_company: false,
  discrepancy_auto_approve_threshold: 5,
  discrepancy_value_threshold: parseMoney('100.00'),
  discount_max_consultant: 10,
  discount_max_manager: 20,
  sale_authorization_amount: parseMoney('1000.00'),
  return_days_smartphone: 14,
  return_days_accessories: 30,
  restocking_fee_opened: 10,
  restocking_fee_damaged: 30,
  return_policy_default: 'ask',
};

/** Stored settings over the defaults: a key saved before a later default changed keeps its value. */
export function withDefaults(saved: Partial<Record<string, unknown>> | null): WarehouseSettings {
  const merged = { ...WAREHOUSE_SETTINGS_DEFAULTS, ...(saved ?? {}) };
  const parsed = warehouseSettingsSchema.safeParse(merged);
  // a stored value that no longer passes (a bound tightened) falls back to the default
  if (parsed.success) return parsed.data;
  return Object.fromEntries(WAREHOUSE_SETTING_KEYS.map((key) => [key, settingOrDefault(key, merged[key])])) as WarehouseSettings;
}

/** One setting as withDefaults reads it: the stored value when it passes, else the default (nothing stored: undefined). */
export function settingOrDefault<K extends keyof WarehouseSettings>(key: K, stored: unknown): WarehouseSettings[K] {
  const value = warehouseSettingsShape[key].safeParse(stored);
  return value.success ? (value.data as WarehouseSettings[K]) : WAREHOUSE_SETTINGS_DEFAULTS[key];
}

