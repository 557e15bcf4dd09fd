import {
  type CompanyDetail,
  type CompanyListExtra,
  type CompanyListItem,
  type CreateCompanyBody,
  type PlanFilter,
  type PublicPlan,
  type SubscriptionStatus,
  type UpdateCompanyBody,
} from '@banco/shared';
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
  return {
    /** GET /companies: data, stats and pagination sit side by side at the top of the envelope. */
    async list(params: CompaniesListParams, signal?: AbortSignal): Promise<CompaniesListResult> {
      const envelope = await client.requestEnvelope<CompanyListItem[], CompanyListExtra>('/companies', {
        query: { ...params, search: params.search?.trim() || undefined },
        signal,
      });
      return { data: envelope.data, stats: envelope.stats, pagination: envelope.pagination };
    },

    get(id: number, signal?: AbortSignal): Promise<CompanyDetail> {
      return client.request<CompanyDetail>(`/companies/${id}`, { signal });
    },

    /** POST /companies: the form fields plus is_active true (spec 1 §7). */
    create(body: CreateCompanyBody): Promise<CompanyDetail> {
      return client.request<CompanyDetail>('/companies', { method: 'POST', body: { ...body, is_active: true } });
    },

    update(id: number, body: UpdateCompanyBody): Promise<CompanyDetail> {
      return client.request<CompanyDetail>(`/companies/${id}`, { method: 'PUT', body });
    },

    async remove(id: number): Promise<void> {
      await client.request<null>(`/companies/${id}`, { method: 'DELETE' });
    },

    publicPlans(signal?: AbortSignal): Promise<PublicPlan[]> {
      return client.request<PublicPlan[]>('/public/plans', { signal });
    },
  };
}

export type CompaniesEndpoints = ReturnType<typeof createCompaniesEndpoints>;
