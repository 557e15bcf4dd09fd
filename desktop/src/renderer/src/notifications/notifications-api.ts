import { notificationsContract, type NotificationPreferences } from '@banco/shared';
import { createCall, createCallEnvelope } from '../api/call.ts';
import { apiClient } from '../app/services.ts';

/** The bell shows the newest ones; the list API pages the rest. */
const BELL_SIZE = 10;

const call = createCall(apiClient);
const callEnvelope = createCallEnvelope(apiClient);

/** /notifications/* (Banco): the caller's own notifications and preferences. */
export const notificationsApi = {
  latest: (signal?: AbortSignal) => call(notificationsContract.list, { query: { page: 1, per_page: BELL_SIZE }, signal }),
  markRead: (id: number) => call(notificationsContract.markRead, { params: { id } }),
  markAllRead: () => call(notificationsContract.markAllRead, {}),
  preferences: (signal?: AbortSignal) => call(notificationsContract.preferences, { signal }),
  savePreferences: (body: NotificationPreferences) => callEnvelope(notificationsContract.savePreferences, { body }),
};

export const notificationsKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
  preferences: ['notifications', 'preferences'] as const,
};
