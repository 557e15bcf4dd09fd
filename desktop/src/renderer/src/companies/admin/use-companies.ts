import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCompanyBody, UpdateCompanyBody } from '@banco/shared';
import { apiClient } from '../../app/services.ts';
import { createCompaniesEndpoints, type CompaniesListParams } from './companies-api.ts';

export const companiesApi = createCompaniesEndpoints(apiClient);

export const companiesKeys = {
  all: ['companies'] as const,
  list: (params: CompaniesListParams) => ['companies', 'list', params] as const,
  detail: (id: number) => ['companies', 'detail', id] as const,
  plans: ['public', 'plans'] as const,
};

export function useCompaniesList(params: CompaniesListParams) {
  return useQuery({
    queryKey: companiesKeys.list(params),
    queryFn: ({ signal }) => companiesApi.list(params, signal),
    placeholderData: keepPreviousData,
    // the superadmin expects the table to reflect what was just done elsewhere
    staleTime: 0,
  });
}

export function useCompanyDetail(id: number | null) {
  return useQuery({
    queryKey: companiesKeys.detail(id ?? 0),
    queryFn: ({ signal }) => companiesApi.get(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Plans load when the wizard leaves step 2 (spec 1 §4): `enabled` is that moment. */
export function usePublicPlans(enabled: boolean) {
  return useQuery({
    queryKey: companiesKeys.plans,
    queryFn: ({ signal }) => companiesApi.publicPlans(signal),
    enabled,
  });
}

export function useCompanyMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: companiesKeys.all });
  return {
    create: useMutation({
      mutationFn: ({ body, idempotencyKey }: { body: CreateCompanyBody; idempotencyKey: string }) => companiesApi.create(body, idempotencyKey),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateCompanyBody }) => companiesApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => companiesApi.remove(id),
      onSuccess: async (_data, id) => {
        queryClient.removeQueries({ queryKey: companiesKeys.detail(id) });
        await refresh();
      },
    }),
  };
}
