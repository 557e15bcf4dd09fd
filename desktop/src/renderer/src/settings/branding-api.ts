import { brandingContract, type BrandingBody } from '@banco/shared';
import { createCall } from '../api/call.ts';
import { apiClient } from '../app/services.ts';

const call = createCall(apiClient);

/** Impostazioni → Personalizzazione. */
export const brandingApi = {
  show: (signal?: AbortSignal) => call(brandingContract.show, { signal }),
  update: (body: BrandingBody) => call(brandingContract.update, { body }),
  uploadLogo: (logo: string) => call(brandingContract.uploadLogo, { body: { logo } }),
  removeLogo: () => call(brandingContract.removeLogo, {}),
};

export const brandingKeys = {
  show: ['settings', 'branding'] as const,
};
