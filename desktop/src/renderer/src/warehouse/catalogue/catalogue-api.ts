import { productsContract, type ProductBody, type ProductListQuery } from '@banco/shared';
import { createCall, createCallEnvelope, createDownload } from '../../api/call.ts';
import type { ApiClient, DownloadedFile } from '../../api/client.ts';

/** The calls of the product catalogue (spec 3 §7: /inventory/products and its rows). */
export function createCatalogueEndpoints(client: ApiClient) {
  const call = createCall(client);
  const callEnvelope = createCallEnvelope(client);
  const download = createDownload(client);
  return {
    list: (query: ProductListQuery, signal?: AbortSignal) => call(productsContract.list, { query: { ...query, search: query.search?.trim() || undefined }, signal }),
    /** The filtered catalogue, every page, as CSV (the server writes CSV only). */
    exportFile(query: ProductListQuery): Promise<DownloadedFile> {
      const { page: _page, per_page: _perPage, ...filters } = query;
      return download(productsContract.export, { query: filters });
    },
    create: (body: ProductBody, idempotencyKey: string) => callEnvelope(productsContract.create, { body, idempotencyKey }),
    update: (id: number, body: ProductBody) => callEnvelope(productsContract.update, { params: { id }, body }),
    remove: (id: number) => callEnvelope(productsContract.remove, { params: { id } }),
    toggleStatus: (id: number) => callEnvelope(productsContract.toggleStatus, { params: { id } }),
  };
}

export type CatalogueEndpoints = ReturnType<typeof createCatalogueEndpoints>;
