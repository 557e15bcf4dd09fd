/** Store status vocabulary (spec 1 §3, §4). */
export const STORE_STATUSES = ['active', 'inactive', 'maintenance'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const STORE_STATUS_LABELS: Readonly<Record<StoreStatus, string>> = {
  active: 'Attivo',
  inactive: 'Inattivo',
  maintenance: 'Manutenzione',
};
