import { PAGE_SIZE, type OutboxListData } from '@banco/shared';
import { apiClient } from '../app/services.ts';

/** GET /mail/outbox: the superadmin's view of the mails not delivered yet. */
export const outboxApi = {
  list: (page: number, signal?: AbortSignal) =>
    apiClient.request<OutboxListData>('/mail/outbox', { query: { page, per_page: PAGE_SIZE }, signal }),
};

export const outboxKeys = { page: (page: number) => ['mail-outbox', page] as const };
