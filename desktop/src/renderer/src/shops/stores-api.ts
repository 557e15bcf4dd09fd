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
import { PAGE_SIZE, storesContract } from '@banco/shared';
import { createCall, createCallEnvelope } from '../api/call.ts';
import { everyCompany, everyUser } from '../api/picker-lists.ts';
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

/** The calls of the stores section (spec 1 §7 Stores), typed by the shared storesContract. */
export function createStoresEndpoints(client: ApiClient) {
  const call = createCall(client);
  const callEnvelope = createCallEnvelope(client);
  const api = storesContract;
  return {
    list(params: StoresListParams, signal?: AbortSignal): Promise<StoreListData> {
      const query = {
        page: params.page,
        per_page: PAGE_SIZE,
        search: params.search.trim() || undefined,
        status: params.status === 'all' ? undefined : params.status,
      };
      return call(api.list, { query, signal });
    },

    get(id: number, signal?: AbortSignal): Promise<StoreDto> {
      return call(api.show, { params: { id }, signal });
    },

    /** The wizard always sends the status as active (spec 1 §7). */
    create(body: StoreCreateBody, idempotencyKey: string): Promise<StoreDto> {
      const sent = { ...body, status: 'active' as const };
      return call(api.create, { body: sent, idempotencyKey });
    },

    update(id: number, body: StoreUpdateBody): Promise<StoreDto> {
      return call(api.update, { params: { id }, body });
    },

    async remove(id: number): Promise<void> {
      await call(api.remove, { params: { id } });
    },

    staff(id: number, signal?: AbortSignal): Promise<StoreStaffData> {
      return call(api.staff, { params: { id }, signal });
    },

    users(id: number, signal?: AbortSignal): Promise<StoreUserDto[]> {
      return call(api.users, { params: { id }, signal });
    },

    assignUser(id: number, userId: number): Promise<StoreUserDto[]> {
      return call(api.assignUser, { params: { id }, body: { user_id: userId } });
    },

    unassignUser(id: number, userId: number): Promise<StoreUserDto[]> {
      return call(api.unassignUser, { params: { id, userId } });
    },

    availableOperators(companyId: number | null, signal?: AbortSignal): Promise<AvailableOperators> {
      return call(api.availableOperators, { query: { company_id: companyId ?? undefined }, signal });
    },

    activationCodes(id: number, signal?: AbortSignal): Promise<ActivationCodeDto[]> {
      return call(api.activationCodes, { params: { id }, signal });
    },

    saveActivationCodes(id: number, codes: ActivationCodesBody['codes'], idempotencyKey: string): Promise<ActivationCodeDto[]> {
      return call(api.saveActivationCodes, { params: { id }, body: { codes }, idempotencyKey });
    },

    async deleteActivationCode(id: number, codeId: number): Promise<void> {
      await call(api.deleteActivationCode, { params: { id, codeId } });
    },

    /** Every company (superadmin): GET /companies, every page. */
    async companies(signal?: AbortSignal): Promise<CompanyOption[]> {
      const rows = await everyCompany(callEnvelope, signal);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        business_name: row.business_name,
        stores_count: row.stores_count,
        max_stores: row.max_stores,
        subscription_plan_name: row.plan_name,
      }));
    },

    /** Managers and consultants of the store's company not yet assigned to it. */
    async assignableUsers(storeId: number, signal?: AbortSignal): Promise<AssignableUser[]> {
      const users = await everyUser(call, { available_for_store: storeId }, signal);
      return users.filter((user) => user.role === 'manager' || user.role === 'consultant');
    },
  };
}

export type StoresEndpoints = ReturnType<typeof createStoresEndpoints>;

export const storesApi = createStoresEndpoints(apiClient);
