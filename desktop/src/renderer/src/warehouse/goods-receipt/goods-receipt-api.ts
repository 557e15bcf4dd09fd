import {
  goodsReceiptContract,
  productsContract,
  stockContract,
  storesContract,
  suppliersContract,
  type DdtCreateBody,
  type ProductBody,
  type SupplierBody,
} from '@banco/shared';
import { createCall, createDownload } from '../../api/call.ts';
import type { ApiClient, DownloadedFile } from '../../api/client.ts';
import { apiClient } from '../../app/services.ts';

/**
 * The calls of the goods receipt (spec 3 §7 "Second goods-receipt flow"): suppliers, the user's stores,
 * product search, IMEI checks, locations, the DDT itself and its PDFs, typed by the shared contracts.
 */
export function createGoodsReceiptEndpoints(client: ApiClient) {
  const call = createCall(client);
  const download = createDownload(client);
  return {
    /** The active suppliers, by name. */
    async suppliers(signal?: AbortSignal) {
      const data = await call(suppliersContract.picks, { signal });
      return [...data.suppliers].sort((a, b) => a.name.localeCompare(b.name, 'it'));
    },
    createSupplier: (body: SupplierBody, idempotencyKey: string) => call(suppliersContract.create, { body, idempotencyKey }),
    /** The stores the user works in (the destination). */
    stores: (signal?: AbortSignal) => call(storesContract.myStores, { signal }),
    /** The catalogue from 2 characters. */
    searchProducts: (q: string, signal?: AbortSignal) => call(productsContract.search, { query: { q }, signal }),
    createProduct: (body: ProductBody, idempotencyKey: string) => call(productsContract.create, { body, idempotencyKey }),
    locations: (storeId: number, signal?: AbortSignal) => call(stockContract.locations, { query: { store_id: storeId }, signal }),
    /** Whether an IMEI is valid and free, with the destination store's rule for a duplicate. */
    validateImei: (imei: string, storeId: number | null) => call(stockContract.validateImei, { body: storeId === null ? { imei } : { imei, store_id: storeId } }),
    /** Writes the DDT, its pieces, stock and movements once per submission. */
    create: (body: DdtCreateBody, idempotencyKey: string) => call(goodsReceiptContract.create, { body, idempotencyKey }),
    report: (id: number): Promise<DownloadedFile> => download(goodsReceiptContract.report, { params: { id } }),
    labels: (id: number): Promise<DownloadedFile> => download(goodsReceiptContract.labels, { params: { id } }),
  };
}

export type GoodsReceiptEndpoints = ReturnType<typeof createGoodsReceiptEndpoints>;

export const goodsReceiptApi = createGoodsReceiptEndpoints(apiClient);
