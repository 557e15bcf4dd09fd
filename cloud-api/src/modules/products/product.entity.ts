import { defineEntity, p } from '@mikro-orm/core';
import { PRODUCT_CATEGORIES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';

/**
 * A company's catalogue product (spec 3 §3). Prices in integer cents. `searchText` is the catalogue
 * search column (name, brand, model, EAN, SKU in lower case without accents). EAN and SKU are unique
 * in the company when present. Pieces and stock (next) point at it with RESTRICT: a product with
 * history is deactivated, not deleted.
 */
export const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'products',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    name: p.string().length(200),
    brand: p.string().length(100),
    model: p.string().length(100),
    category: p.enum(PRODUCT_CATEGORIES),
    requiresImei: p.boolean().default(false),
    requiresSerial: p.boolean().default(false),
    ean: p.string().length(13).nullable(),
    sku: p.string().length(40).nullable(),
    lastPurchasePriceCents: p.integer().nullable(),
    sellingPriceCents: p.integer().nullable(),
    isActive: p.boolean().default(true),
    searchText: p.text(),
    ...timestamps(),
  },
  indexes: [
    // a company's products in the order of their names as the lists show them: in lower case, then as
    // written, then by id (common/name-order.ts: the catalogue's lists; the inventory page's walk by product
    // name, inventory-sql.ts pageKeys), whatever the database's collation
    {
      name: 'products_company_id_lower_name_index',
      expression: 'create index "products_company_id_lower_name_index" on "products" ("company_id", lower("name"), "name", "id")',
    },
  ],
  uniques: [
    { name: 'products_company_ean_unique', properties: ['company', 'ean'] },
    { name: 'products_company_sku_unique', properties: ['company', 'sku'] },
  ],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('products'),
});

export class Product extends ProductSchema.class {}
ProductSchema.setClass(Product);
