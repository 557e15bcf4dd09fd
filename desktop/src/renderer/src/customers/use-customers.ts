import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignPointsBody, CustomerBody, CustomerListQuery } from '@banco/shared';
import { apiClient } from '../app/services.ts';
import { createCustomersEndpoints } from './customers-api.ts';

export const customersApi = createCustomersEndpoints(apiClient);

export const customersKeys = {
  all: ['customers'] as const,
  list: (query: CustomerListQuery) => ['customers', 'list', query] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
  companies: ['customers', 'wizard-companies'] as const,
};

export function useCustomersList(query: CustomerListQuery) {
  return useQuery({
    queryKey: customersKeys.list(query),
    queryFn: ({ signal }) => customersApi.list(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCustomerDetail(id: number | null) {
  return useQuery({
    queryKey: customersKeys.detail(id ?? 0),
    queryFn: ({ signal }) => customersApi.get(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** The companies a superadmin can put a new customer in. */
export function useCustomerCompanies(enabled: boolean) {
  return useQuery({ queryKey: customersKeys.companies, queryFn: ({ signal }) => customersApi.companies(signal), enabled });
}

/** Every change reloads the list and the detail (spec 2 §4: delete, assign and delete points reload the data). */
export function useCustomerMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: customersKeys.all });
  return {
    create: useMutation({
      mutationFn: ({ body, idempotencyKey }: { body: CustomerBody; idempotencyKey: string }) => customersApi.create(body, idempotencyKey),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: CustomerBody }) => customersApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => customersApi.remove(id),
      onSuccess: async (_data, id) => {
        queryClient.removeQueries({ queryKey: customersKeys.detail(id) });
        await refresh();
      },
    }),
    assignPoints: useMutation({
      mutationFn: ({ id, body, idempotencyKey }: { id: number; body: AssignPointsBody; idempotencyKey: string }) =>
        customersApi.assignPoints(id, body, idempotencyKey),
      onSuccess: refresh,
    }),
    deletePoints: useMutation({
      mutationFn: ({ id, pointsId }: { id: number; pointsId: number }) => customersApi.deletePoints(id, pointsId),
      onSuccess: refresh,
    }),
    convertPoints: useMutation({
      mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) => customersApi.convertPoints(id, idempotencyKey),
      onSuccess: refresh,
    }),
  };
}
