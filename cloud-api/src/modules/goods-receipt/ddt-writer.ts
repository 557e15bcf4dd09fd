import { DDT_MSG, isSerialized, moneyToCents, STOCK_MSG, type DdtCreate, type ValidationErrors } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { existingImeis, existingSerials, lockImeis } from '../stock/imei-registry.ts';
import { receiveIntoLevel, recordMovement } from '../stock/stock-ledger.ts';
import { StockPiece } from '../stock/stock-piece.entity.ts';
import { warehouseSettingsFor } from '../warehouse-settings/warehouse-settings.service.ts';
import { DeliveryNoteLine } from './delivery-note-line.entity.ts';
import { DeliveryNote } from './delivery-note.entity.ts';
import type { CheckedReceipt } from './receipt-checks.ts';

/**
 * Writes a checked DDT inside the caller's transaction: the document, its lines, one piece per IMEI /
 * serial, the stock levels and one movement per piece (or per quantity line). IMEIs already live in
 * the company are refused, or kept with the caller's authorisation where the store's
 * duplicate_imei_action is 'authorize' (spec 3 §2; issue 9).
 */
export async function writeReceipt(sc: ServiceContext, tx: SqlEntityManager, body: DdtCreate, checked: CheckedReceipt): Promise<DeliveryNote> {
  const { store, supplier, products } = checked;
  const companyId = store.company.id;
  const info = body.ddt_info;

  await lockImeis(tx, companyId);
  const imeis = body.products.flatMap((line) => line.pieces.flatMap((piece) => [piece.imei, piece.imei2].filter((imei): imei is string => Boolean(imei))));
  const taken = await existingImeis(tx, companyId, imeis);
  let approvedBy: number | null = null;
  if (taken.size > 0) {
    const errors: ValidationErrors = {};
    body.products.forEach((line, index) =>
      line.pieces.forEach((piece, pieceIndex) => {
        for (const field of ['imei', 'imei2'] as const) {
          const imei = piece[field];
          if (imei && taken.has(imei)) errors[`products.${index}.pieces.${pieceIndex}.${field}`] = STOCK_MSG.imeiExists;
        }
      }),
    );
    const { duplicate_imei_action: action } = await warehouseSettingsFor(tx, store.id);
    if (action === 'block') throw new ValidationError(errors);
    if (!body.authorize_duplicate_imei) throw new AppError(409, DDT_MSG.duplicatesNeedApproval(taken.size), { validationErrors: errors });
    approvedBy = sc.auth.userId;
  }
  await assertSerialsFree(tx, body, checked);

  const totalValueCents = body.products.reduce((sum, line) => sum + (line.purchase_price == null ? 0 : moneyToCents(line.purchase_price) * line.quantity), 0);
  const note = tx.create(DeliveryNote, {
    company: companyId,
    store,
    supplier,
    ddtNumber: info.ddt_number,
    ddtDate: info.ddt_date,
    deliveryDate: info.delivery_date ?? null,
    packagesCount: info.packages_count ?? null,
    totalDeclaredItems: info.total_declared_items,
    loadedPieces: body.products.reduce((sum, line) => sum + line.quantity, 0),
    totalValueCents,
    notes: info.notes ?? null,
    discrepancyNotes: info.discrepancy_notes ?? null,
    createdBy: sc.auth.userId,
  });
  await tx.flush();
  const document = { type: 'ddt' as const, id: note.id, number: note.ddtNumber };

  for (const line of body.products) {
    const product = products.get(line.product_id);
    if (!product) continue; // checked before
    const priceCents = line.purchase_price == null ? null : moneyToCents(line.purchase_price);
    tx.create(DeliveryNoteLine, { company: companyId, deliveryNote: note, product, quantity: line.quantity, purchasePriceCents: priceCents, location: line.location });
    if (priceCents !== null) product.lastPurchasePriceCents = priceCents;
    await receiveIntoLevel(tx, {
      companyId,
      storeId: store.id,
      productId: product.id,
      quantity: line.quantity,
      location: line.location,
      purchasePriceCents: priceCents,
      sellingPriceCents: product.sellingPriceCents ?? null,
      supplierId: supplier.id,
      purchaseDate: info.ddt_date,
    });
    const base = { companyId, storeId: store.id, productId: product.id, type: 'carico' as const, direction: '+' as const, document, userId: sc.auth.userId };
    if (!isSerialized({ requires_imei: product.requiresImei, requires_serial: product.requiresSerial })) {
      recordMovement(tx, { ...base, quantity: line.quantity, notes: null });
      continue;
    }
    for (const code of line.pieces) {
      const piece = tx.create(StockPiece, {
        company: companyId,
        store,
        product,
        deliveryNote: note,
        supplier,
        imei: code.imei ?? null,
        imei2: code.imei2 ?? null,
        serialNumber: code.serial_number ?? null,
        status: 'available',
        location: line.location,
        purchasePriceCents: priceCents,
        sellingPriceCents: product.sellingPriceCents ?? null,
        purchaseDate: info.ddt_date,
        duplicateApprovedBy: approvedBy !== null && ((code.imei && taken.has(code.imei)) || (code.imei2 && taken.has(code.imei2))) ? approvedBy : null,
      });
      recordMovement(tx, { ...base, piece, quantity: 1, toStatus: 'available' });
    }
  }
  await tx.flush();
  return note;
}

/** A serial is unique per product (the unique index is the wall; this answers on the field first). */
async function assertSerialsFree(tx: SqlEntityManager, body: DdtCreate, { products }: CheckedReceipt): Promise<void> {
  const errors: ValidationErrors = {};
  for (const [index, line] of body.products.entries()) {
    const serials = line.pieces.map((piece) => piece.serial_number).filter((serial): serial is string => Boolean(serial));
    const product = products.get(line.product_id);
    if (serials.length === 0 || !product) continue;
    const taken = await existingSerials(tx, product.id, serials);
    line.pieces.forEach((piece, pieceIndex) => {
      if (piece.serial_number && taken.has(piece.serial_number)) errors[`products.${index}.pieces.${pieceIndex}.serial_number`] = STOCK_MSG.serialTaken;
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
