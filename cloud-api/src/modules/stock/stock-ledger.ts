import { STOCK_MSG, type MovementDirection, type NEGATIVE_STOCK_POLICIES, type MovementDocument, type MovementType, type PieceStatus } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ConflictError } from '../../http/errors.ts';
import { StockMovement } from './stock-movement.entity.ts';
import type { StockPiece } from './stock-piece.entity.ts';

/**
 * The stock ledger's writes, for every domain that moves goods (goods receipt now; sales, returns,
 * transfers and counts later), always inside the caller's transaction: a movement for every change,
 * and the store's available quantity of the product (`stock_levels.quantity`) kept in step with it.
 * For a serialized product that quantity counts its available pieces; for one kept by count it is the
 * stock itself. Quantity changes are single UPDATE statements, so concurrent writers add up.
 */
export interface MovementDocumentRef {
  type: MovementDocument;
  id: number | null;
  number: string | null;
}

export interface MovementInput {
  companyId: number;
  storeId: number;
  productId: number;
  /** The piece moved: an entity not flushed yet is inserted first by the same flush. */
  piece?: StockPiece | number | null;
  type: MovementType;
  direction: MovementDirection;
  quantity: number;
  fromStatus?: PieceStatus | null;
  toStatus?: PieceStatus | null;
  document: MovementDocumentRef;
  userId: number;
  notes?: string | null;
}

/** Queues one movement row (flushed with the transaction). */
export function recordMovement(tx: SqlEntityManager, input: MovementInput): StockMovement {
  return tx.create(StockMovement, {
    company: input.companyId,
    store: input.storeId,
    product: input.productId,
    piece: input.piece ?? null,
    movementType: input.type,
    direction: input.direction,
    quantity: input.quantity,
    fromStatus: input.fromStatus ?? null,
    toStatus: input.toStatus ?? null,
    documentType: input.document.type,
    documentId: input.document.id,
    documentNumber: input.document.number,
    user: input.userId,
    notes: input.notes ?? null,
  });
}

export interface LevelReceipt {
  companyId: number;
  storeId: number;
  productId: number;
  quantity: number;
  location: string;
  purchasePriceCents: number | null;
  sellingPriceCents: number | null;
  supplierId: number | null;
  purchaseDate: string | null;
}

/**
 * Adds received units to the store's level of the product (created on first receipt, brought back if
 * it had been taken out of the inventory). The units on the shelf and the new ones are worth their
 * weighted average purchase price (20 at €6,00 and 5 at €8,50 are 25 at €6,50: the inventory's value
 * grows by what was paid, not by repricing what was there); the purchase date and supplier are the
 * most recent purchase's (a DDT dated earlier than the last one does not move them back); the
 * location is the receipt's. Returns the level's id.
 */
export async function receiveIntoLevel(tx: SqlEntityManager, receipt: LevelReceipt): Promise<number> {
  const now = new Date();
  const rows = await tx.execute<Array<{ id: number }>>(
    `insert into stock_levels (company_id, store_id, product_id, supplier_id, quantity, location, purchase_price_cents, selling_price_cents, purchase_date, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (store_id, product_id) do update set
       quantity = stock_levels.quantity + excluded.quantity,
       location = excluded.location,
       purchase_price_cents = case
         when excluded.purchase_price_cents is null then stock_levels.purchase_price_cents
         when stock_levels.purchase_price_cents is null or stock_levels.quantity <= 0 or stock_levels.archived_at is not null then excluded.purchase_price_cents
         else round((stock_levels.quantity::numeric * stock_levels.purchase_price_cents + excluded.quantity::numeric * excluded.purchase_price_cents)
           / (stock_levels.quantity + excluded.quantity))::int
       end,
       selling_price_cents = coalesce(stock_levels.selling_price_cents, excluded.selling_price_cents),
       supplier_id = case
         when stock_levels.purchase_date is null or excluded.purchase_date >= stock_levels.purchase_date then coalesce(excluded.supplier_id, stock_levels.supplier_id)
         else coalesce(stock_levels.supplier_id, excluded.supplier_id)
       end,
       purchase_date = greatest(excluded.purchase_date, stock_levels.purchase_date),
       archived_at = null,
       updated_at = excluded.updated_at
     returning id`,
    [receipt.companyId, receipt.storeId, receipt.productId, receipt.supplierId, receipt.quantity, receipt.location, receipt.purchasePriceCents, receipt.sellingPriceCents, receipt.purchaseDate, now, now],
  );
  return Number(rows[0]?.id);
}

export type NegativeStockPolicy = (typeof NEGATIVE_STOCK_POLICIES)[number];

/**
 * Changes the available quantity of a level by `delta` (negative: out). Below zero only where the
 * store's allow_negative_stock says so: 'block' refuses (409, nothing written), 'warn' answers the
 * warning, 'allow' lets it be. Returns the new quantity and the warning, if any.
 */
export async function changeLevel(
  tx: SqlEntityManager,
  levelId: number,
  delta: number,
  policy: NegativeStockPolicy,
): Promise<{ quantity: number; warning: string | null }> {
  const rows = await tx.execute<Array<{ quantity: number }>>(
    'update stock_levels set quantity = quantity + ?, updated_at = ? where id = ? returning quantity',
    [delta, new Date(), levelId],
  );
  const quantity = Number(rows[0]?.quantity);
  if (quantity >= 0 || delta >= 0) return { quantity, warning: null };
  if (policy === 'block') throw new ConflictError(STOCK_MSG.insufficientStock(quantity - delta));
  return { quantity, warning: policy === 'warn' ? STOCK_MSG.negativeStockWarning : null };
}

/** The level of a product in a store, or null (a serialized product's counter of available pieces). */
export async function levelIdOf(tx: SqlEntityManager, storeId: number, productId: number): Promise<number | null> {
  const rows = await tx.execute<Array<{ id: number }>>('select id from stock_levels where store_id = ? and product_id = ?', [storeId, productId]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** How a piece's status change moves the available count: leaving 'available' is -1, entering it +1. */
export function availabilityDelta(from: PieceStatus, to: PieceStatus): number {
  if (from === to) return 0;
  if (from === 'available') return -1;
  return to === 'available' ? 1 : 0;
}
