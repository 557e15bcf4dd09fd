import { returnsContract, warehouseSettingsContract, type ReturnCompleteBody, type ReturnQuoteBody, type ReturnSalesQuery } from '@banco/shared';
import { createCall, createCallEnvelope, createDownload } from '../../api/call.ts';
import type { ApiClient, DownloadedFile } from '../../api/client.ts';
import { apiClient } from '../../app/services.ts';

/** The calls of 'Gestione Resi e Cambi' (issue 11), typed by the shared returns contract. */
export function createReturnsEndpoints(client: ApiClient) {
  const call = createCall(client);
  const envelope = createCallEnvelope(client);
  const download = createDownload(client);
  return {
    /** Step 1: the sales of the user's stores by receipt, customer or period. */
    searchSales: (query: ReturnSalesQuery, signal?: AbortSignal) => call(returnsContract.searchSales, { query, signal }),
    /** Step 1's detail card: each line's return status and the refund methods of the sale. */
    saleForReturn: (id: number, signal?: AbortSignal) => call(returnsContract.saleForReturn, { params: { id }, signal }),
    /** Steps 2–3: the assessment and every refund method's figures, computed by the server. */
    quote: (body: ReturnQuoteBody, signal?: AbortSignal) => call(returnsContract.quote, { body, signal }),
    /** 'Completa Reso' / 'Completa Cambio': exactly once per return id (the body's `id`). */
    complete: (body: ReturnCompleteBody, idempotencyKey: string) => call(returnsContract.complete, { body, idempotencyKey }),
    list: (query: { customer_id?: number; store_id?: number; sale_id?: number; per_page?: number }, signal?: AbortSignal) => call(returnsContract.list, { query, signal }),
    show: (id: number, signal?: AbortSignal) => call(returnsContract.show, { params: { id }, signal }),
    /** 'Scarica Ricevuta' / 'Stampa Documenti': the return document (PDF). */
    document: (id: number): Promise<DownloadedFile> => download(returnsContract.document, { params: { id } }),
    /** 'Invia Email': the server's message ('E-mail in coda di invio') and the address. */
    email: (id: number) => envelope(returnsContract.email, { params: { id } }),
    addPhoto: (id: number, photo: string) => call(returnsContract.addPhoto, { params: { id }, body: { photo } }),
    /** The store's return settings ('Politiche di Reso'): windows per category, restocking fees, default refund. */
    policy: (storeId: number, signal?: AbortSignal) => call(warehouseSettingsContract.show, { query: { store_id: storeId }, signal }),
    photo: (id: number, photoId: number): Promise<DownloadedFile> => download(returnsContract.photo, { params: { id, photoId } }),
  };
}

export type ReturnsEndpoints = ReturnType<typeof createReturnsEndpoints>;

export const returnsApi = createReturnsEndpoints(apiClient);

export const returnsKeys = {
  all: ['returns'] as const,
  search: (query: object) => ['returns', 'search', query] as const,
  sale: (id: number) => ['returns', 'sale', id] as const,
  quote: (body: object) => ['returns', 'quote', body] as const,
  list: (query: object) => ['returns', 'list', query] as const,
};
