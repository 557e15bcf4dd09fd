import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductBody, ProductListQuery } from '@banco/shared';
import { apiClient } from '../../app/services.ts';
import { createCatalogueEndpoints } from './catalogue-api.ts';

export const catalogueApi = createCatalogueEndpoints(apiClient);

export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (query: ProductListQuery) => ['catalogue', 'list', query] as const,
};

export function useCatalogueList(query: ProductListQuery) {
  return useQuery({
    queryKey: catalogueKeys.list(query),
    queryFn: ({ signal }) => catalogueApi.list(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every change reloads the catalogue, and the inventory and goods receipt that show its products. */
export function useCatalogueMutations() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: catalogueKeys.all }), queryClient.invalidateQueries({ queryKey: ['inventory'] })]);
  };
  return {
    create: useMutation({
      mutationFn: ({ body, idempotencyKey }: { body: ProductBody; idempotencyKey: string }) => catalogueApi.create(body, idempotencyKey),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ProductBody }) => catalogueApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => catalogueApi.remove(id), onSuccess: refresh }),
    toggleStatus: useMutation({ mutationFn: (id: number) => catalogueApi.toggleStatus(id), onSuccess: refresh }),
  };
}
