import { defineEntity, p } from '@mikro-orm/core';
import { INVENTORY_KINDS } from '@banco/shared';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Product } from '../products/product.entity.ts';
import { Store } from '../stores/store.entity.ts';

/**
 * The live inventory rows counted by store, product, kind, status, location and supplier: what the
 * inventory page's count and stat cards sum instead of reading every piece (issue 9's million pieces:
 * the owner's totals took seconds). Kept by the database itself (stock-totals-triggers.ts), in the
 * writer's statement, whichever module writes a piece or a level; never written by the application.
 * `supplierId` 0 stands for "no supplier" (a key column cannot be null).
 */
export const StockTotalSchema = defineEntity({
  name: 'StockTotal',
  tableName: 'stock_totals',
  properties: {
    store: () => p.manyToOne(Store).deleteRule('cascade').primary(),
    product: () => p.manyToOne(Product).deleteRule('cascade').primary(),
    kind: p.enum(INVENTORY_KINDS).primary(),
    status: p.string().length(20).primary(),
    location: p.string().length(40).primary(),
    supplierId: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict').index(),
    rowCount: p.integer(),
    itemCount: p.bigint('number'),
    valueCents: p.bigint('number'),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('stock_totals'),
});

export class StockTotal extends StockTotalSchema.class {}
StockTotalSchema.setClass(StockTotal);
