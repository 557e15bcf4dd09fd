import { integrationsContract, type IntegrationsBody } from '@banco/shared';
import { createCall } from '../api/call.ts';
import { apiClient } from '../app/services.ts';

const call = createCall(apiClient);

/** Impostazioni → Integrazioni. */
export const integrationsApi = {
  show: (signal?: AbortSignal) => call(integrationsContract.show, { signal }),
  update: (body: IntegrationsBody) => call(integrationsContract.update, { body }),
  testMail: () => call(integrationsContract.testMail, {}),
};

export const integrationsKeys = {
  show: ['settings', 'integrations'] as const,
};
