import { storesContract } from '@banco/shared';
import type { Call } from '../api/call.ts';
import { everyPage } from '../api/every-page.ts';

/** The stores the user sees, by name: the store filters and pickers (every page of GET /stores). */
export async function visibleStores(call: Call, signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
  const stores = await everyPage(async (page) => {
    const data = await call(storesContract.list, { query: page, ...(signal ? { signal } : {}) });
    return { rows: data.stores, pagination: data.pagination };
  });
  return stores.map((store) => ({ id: store.id, name: store.name })).sort((a, b) => a.name.localeCompare(b.name, 'it'));
}
