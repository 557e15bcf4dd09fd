import { comuniContract, type ComuneByCode, type ProvinciaByComune } from '@banco/shared';
import { createCall } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';

/** The comuni lookups of the customer wizard (spec 2 §4, §7). */
export function createComuniEndpoints(client: ApiClient) {
  const call = createCall(client);
  return {
    /** The place of a cadastral code (birth place of a codice fiscale); null when the dataset has no such code. */
    async byCodiceCatastale(code: string, signal?: AbortSignal): Promise<ComuneByCode | null> {
      try {
        return await call(comuniContract.byCodiceCatastale, { query: { codice_c: code }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    /** Province and CAP of a comune by name; null when no current comune has that name. */
    async provinciaByComune(comune: string, signal?: AbortSignal): Promise<ProvinciaByComune | null> {
      try {
        return await call(comuniContract.provinciaByComune, { query: { comune }, signal });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 422)) return null;
        throw error;
      }
    },
  };
}

export type ComuniEndpoints = ReturnType<typeof createComuniEndpoints>;
