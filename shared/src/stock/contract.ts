import { z } from 'zod';
import { defineEndpoint, fileAnswerSchema, nullResponse } from '../api/contract.ts';
import { idField } from '../validation/fields.ts';
import { imeiBodySchema, imeiBulkBodySchema, imeiBulkCheckSchema, imeiCheckSchema, imeiLifecycleQuerySchema, imeiLifecycleSchema, imeiListQuerySchema, imeiListSchema, imeiPathSchema } from './imei.ts';
import {
  inventoryDetailSchema,
  inventoryListSchema,
  inventoryQuerySchema,
  movementListSchema,
  movementsQuerySchema,
  pieceUpdateBodySchema,
  staleProductsSchema,
  stockAdjustmentBodySchema,
  stockAdjustmentResultSchema,
  stockUpdateBodySchema,
  storageLocationBodySchema,
  storageLocationSchema,
  storeQuerySchema,
} from './inventory.ts';
import { STOCK_MSG } from './stock.ts';

/**
 * The stock a company holds (issue 9; spec 3 §7 "Warehouse" and "Inventory module"): the inventory
 * page, its rows' detail, edit and delete, movements, IMEI lookups and lifecycles, locations, stale
 * products. Everyone who sees the warehouse reads the stock of the stores they see (managers and
 * consultants: their own); purchase prices and sold items only for owners and managers.
 */
const view = { resource: 'warehouse', action: 'view' } as const;
const edit = { resource: 'warehouse', action: 'edit' } as const;
const remove = { resource: 'warehouse', action: 'delete' } as const;
const rowId = z.object({ id: idField });
const exportQuery = inventoryQuerySchema.extend({ format: z.enum(['csv', 'xlsx'], { error: 'Formato non valido (csv o xlsx)' }).default('csv') });

export const stockContract = {
  inventory: defineEndpoint({ method: 'GET', path: '/warehouse/inventory', access: view, query: inventoryQuerySchema, response: inventoryListSchema }),
  /** The filtered list (every page) as CSV or XLSX. */
  exportInventory: defineEndpoint({ method: 'GET', path: '/warehouse/inventory/export', access: view, query: exportQuery, response: fileAnswerSchema, file: true }),
  showPiece: defineEndpoint({ method: 'GET', path: '/warehouse/inventory/pieces/:id', access: view, params: rowId, response: inventoryDetailSchema }),
  updatePiece: defineEndpoint({ method: 'PUT', path: '/warehouse/inventory/pieces/:id', access: edit, params: rowId, body: pieceUpdateBodySchema, response: inventoryDetailSchema, message: STOCK_MSG.updated }),
  /** A piece that was never sold leaves the inventory (archived with an eliminazione movement: its history stays). */
  removePiece: defineEndpoint({ method: 'DELETE', path: '/warehouse/inventory/pieces/:id', access: remove, params: rowId, response: nullResponse, message: STOCK_MSG.deleted }),
  showStock: defineEndpoint({ method: 'GET', path: '/warehouse/inventory/stock/:id', access: view, params: rowId, response: inventoryDetailSchema }),
  updateStock: defineEndpoint({ method: 'PUT', path: '/warehouse/inventory/stock/:id', access: edit, params: rowId, body: stockUpdateBodySchema, response: inventoryDetailSchema, message: STOCK_MSG.updated }),
  removeStock: defineEndpoint({ method: 'DELETE', path: '/warehouse/inventory/stock/:id', access: remove, params: rowId, response: nullResponse, message: STOCK_MSG.deleted }),

  movements: defineEndpoint({ method: 'GET', path: '/warehouse/movements', access: view, query: movementsQuerySchema, response: movementListSchema }),
  adjust: defineEndpoint({
    method: 'POST',
    path: '/warehouse/movements',
    access: edit,
    body: stockAdjustmentBodySchema,
    response: stockAdjustmentResultSchema,
    status: 201,
    message: STOCK_MSG.adjusted,
    idempotent: true,
  }),
  locations: defineEndpoint({ method: 'GET', path: '/warehouse/storage-locations', access: view, query: storeQuerySchema, response: z.array(storageLocationSchema) }),
  addLocation: defineEndpoint({
    method: 'POST',
    path: '/warehouse/storage-locations',
    access: edit,
    body: storageLocationBodySchema,
    response: storageLocationSchema,
    status: 201,
    message: STOCK_MSG.locationCreated,
    idempotent: true,
  }),
  staleProducts: defineEndpoint({ method: 'GET', path: '/warehouse/stale-products', access: view, query: storeQuerySchema, response: staleProductsSchema }),

  validateImei: defineEndpoint({ method: 'POST', path: '/warehouse/validate-imei', access: view, body: imeiBodySchema, response: imeiCheckSchema }),
  scanImei: defineEndpoint({ method: 'POST', path: '/warehouse/scan-imei', access: view, body: imeiBodySchema, response: imeiLifecycleSchema }),
  imeiLifecycle: defineEndpoint({ method: 'GET', path: '/warehouse/imei-lifecycle', access: view, query: imeiLifecycleQuerySchema, response: imeiLifecycleSchema }),
  imeiList: defineEndpoint({ method: 'GET', path: '/inventory/imei', access: view, query: imeiListQuerySchema, response: imeiListSchema }),
  imeiExport: defineEndpoint({ method: 'GET', path: '/inventory/imei/export', access: view, query: imeiListQuerySchema, response: fileAnswerSchema, file: true }),
  imeiValidate: defineEndpoint({ method: 'POST', path: '/inventory/imei/validate', access: view, body: imeiBodySchema, response: imeiCheckSchema }),
  imeiValidateBulk: defineEndpoint({ method: 'POST', path: '/inventory/imei/validate-bulk', access: view, body: imeiBulkBodySchema, response: imeiBulkCheckSchema }),
  imeiHistory: defineEndpoint({ method: 'GET', path: '/inventory/imei/:imei/history', access: view, params: imeiPathSchema, response: imeiLifecycleSchema }),
};
