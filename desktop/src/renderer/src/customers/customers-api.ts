import { customersContract, type AssignPointsBody, type CustomerBody, type CustomerListQuery } from '@banco/shared';
import { createCall, createCallEnvelope, createDownload } from '../api/call.ts';
import { everyCompany } from '../api/picker-lists.ts';
import type { ApiClient, DownloadedFile } from '../api/client.ts';
import { jsonFile } from '../components/save-file.ts';

/** The calls of the customers section (spec 2 §7). */
export function createCustomersEndpoints(client: ApiClient) {
  const call = createCall(client);
  const callEnvelope = createCallEnvelope(client);
  const download = createDownload(client);
  return {
    list: (query: CustomerListQuery, signal?: AbortSignal) =>
      call(customersContract.list, { query: { ...query, search: query.search?.trim() || undefined }, signal }),
    get: (id: number, signal?: AbortSignal) => call(customersContract.show, { params: { id }, signal }),
    create: (body: CustomerBody, idempotencyKey: string) => call(customersContract.create, { body, idempotencyKey }),
    update: (id: number, body: CustomerBody) => call(customersContract.update, { params: { id }, body }),
    remove: async (id: number): Promise<void> => {
      await call(customersContract.remove, { params: { id } });
    },
    assignPoints: (id: number, body: AssignPointsBody, idempotencyKey: string) =>
      call(customersContract.assignPoints, { params: { id }, body, idempotencyKey }),
    deletePoints: (id: number, pointsId: number) => call(customersContract.deletePoints, { params: { id, pointsId } }),
    convertPoints: (id: number, idempotencyKey: string) => call(customersContract.convertPoints, { params: { id }, idempotencyKey }),
    /** GDPR right of access: everything held about the customer, as a JSON file or a readable PDF. */
    async exportFile(id: number, format: 'json' | 'pdf'): Promise<DownloadedFile> {
      if (format === 'pdf') return download(customersContract.exportPdf, { params: { id } });
      return jsonFile(await call(customersContract.exportData, { params: { id } }), `dati-cliente-${id}.json`);
    },
    /** The superadmin's choice of company for a new customer (GET /companies, by name). */
    async companies(signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
      const rows = await everyCompany(callEnvelope, signal);
      return rows.map((row) => ({ id: row.id, name: row.name })).sort((a, b) => a.name.localeCompare(b.name, 'it'));
    },
  };
}

export type CustomersEndpoints = ReturnType<typeof createCustomersEndpoints>;
