import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryQuery, PieceUpdateBody, StockUpdateBody } from '@banco/shared';
import { apiClient } from '../../app/services.ts';
import { createInventoryEndpoints, type InventoryRowRef } from './inventory-api.ts';

export const inventoryApi = createInventoryEndpoints(apiClient);

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (query: InventoryQuery) => ['inventory', 'list', query] as const,
  detail: (row: InventoryRowRef) => ['inventory', 'detail', row.kind, row.id] as const,
  suppliers: ['inventory', 'suppliers'] as const,
  stores: ['inventory', 'stores'] as const,
  locations: (storeId: number) => ['inventory', 'locations', storeId] as const,
};

export function useInventoryList(query: InventoryQuery) {
  return useQuery({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => inventoryApi.list(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useInventoryDetail(row: InventoryRowRef | null) {
  return useQuery({
    queryKey: inventoryKeys.detail(row ?? { kind: 'piece', id: 0 }),
    queryFn: ({ signal }) => inventoryApi.detail(row ?? { kind: 'piece', id: 0 }, signal),
    enabled: row !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useSupplierPicks(enabled: boolean) {
  return useQuery({ queryKey: inventoryKeys.suppliers, queryFn: ({ signal }) => inventoryApi.suppliers(signal), enabled, staleTime: 60_000 });
}

export function useInventoryStores() {
  return useQuery({ queryKey: inventoryKeys.stores, queryFn: ({ signal }) => inventoryApi.stores(signal), staleTime: 60_000 });
}

/** A store's locations (the defaults and its own); none asked without a store. */
export function useStorageLocations(storeId: number | null) {
  return useQuery({
    queryKey: inventoryKeys.locations(storeId ?? 0),
    queryFn: ({ signal }) => inventoryApi.locations(storeId ?? 0, signal),
    enabled: storeId !== null,
    staleTime: 60_000,
  });
}

/** Every change reloads the list and the details (stats, statuses and movements move with it). */
export function useInventoryMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  return {
    updatePiece: useMutation({
      mutationFn: ({ id, body }: { id: number; body: PieceUpdateBody }) => inventoryApi.updatePiece(id, body),
      onSuccess: refresh,
    }),
    updateStock: useMutation({
      mutationFn: ({ id, body }: { id: number; body: StockUpdateBody }) => inventoryApi.updateStock(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (row: InventoryRowRef) => inventoryApi.remove(row),
      onSuccess: async (_data, row) => {
        queryClient.removeQueries({ queryKey: inventoryKeys.detail(row) });
        await refresh();
      },
    }),
  };
}
