import {
  isPlanFull,
  PICKER_PAGE_SIZE,
  type AssignUserStoresBody,
  type AvailableCompany,
  type CreateUserBody,
  type Role,
  type UpdateUserBody,
  type UserDetail,
  type UserListItem,
  type UsersListData,
} from '@banco/shared';
import type { ApiClient } from '../api/client.ts';

export interface UsersListParams {
  page: number;
  per_page: number;
  search?: string;
  role?: Role | null;
}

/** A company the wizard can put a user in. `selectable` false: shown, not choosable. */
export interface CompanyChoice {
  id: number;
  name: string;
  selectable: boolean;
}

/** A store of the wizard's step 3. */
export interface StoreChoice {
  id: number;
  name: string;
  code: string;
  city: string;
}

/** A manager of the wizard's step 3 (consultants). */
export interface ManagerChoice {
  id: number;
  name: string;
  store_ids: number[];
  is_active: boolean;
}

/** The fields of a GET /companies row the company select reads (the companies API owns it). */
interface CompanyRow {
  id: number;
  name: string;
  users_count?: number;
  max_users?: number;
}

/** The fields of a GET /stores row the store picker reads (the stores API owns it). */
interface StoreRow {
  id: number;
  name: string;
  code: string;
  city: string;
}

/** The calls of the users section (spec 1 §7 Users), plus the pickers of the wizard. */
export function createUsersEndpoints(client: ApiClient) {
  return {
    list(params: UsersListParams, signal?: AbortSignal): Promise<UsersListData> {
      return client.request<UsersListData>('/users', {
        query: { ...params, search: params.search?.trim() || undefined },
        signal,
      });
    },

    async get(id: number, signal?: AbortSignal): Promise<UserDetail> {
      return (await client.request<{ user: UserDetail }>(`/users/${id}`, { signal })).user;
    },

    async create(body: CreateUserBody): Promise<UserDetail> {
      return (await client.request<{ user: UserDetail }>('/users', { method: 'POST', body })).user;
    },

    async update(id: number, body: UpdateUserBody): Promise<UserDetail> {
      return (await client.request<{ user: UserDetail }>(`/users/${id}`, { method: 'PUT', body })).user;
    },

    async remove(id: number): Promise<void> {
      await client.request<null>(`/users/${id}`, { method: 'DELETE' });
    },

    async assignStores(id: number, body: AssignUserStoresBody): Promise<UserDetail> {
      return (await client.request<{ user: UserDetail }>(`/users/${id}/stores`, { method: 'POST', body })).user;
    },

    /** Superadmin: every company (GET /companies, first 100 by the companies API's order). */
    async allCompanies(signal?: AbortSignal): Promise<CompanyChoice[]> {
      const envelope = await client.requestEnvelope<CompanyRow[] | { companies?: CompanyRow[] }>('/companies', {
        query: { per_page: PICKER_PAGE_SIZE },
        signal,
      });
      const rows = Array.isArray(envelope.data) ? envelope.data : (envelope.data.companies ?? []);
      // a company whose plan has no room for one more user is shown, not choosable (the server would refuse it)
      return rows
        .map((row) => {
          const full = isPlanFull(row.users_count, row.max_users);
          return { id: row.id, name: full ? `${row.name} (piano completo)` : row.name, selectable: !full };
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'it'));
    },

    /** Entrepreneur: its companies; users are managed in the current one only. */
    async ownCompanies(signal?: AbortSignal): Promise<CompanyChoice[]> {
      const data = await client.request<AvailableCompany[] | { companies?: AvailableCompany[] }>('/users/available-companies', { signal });
      const rows = Array.isArray(data) ? data : (data.companies ?? []);
      return rows.map((row) => ({ id: row.id, name: row.name, selectable: row.is_current === 1 }));
    },

    /** Step 3 stores of a company (GET /stores for the user wizard). */
    async stores(companyId: number, signal?: AbortSignal): Promise<StoreChoice[]> {
      const data = await client.request<{ stores?: StoreRow[] }>('/stores', {
        query: { company_id: companyId, per_page: PICKER_PAGE_SIZE, for_user_assignment: 1 },
        signal,
      });
      return (data.stores ?? []).map((store) => ({ id: store.id, name: store.name, code: store.code, city: store.city }));
    },

    /** Step 3 managers of a company (GET /users?role=manager). */
    async managers(companyId: number, signal?: AbortSignal): Promise<ManagerChoice[]> {
      const data = await client.request<UsersListData>('/users', {
        query: { role: 'manager', per_page: PICKER_PAGE_SIZE, company_id: companyId },
        signal,
      });
      return data.users.map((user: UserListItem) => ({
        id: user.id,
        name: `${user.first_name} ${user.last_name}`,
        store_ids: user.store_ids,
        is_active: user.is_active,
      }));
    },
  };
}

export type UsersEndpoints = ReturnType<typeof createUsersEndpoints>;
