import { setupContract, type FirstAdminBody } from '@banco/shared';
import { createCall } from '../api/call.ts';
import { apiClient } from '../app/services.ts';

const call = createCall(apiClient);

/** GET /setup/status and POST /setup/admin: the first run of a new installation. */
export const setupApi = {
  status: (signal?: AbortSignal) => call(setupContract.status, { signal }),
  createAdmin: (body: FirstAdminBody) => call(setupContract.createAdmin, { body }),
};
