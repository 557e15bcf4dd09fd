import type { NotificationDto, NotificationListData, NotificationPreferences } from '@banco/shared';
import { apiClient } from '../app/services.ts';

/** The bell shows the newest ones; the list API pages the rest. */
const BELL_SIZE = 10;

/** /notifications/* (Banco): the caller's own notifications and preferences. */
export const notificationsApi = {
  latest: (signal?: AbortSignal) =>
    apiClient.request<NotificationListData>('/notifications', { query: { page: 1, per_page: BELL_SIZE }, signal }),
  markRead: (id: number) => apiClient.request<NotificationDto>(`/notifications/${id}/read`, { method: 'POST' }),
  markAllRead: () => apiClient.request<{ updated: number }>('/notifications/read-all', { method: 'POST' }),
  preferences: (signal?: AbortSignal) => apiClient.request<NotificationPreferences>('/notifications/preferences', { signal }),
  savePreferences: (body: NotificationPreferences) =>
    apiClient.requestEnvelope<NotificationPreferences>('/notifications/preferences', { method: 'PUT', body }),
};

export const notificationsKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
  preferences: ['notifications', 'preferences'] as const,
};
