import type { AvailableOperators, StoreStaffData } from '@banco/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPTY_OPERATORS } from './store-form.ts';
import { storesApi, type AssignableUser, type CompanyOption, type StoresListParams } from './stores-api.ts';

export const storesKeys = {
  all: ['stores'] as const,
  list: (params: StoresListParams) => ['stores', 'list', params] as const,
  detail: (id: number) => ['stores', 'detail', id] as const,
  staff: (id: number) => ['stores', 'staff', id] as const,
  users: (id: number) => ['stores', 'users', id] as const,
  codes: (id: number) => ['stores', 'codes', id] as const,
  operators: (companyId: number | null) => ['stores', 'available-operators', companyId] as const,
  assignable: (id: number) => ['stores', 'assignable-users', id] as const,
  companies: ['stores', 'company-options'] as const,
};

/**
 * Secondary lists (staff, codes, users, companies, operators): a failure is only logged and the
 * list stays empty (spec 1 §8).
 */
async function orEmpty<T>(what: string, load: () => Promise<T>, empty: T, signal: AbortSignal): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (signal.aborted) throw error;
    console.error(`Caricamento ${what} non riuscito`, error);
    return empty;
  }
}

export function useStoresList(params: StoresListParams) {
  return useQuery({
    queryKey: storesKeys.list(params),
    queryFn: ({ signal }) => storesApi.list(params, signal),
    placeholderData: keepPreviousData,
    // the list follows every change at once: its permissions and counts are the server's
    staleTime: 0,
  });
}

export function useStore(id: number | null) {
  return useQuery({
    queryKey: storesKeys.detail(id ?? 0),
    queryFn: ({ signal }) => storesApi.get(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

const NO_STAFF: StoreStaffData = { staff: [], manager: null };

export function useStoreStaff(id: number | null) {
  return useQuery({
    queryKey: storesKeys.staff(id ?? 0),
    queryFn: ({ signal }) => orEmpty('personale', () => storesApi.staff(id ?? 0, signal), NO_STAFF, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useStoreUsers(id: number | null) {
  return useQuery({
    queryKey: storesKeys.users(id ?? 0),
    queryFn: ({ signal }) => orEmpty('utenti del negozio', () => storesApi.users(id ?? 0, signal), [], signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useActivationCodes(id: number | null) {
  return useQuery({
    queryKey: storesKeys.codes(id ?? 0),
    queryFn: ({ signal }) => orEmpty('codici di attivazione', () => storesApi.activationCodes(id ?? 0, signal), [], signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The providers a company offers; `enabled` false until the company is known. */
export function useAvailableOperators(companyId: number | null, enabled: boolean) {
  return useQuery<AvailableOperators>({
    queryKey: storesKeys.operators(companyId),
    queryFn: ({ signal }) => orEmpty('fornitori', () => storesApi.availableOperators(companyId, signal), EMPTY_OPERATORS, signal),
    enabled,
  });
}

/** The superadmin's company selector: every company (GET /companies, every page). */
export function useCompanyOptions(enabled: boolean) {
  return useQuery<CompanyOption[]>({
    queryKey: storesKeys.companies,
    queryFn: ({ signal }) => orEmpty('aziende', () => storesApi.companies(signal), [], signal),
    enabled,
  });
}

export function useAssignableUsers(id: number | null, enabled: boolean) {
  return useQuery<AssignableUser[]>({
    queryKey: storesKeys.assignable(id ?? 0),
    queryFn: ({ signal }) => orEmpty('utenti assegnabili', () => storesApi.assignableUsers(id ?? 0, signal), [], signal),
    enabled: enabled && id !== null,
    staleTime: 0,
  });
}

/** After any write: every stores query is refetched (lists, detail, staff, codes). */
export function useInvalidateStores(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: storesKeys.all });
}
