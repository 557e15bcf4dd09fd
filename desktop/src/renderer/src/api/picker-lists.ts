import { companiesContract, storesContract, usersContract, type CompanyListItem, type StoreDto, type UserListItem, type z } from '@banco/shared';
import type { Call, CallEnvelope } from './call.ts';
import { everyPage, type PickerPage } from './every-page.ts';

type Filters<Q> = Omit<Q, keyof PickerPage>;

/** The superadmin's pickers of a company (users, stores, customers): every company of the platform. */
export function everyCompany(callEnvelope: CallEnvelope, signal?: AbortSignal): Promise<CompanyListItem[]> {
  return everyPage(async (page) => {
    const { data, pagination } = await callEnvelope(companiesContract.list, { query: page, signal });
    return { rows: data, pagination };
  });
}

/** Every store GET /stores gives for `filters` (the caller's scope): store filters and pickers. */
export function everyStore(call: Call, filters: Filters<z.input<typeof storesContract.list.query>>, signal?: AbortSignal): Promise<StoreDto[]> {
  return everyPage(async (page) => {
    const data = await call(storesContract.list, { query: { ...filters, ...page }, signal });
    return { rows: data.stores, pagination: data.pagination };
  });
}

/** Every user GET /users gives for `filters`: the wizards' pickers of managers and staff. */
export function everyUser(call: Call, filters: Filters<z.input<typeof usersContract.list.query>>, signal?: AbortSignal): Promise<UserListItem[]> {
  return everyPage(async (page) => {
    const data = await call(usersContract.list, { query: { ...filters, ...page }, signal });
    return { rows: data.users, pagination: data.pagination };
  });
}
