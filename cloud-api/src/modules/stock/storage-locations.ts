import { DEFAULT_LOCATION_LABELS, DEFAULT_LOCATIONS, type StorageLocation as StorageLocationDto } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { intArray } from '../../common/sql-list.ts';
import type { InventorySql } from './inventory-runner.ts';
import { StorageLocation } from './storage-location.entity.ts';

/** The three places every store has, then the store's own (by name). */
export async function storageLocationsOf(em: SqlEntityManager, storeId: number): Promise<StorageLocationDto[]> {
  const own = await em.find(StorageLocation, { store: storeId }, { orderBy: { name: 'asc' } });
  return [
    ...DEFAULT_LOCATIONS.map((code) => ({ code, name: DEFAULT_LOCATION_LABELS[code], is_default: true })),
    ...own.map((location) => ({ code: location.code, name: location.name, is_default: false })),
  ];
}

/** code → name of the stores' own locations, for labels. */
export async function customLocationNames(run: InventorySql, storeIds: readonly number[]): Promise<Map<string, string>> {
  if (storeIds.length === 0) return new Map();
  const own = await run.all<{ code: string; name: string }>({ sql: 'select code, name from storage_locations where store_id = any(?::int[])', params: [intArray(storeIds)] });
  return new Map(own.map((location) => [location.code, location.name]));
}

/** A location code made from its name: 'Vetrina 2' → 'vetrina_2'. */
export function locationCodeOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
}
