import {
  DUPLICATE_IMEI_LABELS,
  INVENTORY_FREQUENCY_LABELS,
  NEGATIVE_STOCK_LABELS,
  RETURN_POLICY_LABELS,
  type WarehouseSettingKey,
} from '@banco/shared';

/** How a setting is typed on the screen. */
export type SettingInput =
  | { kind: 'choice'; options: Readonly<Record<string, string>> }
  /** Its bounds are the setting's rule's (settingNumberBounds). */
  | { kind: 'number'; suffix: string }
  | { kind: 'money' }
  | { kind: 'switch' };

export interface SettingField {
  key: WarehouseSettingKey;
  label: string;
  description?: string;
  input: SettingInput;
  /** Shown only when another setting is on (display_rotation_days with the rotation, spec 3 §5). */
  shownWhen?: WarehouseSettingKey;
}

export interface SettingsTab {
  id: string;
  label: string;
  fields: readonly SettingField[];
}

const days: SettingInput = { kind: 'number', suffix: 'giorni' };
const pieces: SettingInput = { kind: 'number', suffix: 'pezzi' };
const percent: SettingInput = { kind: 'number', suffix: '%' };

/** The six tabs of spec 3 §2 and the keys each holds (every key of §3 once). */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  {
    id: 'general',
    label: 'Generale',
    fields: [
      { key: 'stale_products_days', label: 'Prodotti fermi dopo', description: 'Giorni in magazzino oltre i quali un prodotto è segnalato come fermo', input: days },
      { key: 'transfer_cross_company', label: 'Trasferimenti verso altre aziende', description: 'Consente i trasferimenti di merce verso negozi di altre aziende', input: { kind: 'switch' } },
    ],
  },
  {
    id: 'thresholds',
    label: 'Soglie e Avvisi',
    fields: [
      { key: 'stock_low_threshold_smartphone', label: 'Scorta minima smartphone', input: pieces },
      { key: 'stock_low_threshold_tablet', label: 'Scorta minima tablet', input: pieces },
      { key: 'stock_low_threshold_accessories', label: 'Scorta minima accessori', input: pieces },
      { key: 'stock_max_alert', label: 'Avviso scorta massima', description: 'Segnala i prodotti con più pezzi di questa soglia', input: pieces },
    ],
  },
  {
    id: 'behaviours',
    label: 'Comportamenti',
    fields: [
      { key: 'allow_negative_stock', label: 'Giacenza negativa', description: 'Cosa succede vendendo un prodotto non disponibile', input: { kind: 'choice', options: NEGATIVE_STOCK_LABELS } },
      { key: 'duplicate_imei_action', label: 'IMEI già presente', description: 'Cosa succede caricando un IMEI già registrato', input: { kind: 'choice', options: DUPLICATE_IMEI_LABELS } },
      { key: 'enable_display_rotation', label: 'Rotazione esposizione', description: 'Ricorda di ruotare i prodotti in esposizione', input: { kind: 'switch' } },
      { key: 'display_rotation_days', label: 'Rotazione ogni', input: days, shownWhen: 'enable_display_rotation' },
    ],
  },
  {
    id: 'inventories',
    label: 'Inventari Fisici',
    fields: [
      { key: 'inventory_frequency', label: 'Frequenza inventario', input: { kind: 'choice', options: INVENTORY_FREQUENCY_LABELS } },
      { key: 'inventory_notify_days_before', label: 'Preavviso', description: "Giorni di anticipo con cui si avvisa dell'inventario", input: days },
      { key: 'inventory_mandatory', label: 'Inventario obbligatorio', input: { kind: 'switch' } },
      { key: 'inventory_block_operations', label: "Blocca le operazioni durante l'inventario", input: { kind: 'switch' } },
    ],
  },
  {
    id: 'authorisations',
    label: 'Autorizzazioni',
    fields: [
      { key: 'discount_max_consultant', label: 'Sconto massimo consulente', input: percent },
      { key: 'discount_max_manager', label: 'Sconto massimo manager', input: percent },
      { key: 'sale_authorization_amount', label: 'Autorizzazione vendite oltre (€)', description: 'Le vendite sopra questo importo richiedono un manager', input: { kind: 'money' } },
      { key: 'discrepancy_auto_approve_threshold', label: 'Approvazione automatica differenze fino a', description: "Differenze d'inventario entro questa percentuale", input: percent },
      { key: 'discrepancy_value_threshold', label: 'Autorizzazione differenze oltre (€)', description: 'Differenze di valore superiore richiedono un manager', input: { kind: 'money' } },
    ],
  },
  {
    id: 'sales-returns',
    label: 'Vendite e Resi',
    fields: [
      { key: 'return_days_smartphone', label: 'Giorni per il reso smartphone', input: days },
      { key: 'return_days_accessories', label: 'Giorni per il reso accessori', input: days },
      { key: 'restocking_fee_opened', label: 'Costo di ricondizionamento (aperto)', input: percent },
      { key: 'restocking_fee_damaged', label: 'Costo di ricondizionamento (danneggiato)', input: percent },
      { key: 'return_policy_default', label: 'Rimborso predefinito', input: { kind: 'choice', options: RETURN_POLICY_LABELS } },
    ],
  },
];

/** The tab holding a key (the first tab with an error opens after a refused save). */
export function tabOf(key: string): string | undefined {
  return SETTINGS_TABS.find((tab) => tab.fields.some((field) => field.key === key))?.id;
}
