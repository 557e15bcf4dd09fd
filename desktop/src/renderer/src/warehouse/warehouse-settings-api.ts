import { PICKER_PAGE_SIZE, storesContract, warehouseSettingsContract, type WarehouseSettings } from '@banco/shared';
import { createCall, createCallEnvelope } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';
import { apiClient } from '../app/services.ts';

/** The calls of the warehouse settings screen (spec 3 §7: GET, POST /warehouse/settings). */
export function createWarehouseSettingsEndpoints(client: ApiClient) {
  const call = createCall(client);
  const callEnvelope = createCallEnvelope(client);
  return {
    show: (storeId: number, signal?: AbortSignal) => call(warehouseSettingsContract.show, { query: { store_id: storeId }, signal }),
    save: (storeId: number, settings: WarehouseSettings) => callEnvelope(warehouseSettingsContract.save, { body: { store_id: storeId, settings } }),
    /** The stores the user sees (the store picker), by name. */
    async stores(signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
      const data = await call(storesContract.list, { query: { per_page: PICKER_PAGE_SIZE }, signal });
      return data.stores.map((store) => ({ id: store.id, name: store.name })).sort((a, b) => a.name.localeCompare(b.name, 'it'));
    },
  };
}

export const warehouseSettingsApi = createWarehouseSettingsEndpoints(apiClient);
