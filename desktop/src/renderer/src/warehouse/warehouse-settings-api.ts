import { warehouseSettingsContract, type WarehouseSettings } from '@banco/shared';
import { visibleStores } from '../shops/visible-stores.ts';
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
    stores: (signal?: AbortSignal) => visibleStores(call, signal),
  };
}

export const warehouseSettingsApi = createWarehouseSettingsEndpoints(apiClient);
