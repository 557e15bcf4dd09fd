import { appearanceContract, type AppearanceBody } from '@banco/shared';
import { createCall } from '../api/call.ts';
import { apiClient } from '../app/services.ts';

const call = createCall(apiClient);

/** Impostazioni → Aspetto: the caller's theme and density. */
export const appearanceApi = {
  show: (signal?: AbortSignal) => call(appearanceContract.show, { signal }),
  update: (body: AppearanceBody) => call(appearanceContract.update, { body }),
};

export const appearanceKeys = {
  /** Per user: a sign-in as someone else must not reuse the previous user's density. */
  mine: (userId: number) => ['settings', 'appearance', userId] as const,
};
