import { companiesContract, type CompanyListItem } from '@banco/shared';
import type { CallEnvelope } from '../api/call.ts';
import { everyPage } from '../api/every-page.ts';

/** The superadmin's pickers of a company (users, stores, customers): every company of the platform, page by page. */
export function everyCompany(callEnvelope: CallEnvelope, signal?: AbortSignal): Promise<CompanyListItem[]> {
  return everyPage(async (page) => {
    const { data, pagination } = await callEnvelope(companiesContract.list, { query: page, ...(signal ? { signal } : {}) });
    return { rows: data, pagination };
  });
}
