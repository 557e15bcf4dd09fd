import { centsToMoney, type ProductDto, type ProductInput } from '@banco/shared';
import { moneyToCents } from '@banco/shared';
import { searchForm } from '../../common/search-form.ts';
import type { Product } from './product.entity.ts';

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : centsToMoney(cents));

/** The product as the API answers it; the purchase price only for who may see it (spec 3 §6). */
export function toProductDto(product: Product, seesPurchasePrices: boolean): ProductDto {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    model: product.model,
    category: product.category,
    requires_imei: product.requiresImei,
    requires_serial: product.requiresSerial,
    ean: product.ean ?? null,
    sku: product.sku ?? null,
    last_purchase_price: seesPurchasePrices ? money(product.lastPurchasePriceCents) : null,
    selling_price: money(product.sellingPriceCents),
    is_active: product.isActive,
  };
}

/** The entity's values of a body (the search column with them). */
export function productValues(input: ProductInput) {
  return {
    name: input.name,
    brand: input.brand,
    model: input.model,
    category: input.category,
    requiresImei: input.requires_imei,
    requiresSerial: input.requires_serial,
    ean: input.ean ?? null,
    sku: input.sku ?? null,
    lastPurchasePriceCents: input.last_purchase_price == null ? null : moneyToCents(input.last_purchase_price),
    sellingPriceCents: input.selling_price == null ? null : moneyToCents(input.selling_price),
    searchText: searchForm([input.name, input.brand, input.model, input.ean, input.sku].filter(Boolean).join(' | ')),
  };
}
