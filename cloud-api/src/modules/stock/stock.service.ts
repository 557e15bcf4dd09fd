import {
  DDT_MSG,
  EXPORT_ROWS_MAX,
  INVENTORY_DETAIL_ROWS,
  isSerialized,
  pageWindow,
  paginationOf,
  STOCK_MSG,
  addDaysIso,
  centsToMoney,
  todayIso,
  type FileAnswer,
  type InventoryDetail,
  type InventoryFilters,
  type InventoryKind,
  type InventoryList,
  type StorageLocation as StorageLocationDto,
  type z,
  type movementsQuerySchema,
  type stockAdjustmentBodySchema,
  type stockAdjustmentResultSchema,
  type movementListSchema,
  type staleProductsSchema,
} from '@banco/shared';
import { assertExportable } from '../../common/export-rows.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { Product } from '../products/product.entity.ts';
import { loadStore } from '../stores/store-access.ts';
import { warehouseSettingsFor } from '../warehouse-settings/warehouse-settings.service.ts';
import { inventoryFile } from './inventory-export.ts';
import { toInventoryItem } from './inventory-item-dto.ts';
import { countDecidesPage, inventoryRows, inventoryTotals, resolveSearch, type FilterSelection, type InventorySelection } from './inventory-sql.ts';
import { onEntityManager, onRawReads, type InventorySql } from './inventory-runner.ts';
import { movementCount, movementRows } from './movement-reads.ts';
import { seesPurchasePrices } from '../products/purchase-prices.ts';
import { changeLevel, levelIdOf, receiveIntoLevel, recordMovement } from './stock-ledger.ts';
import { StockPiece } from './stock-piece.entity.ts';
import { limitedToOwnStores } from '../../common/scope-condition.ts';
import { StorageLocation } from './storage-location.entity.ts';
import { customLocationNames, locationCodeOf, storageLocationsOf } from './storage-locations.ts';

type MovementsQuery = z.output<typeof movementsQuerySchema>;
type AdjustBody = z.output<typeof stockAdjustmentBodySchema>;

/**
 * The inventory page, its detail and its file, read for the caller (scope, prices). The page, its
 * totals and the files through prepared raw reads (`pageSql`); the detail on the request's
 * EntityManager, as it also answers an edit from inside the edit's transaction (inventory-runner.ts).
 */
export function createInventoryReads() {
  const pageSql = (sc: ServiceContext): InventorySql => onRawReads(sc.reads, sc.auth.scope);

  async function items(sc: ServiceContext, run: InventorySql, selection: InventorySelection, order?: Pick<InventoryFilters, 'sort' | 'order'>, page?: { limit: number; offset: number }) {
    const rows = await inventoryRows(run, sc.auth.scope, selection, order, page);
    const locations = await customLocationNames(run, [...new Set(rows.map((row) => row.store_id))]);
    const prices = seesPurchasePrices(sc);
    return rows.map((row) => toInventoryItem(row, prices, locations));
  }

  /** A page of the caller's filtered selection (the IMEI list's too). */
  const pageOf = (sc: ServiceContext, selection: InventorySelection, order: Pick<InventoryFilters, 'sort' | 'order'>, page: { limit: number; offset: number }) =>
    items(sc, pageSql(sc), selection, order, page);

  /** The page's count and stat cards. */
  const totalsOf = (sc: ServiceContext, selection: InventorySelection) => inventoryTotals(pageSql(sc), sc.auth.scope, selection);

  /** All of the caller's filtered selection, for a file: refused when there are more rows than a file holds (assertExportable). */
  async function exportOf(sc: ServiceContext, selection: FilterSelection, order: Pick<InventoryFilters, 'sort' | 'order'>) {
    const { rows } = await totalsOf(sc, selection);
    assertExportable(rows);
    return pageOf(sc, { ...selection, counted: rows }, order, { limit: EXPORT_ROWS_MAX, offset: 0 });
  }

  /** A page and the totals of its selection: at once, or the totals first when their count decides how the page is read. */
  async function pageAndTotals(sc: ServiceContext, selection: FilterSelection, query: InventoryFilters) {
    if (!countDecidesPage(selection, query)) return Promise.all([pageOf(sc, selection, query, pageWindow(query)), totalsOf(sc, selection)]);
    const totals = await totalsOf(sc, selection);
    return [await pageOf(sc, { ...selection, counted: totals.rows }, query, pageWindow(query)), totals] as const;
  }

  /** The caller's filtered selection, its search resolved to ids once for the page and the totals (resolveSearch). */
  async function select(sc: ServiceContext, filters: FilterSelection['filters'], extra: { onlyWithImei?: true } = {}): Promise<FilterSelection> {
    const match = await resolveSearch(pageSql(sc), filters.search);
    return { filters, seesSold: seesPurchasePrices(sc), ...extra, ...(match ? { match } : {}) };
  }

  async function detail(sc: ServiceContext, kind: InventoryKind, id: number): Promise<InventoryDetail> {
    const seesSold = seesPurchasePrices(sc);
    const [item] = await items(sc, onEntityManager(sc.em), { kind, id });
    if (!item || (item.status === 'sold' && !seesSold)) throw new NotFoundError(STOCK_MSG.pieceNotFound);
    // the newest rows, shown oldest first; counted only when there may be more
    const codes = { product: item.product_id, store: item.store_id, archivedAt: null, ...(seesSold ? {} : { status: { $ne: 'sold' as const } }) };
    const serials = (await sc.em.find(StockPiece, codes, { orderBy: { id: 'desc' }, limit: INVENTORY_DETAIL_ROWS })).reverse();
    const moved = { ...(kind === 'piece' ? { pieceId: id } : { storeId: item.store_id, productId: item.product_id }), withoutSold: !seesSold };
    const movements = (await movementRows(sc.em, sc.auth.scope, moved, { newestFirst: true, limit: INVENTORY_DETAIL_ROWS })).reverse();
    return {
      item,
      all_serials: serials.map((piece) => ({ id: piece.id, imei: piece.imei ?? null, serial_number: piece.serialNumber ?? null, status: piece.status, location: piece.location })),
      serials_total: serials.length < INVENTORY_DETAIL_ROWS ? serials.length : await sc.em.count(StockPiece, codes),
      movements,
      movements_total: movements.length < INVENTORY_DETAIL_ROWS ? movements.length : await movementCount(sc.em, sc.auth.scope, moved),
    };
  }

  return {
    pageOf,
    totalsOf,
    exportOf,
    select,
    detail,

    async list(sc: ServiceContext, query: InventoryFilters): Promise<InventoryList> {
      const prices = seesPurchasePrices(sc);
      const selection = await select(sc, query);
      const [page, totals] = await pageAndTotals(sc, selection, query);
      return {
        items: page,
        pagination: paginationOf(query.page, query.per_page, totals.rows),
        stats: {
          total_items: totals.totalItems,
          total_value: prices ? centsToMoney(totals.totalValueCents) : null,
          low_stock_count: totals.lowStockCount,
          available_count: totals.availableCount,
        },
        limited_to_own_stores: limitedToOwnStores(sc.auth.scope),
        sees_purchase_prices: prices,
      };
    },

    async export(sc: ServiceContext, query: InventoryFilters & { format: 'csv' | 'xlsx' }): Promise<FileAnswer> {
      const rows = await exportOf(sc, await select(sc, query), query);
      return inventoryFile(rows, query.format, seesPurchasePrices(sc));
    },
  };
}

export function createStockService() {
  return {
    async movements(sc: ServiceContext, query: MovementsQuery): Promise<z.output<typeof movementListSchema>> {
      const selection = { storeId: query.store_id, productId: query.product_id, pieceId: query.piece_id, movementType: query.movement_type, withoutSold: !seesPurchasePrices(sc) };
      const { limit, offset } = pageWindow(query);
      const movements = await movementRows(sc.em, sc.auth.scope, selection, { newestFirst: true, limit, offset });
      return { movements, pagination: paginationOf(query.page, query.per_page, await movementCount(sc.em, sc.auth.scope, selection)) };
    },

    /** A manual rettifica of a product kept by count; below zero only where the store allows it. */
    async adjust(sc: ServiceContext, body: AdjustBody): Promise<z.output<typeof stockAdjustmentResultSchema>> {
      return sc.em.transactional(async (tx) => {
        const store = await loadStore(tx, body.store_id);
        // the store's company's product (the superadmin sees every company's catalogue)
        const product = await tx.findOne(Product, { id: body.product_id, company: store.company.id });
        if (!product) throw new ValidationError({ product_id: DDT_MSG.productNotFound });
        if (isSerialized({ requires_imei: product.requiresImei, requires_serial: product.requiresSerial })) {
          throw new ValidationError({ product_id: STOCK_MSG.adjustPieceByPiece });
        }
        const settings = await warehouseSettingsFor(tx, store.id);
        const companyId = store.company.id;
        let levelId = await levelIdOf(tx, store.id, product.id);
        levelId ??= await receiveIntoLevel(tx, { companyId, storeId: store.id, productId: product.id, quantity: 0, location: 'pronto_vendita', purchasePriceCents: null, sellingPriceCents: product.sellingPriceCents ?? null, supplierId: null, purchaseDate: null });
        const { quantity, warning } = await changeLevel(tx, levelId, body.quantity, settings.allow_negative_stock);
        const movement = recordMovement(tx, {
          companyId,
          storeId: store.id,
          productId: product.id,
          type: 'rettifica',
          direction: body.quantity > 0 ? '+' : '-',
          quantity: Math.abs(body.quantity),
          document: { type: 'manual', id: null, number: null },
          userId: sc.auth.userId,
          notes: body.notes,
        });
        await tx.flush();
        const [row] = await movementRows(tx, sc.auth.scope, { storeId: store.id, productId: product.id }, { newestFirst: true, limit: 1 });
        if (!row || row.id !== movement.id) throw new NotFoundError();
        return { movement: row, quantity, warning };
      });
    },

    locations: async (sc: ServiceContext, storeId: number): Promise<StorageLocationDto[]> => storageLocationsOf(sc.em, (await loadStore(sc.em, storeId)).id),

    async addLocation(sc: ServiceContext, body: { store_id: number; name: string }): Promise<StorageLocationDto> {
      return sc.em.transactional(async (tx) => {
        const store = await loadStore(tx, body.store_id);
        const code = locationCodeOf(body.name);
        const taken = (await storageLocationsOf(tx, store.id)).some((location) => location.code === code || location.name.toLowerCase() === body.name.toLowerCase());
        // the code is made of the name's letters a-z and digits (accents dropped): '日本' makes none
        if (code === '' || taken) throw new ValidationError({ name: code === '' ? STOCK_MSG.locationNameNeedsLetters : STOCK_MSG.locationTaken });
        const location = tx.create(StorageLocation, { company: store.company, store, code, name: body.name });
        await tx.flush();
        sc.audit(tx, { companyId: store.company.id, entityType: 'StorageLocation', entityId: location.id, action: 'created', changes: { name: { from: null, to: body.name } } });
        return { code, name: body.name, is_default: false };
      });
    },

    /** Available goods of a store in stock for stale_products_days or more, oldest first (spec 3 §3, §9). */
    async staleProducts(sc: ServiceContext, storeId: number, reads: ReturnType<typeof createInventoryReads>): Promise<z.output<typeof staleProductsSchema>> {
      const store = await loadStore(sc.em, storeId);
      const days = (await warehouseSettingsFor(sc.em, store.id)).stale_products_days;
      const filters = { store_id: store.id, status: 'available' as const, date_to: addDaysIso(todayIso(), -days) };
      const items = await reads.pageOf(sc, { filters, seesSold: false }, { sort: 'purchase_date', order: 'asc' }, { limit: 100, offset: 0 });
      return {
        threshold_days: days,
        products: items.map((item) => ({ kind: item.kind, id: item.id, product_name: item.product_name, store_name: item.store_name, quantity: item.quantity, days_in_stock: item.days_in_stock ?? days })),
      };
    },
  };
}
