import { mailContract, PAGE_SIZE } from '@banco/shared';
import { createCall } from '../api/call.ts';
import { apiClient } from '../app/services.ts';

const call = createCall(apiClient);

/** GET /mail/outbox: the superadmin's view of the mails not delivered yet. */
export const outboxApi = {
  list: (page: number, signal?: AbortSignal) => call(mailContract.outbox, { query: { page, per_page: PAGE_SIZE }, signal }),
};

export const outboxKeys = { page: (page: number) => ['mail-outbox', page] as const };
