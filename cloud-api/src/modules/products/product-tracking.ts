import { PRODUCT_MSG, type ProductInput } from '@banco/shared';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ValidationError } from '../../http/errors.ts';
import type { Product } from './product.entity.ts';

/**
 * How a product is kept — by IMEI, by serial, or by count — decides whether its stock is pieces or a
 * quantity per store (stock-ledger.ts). Once any piece, quantity, movement, DDT line or sale line
 * exists, changing it would strand that stock (a counted accessory turned into IMEIs has no pieces;
 * a phone turned into a count has its pieces counted again), so the flags are then fixed.
 *
 * The product's row is locked first: a DDT or a sale writing a line of this product takes a key
 * share lock on it (the foreign key), so neither can slip in between the check and the change.
 */
export async function assertTrackingMayChange(tx: SqlEntityManager, product: Product, input: ProductInput): Promise<void> {
  const fields = [
    ...(input.requires_imei !== product.requiresImei ? ['requires_imei'] : []),
    ...(input.requires_serial !== product.requiresSerial ? ['requires_serial'] : []),
  ];
  if (fields.length === 0) return;
  await tx.lock(product, LockMode.PESSIMISTIC_WRITE);
  const [row] = await tx.execute<Array<{ used: boolean }>>(
    `select exists (select 1 from stock_pieces where product_id = ?)
      or exists (select 1 from stock_levels where product_id = ?)
      or exists (select 1 from stock_movements where product_id = ?)
      or exists (select 1 from delivery_note_lines where product_id = ?)
      or exists (select 1 from sale_lines where product_id = ?) as used`,
    [product.id, product.id, product.id, product.id, product.id],
  );
  if (row?.used) throw new ValidationError(Object.fromEntries(fields.map((field) => [field, PRODUCT_MSG.trackingLocked])), PRODUCT_MSG.trackingLocked);
}
