import {
  brandingContract,
  customersContract,
  salesContract,
  stockContract,
  storesContract,
  type CustomerListQuery,
  type DailyGoalsBody,
  type InventoryQuery,
  type SaleCompleteBody,
  type SalesListQuery,
  type ShiftCloseBody,
  type ShiftOpenBody,
} from '@banco/shared';
import { createCall, createDownload } from '../api/call.ts';
import type { ApiClient, DownloadedFile } from '../api/client.ts';
import { apiClient } from '../app/services.ts';

/**
 * The calls of the counter (issue 10): the sale, the shifts, 'Gestione Vendite' and the sales list,
 * with the stock and customer reads the sales wizard needs, typed by the shared contracts.
 */
export function createSalesEndpoints(client: ApiClient) {
  const call = createCall(client);
  const download = createDownload(client);
  return {
    /** The stores the user works in (the counter's store is one of them). */
    stores: (signal?: AbortSignal) => call(storesContract.myStores, { signal }),
    /** A store's details: its enabled operators for the activations. */
    store: (id: number, signal?: AbortSignal) => call(storesContract.show, { params: { id }, signal }),
    /** The logo and the receipt's header and footer lines (Impostazioni → Personalizzazione). */
    receiptBranding: (signal?: AbortSignal) => call(brandingContract.receipt, { signal }),
    dashboard: (storeId: number, signal?: AbortSignal) => call(salesContract.dashboard, { query: { store_id: storeId }, signal }),
    saveGoals: (body: DailyGoalsBody) => call(salesContract.saveGoals, { body }),
    rates: (signal?: AbortSignal) => call(salesContract.rates, { signal }),
    list: (query: SalesListQuery, signal?: AbortSignal) => call(salesContract.list, { query, signal }),
    exportList: (query: SalesListQuery & { format: 'csv' | 'xlsx' }): Promise<DownloadedFile> => download(salesContract.export, { query }),
    show: (id: number, signal?: AbortSignal) => call(salesContract.show, { params: { id }, signal }),
    /** 'Completa Vendita': exactly once per sale id (the body's `id`), whatever the retries. */
    complete: (body: SaleCompleteBody, idempotencyKey: string) => call(salesContract.complete, { body, idempotencyKey }),
    receipt: (id: number): Promise<DownloadedFile> => download(salesContract.receipt, { params: { id } }),
    currentShift: (storeId: number, signal?: AbortSignal) => call(salesContract.currentShift, { query: { store_id: storeId }, signal }),
    openShift: (body: ShiftOpenBody, idempotencyKey: string) => call(salesContract.openShift, { body, idempotencyKey }),
    showShift: (id: number, signal?: AbortSignal) => call(salesContract.showShift, { params: { id }, signal }),
    closeShift: (id: number, body: ShiftCloseBody, idempotencyKey: string) => call(salesContract.closeShift, { params: { id }, body, idempotencyKey }),
    shiftReport: (id: number): Promise<DownloadedFile> => download(salesContract.shiftReport, { params: { id } }),
    /** What the store has to sell: available pieces and quantity stock. */
    stock: (query: InventoryQuery, signal?: AbortSignal) => call(stockContract.inventory, { query, signal }),
    /** The customer's detail: the points balance after a sale. */
    customer: (id: number, signal?: AbortSignal) => call(customersContract.show, { params: { id }, signal }),
    customers: (query: CustomerListQuery, signal?: AbortSignal) => call(customersContract.list, { query, signal }),
  };
}

export type SalesEndpoints = ReturnType<typeof createSalesEndpoints>;

export const salesApi = createSalesEndpoints(apiClient);
