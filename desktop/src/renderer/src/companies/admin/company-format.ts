import {
  SUBSCRIPTION_STATUS_LABELS,
  displayedSubscriptionStatus,
  type Pagination,
  type SubscriptionStatus,
} from '@banco/shared';

/** The badge label; unknown statuses display as active (spec 1 §4). */
export function statusLabel(status: string | null | undefined): string {
  return SUBSCRIPTION_STATUS_LABELS[displayedSubscriptionStatus(status)];
}

export const STATUS_COLORS: Readonly<Record<SubscriptionStatus, string>> = {
  trial: 'blue',
  active: 'green',
  suspended: 'orange',
  cancelled: 'red',
};

export function statusColor(status: string | null | undefined): string {
  return STATUS_COLORS[displayedSubscriptionStatus(status)];
}

/** 'Mostrando x-y di n aziende' (spec 1 §2); 'Mostrando 0-0 di 0 aziende' when empty. */
export function pageRangeText(pagination: Pagination, rowsOnPage: number): string {
  const first = rowsOnPage === 0 ? 0 : (pagination.current_page - 1) * pagination.per_page + 1;
  const last = rowsOnPage === 0 ? 0 : first + rowsOnPage - 1;
  return `Mostrando ${first}-${last} di ${pagination.total} aziende`;
}
