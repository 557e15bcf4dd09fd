import type { FirstAdminBody, LoginResult, SetupStatus } from '@banco/shared';
import { apiClient } from '../app/services.ts';

/** GET /setup/status and POST /setup/admin: the first run of a new installation. */
export const setupApi = {
  status: (signal?: AbortSignal) => apiClient.request<SetupStatus>('/setup/status', { signal }),
  createAdmin: (body: FirstAdminBody) => apiClient.request<LoginResult>('/setup/admin', { method: 'POST', body }),
};
