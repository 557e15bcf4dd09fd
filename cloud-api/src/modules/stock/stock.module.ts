import { stockContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { readAhead } from '../../http/read-ahead.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { readTogetherIn } from '../../common/read-together.ts';
import { imeiLifecycle } from './imei-lookup.ts';
import { createImeiService } from './imei.service.ts';
import { removeLevel, removePiece, updateLevel, updatePiece } from './stock-edits.ts';
import { createInventoryReads, createStockService } from './stock.service.ts';

/**
 * Stock (issue 9; spec 3 §7): the inventory page, movements, IMEI calls, locations, stale products.
 * Each read on the EntityManager runs its statements in one transaction (readTogetherIn): one BEGIN
 * and one setting of the tenant instead of one per statement. The inventory page, its files, the IMEI
 * list and the stale products read through prepared raw reads instead (inventory-runner.ts), never
 * inside such a transaction: on PGlite a raw read waits for the ORM's open transaction.
 */
export function stockModule(options: RegistrarOptions): Router<AppState> {
  const reads = createInventoryReads();
  const stock = createStockService();
  const imeis = createImeiService(reads);
  return registerContract(stockContract, {
    inventory: ({ sc, query }) => reads.list(sc, query),
    exportInventory: ({ sc, query }) => reads.export(sc, query),
    showPiece: ({ sc, params }) => readTogetherIn(sc, (inTx) => reads.detail(inTx, 'piece', params.id)),
    updatePiece: async ({ sc, params, body }) => {
      await updatePiece(sc, params.id, body);
      return reads.detail(sc, 'piece', params.id);
    },
    removePiece: async ({ sc, params }) => {
      await removePiece(sc, params.id);
      return null;
    },
    showStock: ({ sc, params }) => readTogetherIn(sc, (inTx) => reads.detail(inTx, 'stock', params.id)),
    updateStock: async ({ sc, params, body }) => {
      await updateLevel(sc, params.id, body);
      return reads.detail(sc, 'stock', params.id);
    },
    removeStock: async ({ sc, params }) => {
      await removeLevel(sc, params.id);
      return null;
    },
    movements: ({ sc, query }) => readTogetherIn(sc, (inTx) => stock.movements(inTx, query)),
    adjust: ({ sc, body }) => stock.adjust(sc, body),
    locations: ({ sc, query }) => readTogetherIn(sc, (inTx) => stock.locations(inTx, query.store_id)),
    addLocation: ({ sc, body }) => stock.addLocation(sc, body),
    staleProducts: ({ sc, query }) => stock.staleProducts(sc, query.store_id, reads),
    validateImei: ({ sc, body }) => readTogetherIn(sc, (inTx) => imeis.check(inTx, body.imei, body.store_id)),
    scanImei: readAhead(({ sc, body }) => imeiLifecycle(sc, body.imei)),
    imeiLifecycle: readAhead(({ sc, query }) => imeiLifecycle(sc, query.imei)),
    imeiList: ({ sc, query }) => imeis.list(sc, query),
    imeiExport: ({ sc, query }) => imeis.export(sc, query),
    imeiValidate: ({ sc, body }) => readTogetherIn(sc, (inTx) => imeis.check(inTx, body.imei, body.store_id)),
    imeiValidateBulk: ({ sc, body }) => readTogetherIn(sc, (inTx) => imeis.checkBulk(inTx, body.imei_list, body.store_id)),
    imeiHistory: readAhead(({ sc, params }) => imeiLifecycle(sc, params.imei)),
  }, options);
}
