import { suppliersContract, type SupplierBody, type z, type supplierListQuerySchema } from '@banco/shared';
import { createCall, createCallEnvelope } from '../../api/call.ts';
import type { ApiClient } from '../../api/client.ts';

export type SupplierListQuery = z.input<typeof supplierListQuerySchema>;

/** The calls of the suppliers screen (spec 3 §7: /inventory/suppliers and its rows). */
export function createSuppliersEndpoints(client: ApiClient) {
  const call = createCall(client);
  const callEnvelope = createCallEnvelope(client);
  return {
    list: (query: SupplierListQuery, signal?: AbortSignal) => call(suppliersContract.list, { query: { ...query, search: query.search?.trim() || undefined }, signal }),
    create: (body: SupplierBody, idempotencyKey: string) => callEnvelope(suppliersContract.create, { body, idempotencyKey }),
    update: (id: number, body: SupplierBody) => callEnvelope(suppliersContract.update, { params: { id }, body }),
    verify: (id: number) => callEnvelope(suppliersContract.verify, { params: { id } }),
    toggleActive: (id: number) => callEnvelope(suppliersContract.toggleActive, { params: { id } }),
  };
}

export type SuppliersEndpoints = ReturnType<typeof createSuppliersEndpoints>;
