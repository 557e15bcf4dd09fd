import { DEFAULT_LOCATION, luhnCheckDigit, todayIso } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { DeliveryNote } from '../../modules/goods-receipt/delivery-note.entity.ts';
import { DeliveryNoteLine } from '../../modules/goods-receipt/delivery-note-line.entity.ts';
import { Product } from '../../modules/products/product.entity.ts';
import { StockPiece } from '../../modules/stock/stock-piece.entity.ts';
import { receiveIntoLevel, recordMovement } from '../../modules/stock/stock-ledger.ts';
import type { Store } from '../../modules/stores/store.entity.ts';
import { Supplier } from '../../modules/suppliers/supplier.entity.ts';
import type { User } from '../../modules/users/user.entity.ts';

/** What each demo store received: pieces of each phone, tablet and e-mobility product; units of each accessory. */
const RECEIVED: readonly { code: string; pieces: number; units: number }[] = [
  { code: 'MI-001', pieces: 3, units: 20 },
  { code: 'RM-001', pieces: 2, units: 10 },
];

/** A demo IMEI: 86, the store's digit, the product's row, the piece, and the Luhn check digit. */
function demoImei(storeDigit: number, row: number, piece: number): string {
  const body = `86${storeDigit}${String(row).padStart(2, '0')}${String(piece).padStart(9, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

/**
 * Something to sell on the first start: one DDT per demo store of Demo Telefonia from its first
 * supplier, written as the goods receipt writes it (pieces with IMEI or serial, levels, 'carico'
 * movements). The products and suppliers must be flushed already.
 */
export async function seedDemoStock(tx: SqlEntityManager, stores: ReadonlyMap<string, Store>, receivedBy: User): Promise<void> {
  const date = todayIso();
  for (const [index, { code, pieces, units }] of RECEIVED.entries()) {
    const store = stores.get(code);
    if (!store) continue;
    const companyId = store.company.id;
    const supplier = await tx.findOneOrFail(Supplier, { company: companyId }, { orderBy: { id: 'asc' } });
    const products = await tx.find(Product, { company: companyId, isActive: true }, { orderBy: { id: 'asc' } });
    const serialized = (product: Product) => product.requiresImei || product.requiresSerial;
    const quantityOf = (product: Product) => (serialized(product) ? pieces : units);
    const note = tx.create(DeliveryNote, {
      company: companyId,
      store,
      supplier,
      ddtNumber: `DEMO-${code}`,
      ddtDate: date,
      totalDeclaredItems: products.reduce((sum, product) => sum + quantityOf(product), 0),
      loadedPieces: products.reduce((sum, product) => sum + quantityOf(product), 0),
      totalValueCents: products.reduce((sum, product) => sum + quantityOf(product) * (product.lastPurchasePriceCents ?? 0), 0),
      notes: 'Carico dimostrativo',
      discrepancyNotes: null,
      createdBy: receivedBy,
    });
    await tx.flush();
    const document = { type: 'ddt' as const, id: note.id, number: note.ddtNumber };
    for (const [row, product] of products.entries()) {
      const quantity = quantityOf(product);
      const priceCents = product.lastPurchasePriceCents ?? null;
      tx.create(DeliveryNoteLine, { company: companyId, deliveryNote: note, product, quantity, purchasePriceCents: priceCents, location: DEFAULT_LOCATION });
      await receiveIntoLevel(tx, { companyId, storeId: store.id, productId: product.id, quantity, location: DEFAULT_LOCATION, purchasePriceCents: priceCents, sellingPriceCents: product.sellingPriceCents ?? null, supplierId: supplier.id, purchaseDate: date });
      const base = { companyId, storeId: store.id, productId: product.id, type: 'carico' as const, direction: '+' as const, document, userId: receivedBy.id };
      if (!serialized(product)) {
        recordMovement(tx, { ...base, quantity, notes: null });
        continue;
      }
      for (let n = 1; n <= quantity; n += 1) {
        const piece = tx.create(StockPiece, {
          company: companyId,
          store,
          product,
          deliveryNote: note,
          supplier,
          imei: product.requiresImei ? demoImei(index + 1, row + 1, n) : null,
          imei2: null,
          serialNumber: product.requiresSerial ? `DEMO${index + 1}${String(row + 1).padStart(2, '0')}${String(n).padStart(4, '0')}` : null,
          status: 'available',
          location: DEFAULT_LOCATION,
          purchasePriceCents: priceCents,
          sellingPriceCents: product.sellingPriceCents ?? null,
          purchaseDate: date,
          duplicateApprovedBy: null,
        });
        recordMovement(tx, { ...base, piece, quantity: 1, toStatus: 'available' });
      }
    }
    await tx.flush();
  }
}
