import {
  companiesContract,
  publicPlansContract,
  type CompanyListExtra,
  type CompanyListItem,
  type CreateCompanyBody,
  type PlanFilter,
  type SubscriptionStatus,
  type UpdateCompanyBody,
} from '@banco/shared';
import { createCall, createCallEnvelope } from '../../api/call.ts';
import type { ApiClient } from '../../api/client.ts';

export interface CompaniesListParams {
  page: number;
  per_page: number;
  search?: string;
  status?: SubscriptionStatus | null;
  plan?: PlanFilter | null;
}

export type CompaniesListResult = CompanyListExtra & { data: CompanyListItem[] };

/** The calls of the companies page (spec 1 §7 Companies). */
export function createCompaniesEndpoints(client: ApiClient) {
  const call = createCall(client);
  const callEnvelope = createCallEnvelope(client);
  return {
    /** GET /companies: data, stats and pagination sit side by side at the top of the envelope. */
    async list(params: CompaniesListParams, signal?: AbortSignal): Promise<CompaniesListResult> {
      const { data, stats, pagination } = await callEnvelope(companiesContract.list, {
        query: {
          page: params.page,
          per_page: params.per_page,
          search: params.search?.trim() || undefined,
          status: params.status ?? undefined,
          plan: params.plan ?? undefined,
        },
        signal,
      });
      return { data, stats, pagination };
    },

    get: (id: number, signal?: AbortSignal) => call(companiesContract.show, { params: { id }, signal }),

    /** POST /companies: the form fields plus is_active true (spec 1 §7). */
    create: (body: CreateCompanyBody, idempotencyKey: string) => call(companiesContract.create, { body: { ...body, is_active: true }, idempotencyKey }),

    update: (id: number, body: UpdateCompanyBody) => call(companiesContract.update, { params: { id }, body }),

    async remove(id: number): Promise<void> {
      await call(companiesContract.remove, { params: { id } });
    },

    publicPlans: (signal?: AbortSignal) => call(publicPlansContract.list, { signal }),
  };
}

export type CompaniesEndpoints = ReturnType<typeof createCompaniesEndpoints>;
