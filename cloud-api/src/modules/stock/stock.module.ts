import { stockContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createImeiService } from './imei.service.ts';
import { removeLevel, removePiece, updateLevel, updatePiece } from './stock-edits.ts';
import { createInventoryReads, createStockService } from './stock.service.ts';

/** Stock (issue 9; spec 3 §7): the inventory page, movements, IMEI calls, locations, stale products. */
export function stockModule(options: RegistrarOptions): Router<AppState> {
  const reads = createInventoryReads();
  const stock = createStockService();
  const imeis = createImeiService(reads);
  return registerContract(stockContract, {
    inventory: ({ sc, query }) => reads.list(sc, query),
    exportInventory: ({ sc, query }) => reads.export(sc, query),
    showPiece: ({ sc, params }) => reads.detail(sc, 'piece', params.id),
    updatePiece: async ({ sc, params, body }) => {
      await updatePiece(sc, params.id, body);
      return reads.detail(sc, 'piece', params.id);
    },
    removePiece: async ({ sc, params }) => {
      await removePiece(sc, params.id);
      return null;
    },
    showStock: ({ sc, params }) => reads.detail(sc, 'stock', params.id),
    updateStock: async ({ sc, params, body }) => {
      await updateLevel(sc, params.id, body);
      return reads.detail(sc, 'stock', params.id);
    },
    removeStock: async ({ sc, params }) => {
      await removeLevel(sc, params.id);
      return null;
    },
    movements: ({ sc, query }) => stock.movements(sc, query),
    adjust: ({ sc, body }) => stock.adjust(sc, body),
    locations: ({ sc, query }) => stock.locations(sc, query.store_id),
    addLocation: ({ sc, body }) => stock.addLocation(sc, body),
    staleProducts: ({ sc, query }) => stock.staleProducts(sc, query.store_id, reads),
    validateImei: ({ sc, body }) => imeis.check(sc, body.imei, body.store_id),
    scanImei: ({ sc, body }) => imeis.lifecycle(sc, body.imei),
    imeiLifecycle: ({ sc, query }) => imeis.lifecycle(sc, query.imei),
    imeiList: ({ sc, query }) => imeis.list(sc, query),
    imeiExport: ({ sc, query }) => imeis.export(sc, query),
    imeiValidate: ({ sc, body }) => imeis.check(sc, body.imei, body.store_id),
    imeiValidateBulk: ({ sc, body }) => imeis.checkBulk(sc, body.imei_list, body.store_id),
    imeiHistory: ({ sc, params }) => imeis.lifecycle(sc, params.imei),
  }, options);
}
