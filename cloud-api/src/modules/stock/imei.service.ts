import { imeiError, normalizeImei, pageWindow, paginationOf, STOCK_MSG, type FileAnswer, type ImeiCheck, type PieceStatus, type z, type imeiBulkCheckSchema, type imeiListQuerySchema, type imeiListSchema } from '@banco/shared';
import type { ServiceContext } from '../../http/service-context.ts';
import { loadStore } from '../stores/store-access.ts';
import { warehouseSettingsFor } from '../warehouse-settings/warehouse-settings.service.ts';
import { existingImeis } from './imei-registry.ts';
import { inventoryFile } from './inventory-export.ts';
import { seesPurchasePrices } from '../products/purchase-prices.ts';
import type { createInventoryReads } from './stock.service.ts';

type Reads = ReturnType<typeof createInventoryReads>;
type ListQuery = z.output<typeof imeiListQuerySchema>;

/**
 * The IMEI calls (spec 3 §7; issue 9): is this IMEI valid and free in the company (the goods receipt
 * asks before adding a piece), and the list of pieces by IMEI with its file (where a piece is and
 * what happened to it: imei-lookup.ts). The check looks at every store of the company, since an
 * IMEI is unique in it; the list shows only pieces of the stores the caller sees.
 */
export function createImeiService(reads: Reads) {
  async function check(sc: ServiceContext, raw: string, storeId: number | undefined, others: ReadonlySet<string> = new Set()): Promise<ImeiCheck> {
    const imei = normalizeImei(raw);
    const store = storeId === undefined ? null : await loadStore(sc.em, storeId);
    const action = store ? (await warehouseSettingsFor(sc.em, store.id)).duplicate_imei_action : null;
    const error = imeiError(imei);
    if (error !== null) return { imei, valid: false, message: error, exists: false, piece: null, duplicate_imei_action: action };
    const owner = (await existingImeis(sc.em, store?.company.id ?? sc.auth.companyId, [imei])).get(imei) ?? null;
    const piece = owner && { id: owner.pieceId, product_name: owner.productName, store_name: owner.storeName, status: owner.status as PieceStatus };
    const message = owner ? STOCK_MSG.imeiExists : others.has(imei) ? STOCK_MSG.imeiTwice : null;
    return { imei, valid: message === null, message, exists: owner !== null, piece, duplicate_imei_action: action };
  }

  const listSelection = (sc: ServiceContext, query: ListQuery) =>
    reads.select(sc, { search: query.search, store_id: query.store_id, status: query.status, show_sold: 'true' }, { onlyWithImei: true });

  return {
    check: (sc: ServiceContext, imei: string, storeId: number | undefined) => check(sc, imei, storeId),

    async checkBulk(sc: ServiceContext, list: readonly string[], storeId: number | undefined): Promise<z.output<typeof imeiBulkCheckSchema>> {
      const seen = new Set<string>();
      const results: ImeiCheck[] = [];
      for (const raw of list) {
        const imei = normalizeImei(raw);
        results.push(await check(sc, raw, storeId, seen));
        seen.add(imei);
      }
      const valid = results.filter((result) => result.valid).length;
      return { results, valid_count: valid, invalid_count: results.length - valid };
    },

    async list(sc: ServiceContext, query: ListQuery): Promise<z.output<typeof imeiListSchema>> {
      const selection = await listSelection(sc, query);
      const [pieces, totals] = await Promise.all([reads.pageOf(sc, selection, { sort: 'purchase_date', order: 'desc' }, pageWindow(query)), reads.totalsOf(sc, selection)]);
      return { pieces, pagination: paginationOf(query.page, query.per_page, totals.rows) };
    },

    async export(sc: ServiceContext, query: ListQuery): Promise<FileAnswer> {
      const pieces = await reads.exportOf(sc, await listSelection(sc, query), { sort: 'purchase_date', order: 'desc' });
      return inventoryFile(pieces, 'csv', seesPurchasePrices(sc), 'imei');
    },
  };
}
