import {
  stockContract,
  suppliersContract,
  type InventoryKind,
  type InventoryQuery,
  type PieceUpdateBody,
  type StockUpdateBody,
} from '@banco/shared';
import { createCall, createCallEnvelope, createDownload } from '../../api/call.ts';
import type { ApiClient, DownloadedFile } from '../../api/client.ts';
import type { ExportFormat } from '../../components/FileExportMenu.tsx';
import { visibleStores } from '../../shops/visible-stores.ts';

/** A row of the inventory: a serialized piece or a product's quantity in a store. */
export interface InventoryRowRef {
  kind: InventoryKind;
  id: number;
}


/** The calls of the inventory page (spec 3 §7: /warehouse/inventory and its rows, scan-imei, suppliers, locations). */
export function createInventoryEndpoints(client: ApiClient) {
  const call = createCall(client);
  const callEnvelope = createCallEnvelope(client);
  const download = createDownload(client);
  return {
    list: (query: InventoryQuery, signal?: AbortSignal) => call(stockContract.inventory, { query, signal }),
    /** The filtered list, every page, as a file (the current filters and sort; no page). */
    exportFile(query: InventoryQuery, format: ExportFormat): Promise<DownloadedFile> {
      const { page: _page, per_page: _perPage, ...filters } = query;
      return download(stockContract.exportInventory, { query: { ...filters, format } });
    },
    detail: ({ kind, id }: InventoryRowRef, signal?: AbortSignal) =>
      kind === 'piece' ? call(stockContract.showPiece, { params: { id }, signal }) : call(stockContract.showStock, { params: { id }, signal }),
    updatePiece: (id: number, body: PieceUpdateBody) => callEnvelope(stockContract.updatePiece, { params: { id }, body }),
    updateStock: (id: number, body: StockUpdateBody) => callEnvelope(stockContract.updateStock, { params: { id }, body }),
    remove: ({ kind, id }: InventoryRowRef) =>
      kind === 'piece' ? callEnvelope(stockContract.removePiece, { params: { id } }) : callEnvelope(stockContract.removeStock, { params: { id } }),
    /** A typed or scanned IMEI: the piece and its history (404 'IMEI non trovato in magazzino'). */
    scan: (imei: string) => call(stockContract.scanImei, { body: { imei } }),
    async suppliers(signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
      const data = await call(suppliersContract.picks, { signal });
      return data.suppliers.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'it'));
    },
    locations: (storeId: number, signal?: AbortSignal) => call(stockContract.locations, { query: { store_id: storeId }, signal }),
    /** The stores the user sees (the store filter), by name. */
    stores: (signal?: AbortSignal) => visibleStores(call, signal),
  };
}

export type InventoryEndpoints = ReturnType<typeof createInventoryEndpoints>;
