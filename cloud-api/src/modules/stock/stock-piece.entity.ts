import { defineEntity, p } from '@mikro-orm/core';
import { PIECE_STATUSES } from '@banco/shared';
import { tenantWall } from '../../common/tenancy.ts';
import { trigramIndexes } from '../../common/trigram.ts';
import { timestamps } from '../../common/timestamps.ts';
import { Company } from '../companies/company.entity.ts';
import { DeliveryNote } from '../goods-receipt/delivery-note.entity.ts';
import { Product } from '../products/product.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { Supplier } from '../suppliers/supplier.entity.ts';
import { User } from '../users/user.entity.ts';
import { storeScopedFilter } from './store-scoped.ts';
import { stockTotalsTriggers } from './stock-totals-triggers.ts';

/**
 * A serialized piece (issue 9): one phone, tablet or scooter with its IMEI (a second one for dual SIM)
 * and/or serial, its status, location and store. Every change of it is a StockMovement. A piece that
 * leaves the inventory is archived (`archivedAt`), never deleted: its IMEI history stays.
 * An IMEI is unique among the company's live pieces unless a manager authorised the duplicate
 * (`duplicateApprovedBy`), as the store's duplicate_imei_action allows; a serial is unique per product.
 */
export const StockPieceSchema = defineEntity({
  name: 'StockPiece',
  tableName: 'stock_pieces',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).deleteRule('restrict'),
    product: () => p.manyToOne(Product).deleteRule('restrict'),
    deliveryNote: () => p.manyToOne(DeliveryNote).nullable().deleteRule('restrict').index(),
    supplier: () => p.manyToOne(Supplier).nullable().deleteRule('restrict').index(),
    imei: p.string().length(15).nullable(),
    imei2: p.string().length(15).nullable(),
    serialNumber: p.string().length(60).nullable(),
    status: p.enum(PIECE_STATUSES).default('available'),
    location: p.string().length(40),
    purchasePriceCents: p.integer().nullable(),
    sellingPriceCents: p.integer().nullable(),
    // the DDT's date: every piece comes from one (inventory-sql.ts piecesNulls relies on it)
    purchaseDate: p.date(),
    lastSaleDate: p.date().nullable(),
    duplicateApprovedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    archivedAt: p.datetime().nullable(),
    ...timestamps(),
  },
  indexes: [
    { properties: ['company', 'imei'] },
    { properties: ['company', 'imei2'] },
    { properties: ['store', 'status'] },
    { properties: ['product', 'store'] },
    // the inventory page's filters, sort and totals over live pieces, answered from the index alone (inventory-sql.ts)
    {
      name: 'stock_pieces_live_inventory_index',
      expression:
        'create index "stock_pieces_live_inventory_index" on "stock_pieces" ("company_id", "store_id", "status") include ("id", "product_id", "location", "supplier_id", "purchase_date", "selling_price_cents", "purchase_price_cents", "last_sale_date") where "archived_at" is null',
    },
    // the inventory page by product name: each product's live pieces in id order, with what the filters
    // read, so that a product with few pieces in the caller's stores costs its index entries, not the table
    // (inventory-sql.ts pageKeys)
    {
      name: 'stock_pieces_live_product_index',
      expression:
        'create index "stock_pieces_live_product_index" on "stock_pieces" ("product_id", "id") include ("company_id", "store_id", "status", "location", "supplier_id", "purchase_date") where "archived_at" is null',
    },
    // the inventory page newest first over a whole company, and a purchase-date range: with what the
    // filters, the sort and the totals read, answered from the index alone (pageKeys, inventoryTotals)
    {
      name: 'stock_pieces_live_purchase_date_index',
      expression:
        'create index "stock_pieces_live_purchase_date_index" on "stock_pieces" ("company_id", "purchase_date" desc nulls last) include ("id", "store_id", "product_id", "status", "location", "supplier_id", "selling_price_cents", "purchase_price_cents", "last_sale_date") where "archived_at" is null',
    },
    // the inventory page of one store by selling price: its live pieces in price order, with what the
    // filters read (inventory-sql.ts priceOrderedInOneStore)
    {
      name: 'stock_pieces_live_store_price_index',
      expression:
        'create index "stock_pieces_live_store_price_index" on "stock_pieces" ("company_id", "store_id", "selling_price_cents" desc nulls last, "id") include ("product_id", "status", "location", "supplier_id", "purchase_date") where "archived_at" is null',
    },
    // the search by a fragment of IMEI or serial
    ...trigramIndexes('stock_pieces', ['imei', 'imei2', 'serial_number']),
  ],
  uniques: [{ name: 'stock_pieces_product_serial_unique', properties: ['product', 'serialNumber'] }],
  filters: storeScopedFilter(),
  policies: tenantWall('stock_pieces'),
  // stock_totals follows every write of this table
  triggers: stockTotalsTriggers('stock_pieces'),
});

export class StockPiece extends StockPieceSchema.class {}
StockPieceSchema.setClass(StockPiece);
