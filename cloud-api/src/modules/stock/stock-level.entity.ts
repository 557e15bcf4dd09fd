import { defineEntity, p } from '@mikro-orm/core';
import { tenantWall } from '../../common/tenancy.ts';
import { timestamps } from '../../common/timestamps.ts';
import { Company } from '../companies/company.entity.ts';
import { Product } from '../products/product.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { Supplier } from '../suppliers/supplier.entity.ts';
import { storeScopedFilter } from './store-scoped.ts';
import { stockTotalsTriggers } from './stock-totals-triggers.ts';

/**
 * The quantity of a non-serialized product (an accessory kept by count) in a store: kept in step with
 * the movements in the same transaction. Below zero only where the store's allow_negative_stock allows.
 * `archivedAt`: taken out of the inventory page (its quantity zeroed by a movement); a later receipt
 * brings it back.
 */
export const StockLevelSchema = defineEntity({
  name: 'StockLevel',
  tableName: 'stock_levels',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).deleteRule('restrict'),
    product: () => p.manyToOne(Product).deleteRule('restrict').index(),
    supplier: () => p.manyToOne(Supplier).nullable().deleteRule('restrict').index(),
    quantity: p.integer().default(0),
    location: p.string().length(40),
    purchasePriceCents: p.integer().nullable(),
    sellingPriceCents: p.integer().nullable(),
    purchaseDate: p.date().nullable(),
    lastSaleDate: p.date().nullable(),
    archivedAt: p.datetime().nullable(),
    ...timestamps(),
  },
  uniques: [{ name: 'stock_levels_store_product_unique', properties: ['store', 'product'] }],
  filters: storeScopedFilter(),
  policies: tenantWall('stock_levels'),
  // stock_totals follows every write of this table
  triggers: stockTotalsTriggers('stock_levels'),
});

export class StockLevel extends StockLevelSchema.class {}
StockLevelSchema.setClass(StockLevel);
