import { addressSearchContract, type AddressSearchData } from '@banco/shared';
import { createCall } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';

/** The address autocomplete (spec 2 §2.12): the server asks the geocoder, or the comuni dataset. */
export function createAddressSearchEndpoints(client: ApiClient) {
  const call = createCall(client);
  return {
    search: (q: string, signal?: AbortSignal): Promise<AddressSearchData> => call(addressSearchContract.search, { query: { q }, signal }),
  };
}

export type AddressSearchEndpoints = ReturnType<typeof createAddressSearchEndpoints>;
