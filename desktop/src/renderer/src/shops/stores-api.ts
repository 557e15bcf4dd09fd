import type {
  ActivationCodeDto,
  ActivationCodesBody,
  AvailableOperators,
  StoreCreateBody,
  StoreDto,
  StoreListData,
  StoreStaffData,
  StoreStatusFilter,
  StoreUpdateBody,
  StoreUserDto,
} from '@banco/shared';
import { PAGE_SIZE, PICKER_PAGE_SIZE } from '@banco/shared';
import type { ApiClient } from '../api/client.ts';
import { apiClient } from '../app/services.ts';

export interface StoresListParams {
  page: number;
  search: string;
  status: StoreStatusFilter;
}

/** A company the superadmin can create a store in (spec 1 §3 Company selector option). */
export interface CompanyOption {
  id: number;
  name: string;
  business_name: string | null;
  stores_count: number | null;
  max_stores: number | null;
  subscription_plan_name: string | null;
}

/** A user the edit modal can assign to a store. */
export interface AssignableUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
}

/** The fields of a GET /companies row the company selector reads (owned by the companies API). */
interface CompanyRow {
  id: number;
  name: string;
  business_name?: string | null;
  stores_count?: number | null;
  max_stores?: number | null;
  plan_name?: string | null;
  subscription_plan_name?: string | null;
}

/** The fields of a GET /users row the assignment picker reads (owned by the users API). */
interface UserRow extends AssignableUser {
  is_active?: boolean;
}

/** The calls of the stores section (spec 1 §7 Stores). */
export function createStoresEndpoints(client: ApiClient) {
  return {
    list(params: StoresListParams, signal?: AbortSignal): Promise<StoreListData> {
      return client.request<StoreListData>('/stores', {
        query: {
          page: params.page,
          per_page: PAGE_SIZE,
          search: params.search.trim() || undefined,
          status: params.status === 'all' ? undefined : params.status,
        },
        signal,
      });
    },

    get(id: number, signal?: AbortSignal): Promise<StoreDto> {
      return client.request<StoreDto>(`/stores/${id}`, { signal });
    },

    /** The wizard always sends the status as active (spec 1 §7). */
    create(body: StoreCreateBody): Promise<StoreDto> {
      return client.request<StoreDto>('/stores', { method: 'POST', body: { ...body, status: 'active' } });
    },

    update(id: number, body: StoreUpdateBody): Promise<StoreDto> {
      return client.request<StoreDto>(`/stores/${id}`, { method: 'PUT', body });
    },

    async remove(id: number): Promise<void> {
      await client.request<null>(`/stores/${id}`, { method: 'DELETE' });
    },

    staff(id: number, signal?: AbortSignal): Promise<StoreStaffData> {
      return client.request<StoreStaffData>(`/stores/${id}/staff`, { signal });
    },

    users(id: number, signal?: AbortSignal): Promise<StoreUserDto[]> {
      return client.request<StoreUserDto[]>(`/stores/${id}/users`, { signal });
    },

    assignUser(id: number, userId: number): Promise<StoreUserDto[]> {
      return client.request<StoreUserDto[]>(`/stores/${id}/users`, { method: 'POST', body: { user_id: userId } });
    },

    unassignUser(id: number, userId: number): Promise<StoreUserDto[]> {
      return client.request<StoreUserDto[]>(`/stores/${id}/users/${userId}`, { method: 'DELETE' });
    },

    availableOperators(companyId: number | null, signal?: AbortSignal): Promise<AvailableOperators> {
      return client.request<AvailableOperators>('/stores/available-operators', { query: { company_id: companyId }, signal });
    },

    activationCodes(id: number, signal?: AbortSignal): Promise<ActivationCodeDto[]> {
      return client.request<ActivationCodeDto[]>(`/stores/${id}/activation-codes`, { signal });
    },

    saveActivationCodes(id: number, codes: ActivationCodesBody['codes']): Promise<ActivationCodeDto[]> {
      return client.request<ActivationCodeDto[]>(`/stores/${id}/activation-codes`, { method: 'POST', body: { codes } });
    },

    async deleteActivationCode(id: number, codeId: number): Promise<void> {
      await client.request<null>(`/stores/${id}/activation-codes/${codeId}`, { method: 'DELETE' });
    },

    /** GET /companies?per_page=100 (superadmin): data is the list, or data.companies. */
    async companies(signal?: AbortSignal): Promise<CompanyOption[]> {
      const data = await client.request<CompanyRow[] | { companies?: CompanyRow[] }>('/companies', {
        query: { per_page: PICKER_PAGE_SIZE },
        signal,
      });
      const rows = Array.isArray(data) ? data : (data.companies ?? []);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        business_name: row.business_name ?? null,
        stores_count: row.stores_count ?? null,
        max_stores: row.max_stores ?? null,
        subscription_plan_name: row.plan_name ?? row.subscription_plan_name ?? null,
      }));
    },

    /** Managers and consultants of the store's company not yet assigned to it. */
    async assignableUsers(storeId: number, signal?: AbortSignal): Promise<AssignableUser[]> {
      const data = await client.request<{ users?: UserRow[] }>('/users', {
        query: { per_page: PICKER_PAGE_SIZE, available_for_store: storeId },
        signal,
      });
      return (data.users ?? []).filter((user) => user.role === 'manager' || user.role === 'consultant');
    },
  };
}

export type StoresEndpoints = ReturnType<typeof createStoresEndpoints>;

export const storesApi = createStoresEndpoints(apiClient);
