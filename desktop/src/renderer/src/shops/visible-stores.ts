import type { Call } from '../api/call.ts';
import { everyStore } from '../api/picker-lists.ts';

/** The stores the user sees, by name: the store filters and pickers (every page of GET /stores). */
export async function visibleStores(call: Call, signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
  const stores = await everyStore(call, {}, signal);
  return stores.map((store) => ({ id: store.id, name: store.name })).sort((a, b) => a.name.localeCompare(b.name, 'it'));
}
