import type { SqlEntityManager } from '@mikro-orm/sql';
import { placeholders } from '../../common/sql-list.ts';

/** The selling prices the store's quantity rows of these products carry (Inventario → Modifica), by product. */
export async function shelfSellingPrices(em: SqlEntityManager, storeId: number, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await em.execute<Array<{ product_id: number; selling_price_cents: number | string }>>(
    `select product_id, selling_price_cents from stock_levels
      where store_id = ? and archived_at is null and selling_price_cents is not null and product_id in (${placeholders(productIds)})`,
    [storeId, ...productIds],
  );
  return new Map(rows.map((row) => [Number(row.product_id), Number(row.selling_price_cents)]));
}

/**
 * What the counter charges for one unit, as the inventory shows it: a piece's own price, or for a
 * product kept by quantity its store row's (shelfSellingPrices); else the catalogue's; null: no price.
 */
export function counterPriceCents(
  product: { id: number; requiresImei: boolean; requiresSerial: boolean; sellingPriceCents?: number | null },
  piece: { selling_price_cents: number | string | null } | null | undefined,
  shelf: ReadonlyMap<number, number>,
): number | null {
  const serialized = product.requiresImei || product.requiresSerial;
  const own = serialized ? (piece?.selling_price_cents ?? null) : (shelf.get(product.id) ?? null);
  const price = own ?? product.sellingPriceCents ?? null;
  return price === null ? null : Number(price);
}
