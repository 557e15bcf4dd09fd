import {
  isPlanFull,
  planFullLabel,
  usersContract,
  type AssignUserStoresBody,
  type CreateUserBody,
  type Role,
  type UpdateUserBody,
  type UserDetail,
} from '@banco/shared';
import { createCall, createCallEnvelope } from '../api/call.ts';
import { everyCompany, everyStore, everyUser } from '../api/picker-lists.ts';
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

/** The calls of the users section (spec 1 §7 Users), plus the pickers of the wizard. */
export function createUsersEndpoints(client: ApiClient) {
  const call = createCall(client);
  const callEnvelope = createCallEnvelope(client);
  return {
    list: (params: UsersListParams, signal?: AbortSignal) =>
      call(usersContract.list, {
        query: { page: params.page, per_page: params.per_page, search: params.search?.trim() || undefined, role: params.role ?? undefined },
        signal,
      }),

    async get(id: number, signal?: AbortSignal): Promise<UserDetail> {
      return (await call(usersContract.show, { params: { id }, signal })).user;
    },

    async create(body: CreateUserBody, idempotencyKey: string): Promise<UserDetail> {
      return (await call(usersContract.create, { body, idempotencyKey })).user;
    },

    async update(id: number, body: UpdateUserBody): Promise<UserDetail> {
      return (await call(usersContract.update, { params: { id }, body })).user;
    },

    async remove(id: number): Promise<void> {
      await call(usersContract.remove, { params: { id } });
    },

    async assignStores(id: number, body: AssignUserStoresBody): Promise<UserDetail> {
      return (await call(usersContract.assignStores, { params: { id }, body })).user;
    },

    /** Superadmin: every company (GET /companies, every page). */
    async allCompanies(signal?: AbortSignal): Promise<CompanyChoice[]> {
      const rows = await everyCompany(callEnvelope, signal);
      // a company whose plan has no room for one more user is shown, not choosable (the server would refuse it)
      return rows
        .map((row) => {
          const full = isPlanFull(row.users_count, row.max_users);
          return { id: row.id, name: full ? planFullLabel(row.name) : row.name, selectable: !full };
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'it'));
    },

    /** Entrepreneur: its companies; users are managed in the current one only. */
    async ownCompanies(signal?: AbortSignal): Promise<CompanyChoice[]> {
      const rows = await call(usersContract.availableCompanies, { signal });
      return rows.map((row) => ({ id: row.id, name: row.name, selectable: row.is_current === 1 }));
    },

    /** Step 3 stores of a company (GET /stores for the user wizard). */
    async stores(companyId: number, signal?: AbortSignal): Promise<StoreChoice[]> {
      const stores = await everyStore(call, { company_id: companyId, for_user_assignment: '1' }, signal);
      return stores.map((store) => ({ id: store.id, name: store.name, code: store.code, city: store.city }));
    },

    /** Step 3 managers of a company (GET /users?role=manager). */
    async managers(companyId: number, signal?: AbortSignal): Promise<ManagerChoice[]> {
      const managers = await everyUser(call, { role: 'manager', company_id: companyId }, signal);
      return managers.map((user) => ({
        id: user.id,
        name: `${user.first_name} ${user.last_name}`,
        store_ids: user.store_ids,
        is_active: user.is_active,
      }));
    },
  };
}

export type UsersEndpoints = ReturnType<typeof createUsersEndpoints>;
