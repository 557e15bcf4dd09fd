import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierBody } from '@banco/shared';
import { apiClient } from '../../app/services.ts';
import { createSuppliersEndpoints, type SupplierListQuery } from './suppliers-api.ts';

export const suppliersApi = createSuppliersEndpoints(apiClient);

export const suppliersKeys = {
  all: ['suppliers'] as const,
  list: (query: SupplierListQuery) => ['suppliers', 'list', query] as const,
};

export function useSuppliersList(query: SupplierListQuery) {
  return useQuery({
    queryKey: suppliersKeys.list(query),
    queryFn: ({ signal }) => suppliersApi.list(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every change reloads the list, and the supplier pickers of the inventory filters and the goods receipt. */
export function useSupplierMutations() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: suppliersKeys.all }), queryClient.invalidateQueries({ queryKey: ['inventory', 'suppliers'] }), queryClient.invalidateQueries({ queryKey: ['goods-receipt', 'suppliers'] })]);
  };
  return {
    create: useMutation({
      mutationFn: ({ body, idempotencyKey }: { body: SupplierBody; idempotencyKey: string }) => suppliersApi.create(body, idempotencyKey),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: SupplierBody }) => suppliersApi.update(id, body),
      onSuccess: refresh,
    }),
    verify: useMutation({ mutationFn: (id: number) => suppliersApi.verify(id), onSuccess: refresh }),
    toggleActive: useMutation({ mutationFn: (id: number) => suppliersApi.toggleActive(id), onSuccess: refresh }),
  };
}
