import { subscriptionContract, type PlanChangeRequestBody } from '@banco/shared';
import { createCall } from '../api/call.ts';
import { apiClient } from '../app/services.ts';

const call = createCall(apiClient);

/** Impostazioni → Abbonamento. */
export const subscriptionApi = {
  show: (signal?: AbortSignal) => call(subscriptionContract.show, { signal }),
  requestChange: (body: PlanChangeRequestBody, idempotencyKey: string) => call(subscriptionContract.requestChange, { body, idempotencyKey }),
  withdrawChange: () => call(subscriptionContract.withdrawChange, {}),
};

export const subscriptionKeys = {
  show: ['settings', 'subscription'] as const,
};
