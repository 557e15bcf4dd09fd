import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, UpdateUserBody, UserDto } from '@banco/shared';
import { apiClient } from '../app/services.ts';
import { createUsersEndpoints, type CompanyChoice, type ManagerChoice, type StoreChoice, type UsersListParams } from './users-api.ts';

export const usersApi = createUsersEndpoints(apiClient);

export const usersKeys = {
  all: ['users'] as const,
  list: (params: UsersListParams) => ['users', 'list', params] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  managers: (companyId: number) => ['users', 'managers', companyId] as const,
  companies: (userId: number, role: string, companyId: number | null) => ['users', 'wizard-companies', userId, role, companyId] as const,
  stores: (companyId: number) => ['users', 'wizard-stores', companyId] as const,
};

export function useUsersList(params: UsersListParams) {
  return useQuery({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => usersApi.list(params, signal),
    placeholderData: keepPreviousData,
    // the list reflects at once what was just done in the wizard or elsewhere
    staleTime: 0,
  });
}

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: usersKeys.detail(id ?? 0),
    queryFn: ({ signal }) => usersApi.get(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Failures of the wizard's pickers are only logged and give an empty list (spec 1 §8). */
async function orEmpty<T>(what: string, load: () => Promise<T[]>, signal: AbortSignal): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    if (signal.aborted) throw error;
    console.error(`Caricamento ${what} non riuscito`, error);
    return [];
  }
}

/**
 * The companies of step 2: every company for the superadmin, its own for an entrepreneur (only
 * the current one selectable), the current one for a manager.
 */
export function useCompanyChoices(user: UserDto, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.companies(user.id, user.role, user.company_id),
    enabled,
    queryFn: ({ signal }): Promise<CompanyChoice[]> => {
      if (user.role === 'superadmin') return orEmpty('aziende', () => usersApi.allCompanies(signal), signal);
      const current: CompanyChoice[] =
        user.company_id === null ? [] : [{ id: user.company_id, name: user.company_name ?? '', selectable: true }];
      if (user.role !== 'entrepreneur') return Promise.resolve(current);
      return orEmpty('aziende', () => usersApi.ownCompanies(signal), signal).then((list) => (list.length > 0 ? list : current));
    },
  });
}

export function useStoreChoices(companyId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.stores(companyId ?? 0),
    enabled: enabled && companyId !== null,
    queryFn: ({ signal }): Promise<StoreChoice[]> => orEmpty('negozi', () => usersApi.stores(companyId ?? 0, signal), signal),
    staleTime: 0,
  });
}

export function useManagerChoices(companyId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.managers(companyId ?? 0),
    enabled: enabled && companyId !== null,
    queryFn: ({ signal }): Promise<ManagerChoice[]> => orEmpty('manager', () => usersApi.managers(companyId ?? 0, signal), signal),
    staleTime: 0,
  });
}

export function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersKeys.all });
  return {
    create: useMutation({
      mutationFn: ({ body, idempotencyKey }: { body: CreateUserBody; idempotencyKey: string }) => usersApi.create(body, idempotencyKey),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) => usersApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => usersApi.remove(id),
      onSuccess: async (_data, id) => {
        queryClient.removeQueries({ queryKey: usersKeys.detail(id) });
        await refresh();
      },
    }),
  };
}
