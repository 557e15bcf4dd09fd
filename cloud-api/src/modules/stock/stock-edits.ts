import { DEFAULT_LOCATIONS, editableStatuses, moneyToCents, type MoneyString, PIECE_STATUS_LABELS, STOCK_MSG, type PieceStatus, type PieceUpdate, type StockUpdate, type ValidationErrors } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AuditChanges } from '../audit/audit-log.entity.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { User } from '../users/user.entity.ts';
import { warehouseSettingsFor } from '../warehouse-settings/warehouse-settings.service.ts';
import { existingImeis, existingSerials, lockImeis } from './imei-registry.ts';
import { seesPurchasePrices } from '../products/purchase-prices.ts';
import { availabilityDelta, changeLevel, levelIdOf, recordMovement } from './stock-ledger.ts';
import { StockLevel } from './stock-level.entity.ts';
import { StockPiece } from './stock-piece.entity.ts';
import { StorageLocation } from './storage-location.entity.ts';

/**
 * The inventory page's edit and delete dialogs, persisted (issue 9): a status change of a piece is a
 * 'cambio_stato' movement and moves the store's available count; a new quantity is a 'rettifica' of
 * the difference; a move to another location is recorded too. Deleting takes the row out of the
 * inventory with an 'eliminazione' movement and keeps it (archived) for its history; a sold piece
 * stays, it belongs to a sale.
 */
const cents = (value: MoneyString | null | undefined): number | null | undefined => (value === undefined ? undefined : value === null ? null : moneyToCents(value));

async function assertLocation(tx: SqlEntityManager, storeId: number, code: string): Promise<void> {
  if ((DEFAULT_LOCATIONS as readonly string[]).includes(code)) return;
  if ((await tx.count(StorageLocation, { store: storeId, code })) === 0) throw new ValidationError({ location: STOCK_MSG.locationInvalid });
}

/**
 * Locks the row for the rest of the transaction before it is read: two edits, or an edit and a sale
 * (which locks its pieces too: sale-writer.ts), of one row run one after the other, the second on
 * what the first left. Rows of other stores or companies are not visible (the scope), so nothing is
 * locked for them and the load that follows answers 404.
 */
async function lockRow(tx: SqlEntityManager, table: 'stock_pieces' | 'stock_levels', id: number): Promise<void> {
  await tx.execute(`select id from ${table} where id = ? for update`, [id]);
}

async function loadPiece(tx: SqlEntityManager, id: number): Promise<StockPiece> {
  await lockRow(tx, 'stock_pieces', id);
  const piece = await tx.findOne(StockPiece, { id, archivedAt: null }, { populate: ['product'] });
  if (!piece) throw new NotFoundError(STOCK_MSG.pieceNotFound);
  return piece;
}

async function loadLevel(tx: SqlEntityManager, id: number): Promise<StockLevel> {
  await lockRow(tx, 'stock_levels', id);
  const level = await tx.findOne(StockLevel, { id, archivedAt: null }, { populate: ['product'] });
  if (!level || level.product.requiresImei || level.product.requiresSerial) throw new NotFoundError(STOCK_MSG.pieceNotFound);
  return level;
}

const base = (sc: ServiceContext, piece: { company: { id: number }; store: { id: number }; product: { id: number } }) => ({
  companyId: piece.company.id,
  storeId: piece.store.id,
  productId: piece.product.id,
  document: { type: 'manual' as const, id: null, number: null },
  userId: sc.auth.userId,
});

export async function updatePiece(sc: ServiceContext, id: number, body: PieceUpdate): Promise<void> {
  await sc.em.transactional(async (tx) => {
    const piece = await loadPiece(tx, id);
    const changes: AuditChanges = {};
    const errors: ValidationErrors = {};
    const product = piece.product;
    for (const field of ['imei', 'imei2'] as const) {
      const value = body[field];
      if (value !== undefined && value !== null && !product.requiresImei) errors[field] = STOCK_MSG.imeiOnlySmartphone;
    }
    if (product.requiresImei && body.imei === null) errors.imei = STOCK_MSG.imeiRequired;
    if (product.requiresSerial && !product.requiresImei && body.serial_number === null) errors.serial_number = STOCK_MSG.serialRequired;
    // a sale and its return move a piece in and out of 'sold': by hand it could be sold twice, or be 'sold' with no sale
    if (body.status !== undefined && !editableStatuses(piece.status as PieceStatus).includes(body.status)) {
      errors.status = piece.status === 'sold' ? STOCK_MSG.soldStatusLocked : STOCK_MSG.soldOnlyBySale;
    }
    // a dual-SIM piece's two IMEIs differ, as the DDT requires
    const [imei, imei2] = [body.imei === undefined ? piece.imei : body.imei, body.imei2 === undefined ? piece.imei2 : body.imei2];
    if (imei && imei === imei2 && errors.imei2 === undefined) errors.imei2 = STOCK_MSG.imeiTwice;
    if (body.serial_number && body.serial_number !== piece.serialNumber && (await existingSerials(tx, product.id, [body.serial_number])).size > 0) errors.serial_number = STOCK_MSG.serialTaken;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    const newImeis = (['imei', 'imei2'] as const).filter((field) => body[field] !== undefined && body[field] !== null && body[field] !== piece[field]);
    if (newImeis.length > 0) {
      await lockImeis(tx, piece.company.id);
      const taken = await existingImeis(tx, piece.company.id, newImeis.map((field) => body[field] as string));
      for (const field of newImeis) {
        const owner = taken.get(body[field] as string);
        if (owner && owner.pieceId !== piece.id) errors[field] = STOCK_MSG.imeiExists;
      }
      if (Object.keys(errors).length > 0) {
        // an edit is made by a manager or an owner: where the store lets a manager authorise duplicates, this edit is that authorisation
        if ((await warehouseSettingsFor(tx, piece.store.id)).duplicate_imei_action === 'block') throw new ValidationError(errors);
        piece.duplicateApprovedBy = tx.getReference(User, sc.auth.userId);
      }
    }
    // a corrected code is a movement too, so the piece's history says what it was called before
    const corrected: string[] = [];
    for (const [field, column, label] of [['imei', 'imei', 'IMEI'], ['imei2', 'imei2', 'IMEI 2'], ['serial_number', 'serialNumber', 'Seriale']] as const) {
      const value = body[field];
      if (value !== undefined && value !== piece[column]) {
        changes[field] = { from: piece[column] ?? null, to: value };
        corrected.push(STOCK_MSG.codeChanged(label, piece[column] ?? null, value));
        piece[column] = value;
      }
    }
    if (corrected.length > 0) recordMovement(tx, { ...base(sc, piece), piece, type: 'rettifica', direction: '=', quantity: 1, notes: corrected.join('; ') });
    if (body.location !== undefined && body.location !== piece.location) {
      await assertLocation(tx, piece.store.id, body.location);
      recordMovement(tx, { ...base(sc, piece), piece, type: 'rettifica', direction: '=', quantity: 1, notes: STOCK_MSG.locationMoved(piece.location, body.location) });
      changes.location = { from: piece.location, to: body.location };
      piece.location = body.location;
    }
    if (body.status !== undefined && body.status !== piece.status) {
      const delta = availabilityDelta(piece.status, body.status);
      const levelId = await levelIdOf(tx, piece.store.id, product.id);
      if (delta !== 0 && levelId !== null) await changeLevel(tx, levelId, delta, 'allow');
      recordMovement(tx, {
        ...base(sc, piece),
        piece,
        type: 'cambio_stato',
        direction: '=',
        quantity: 1,
        fromStatus: piece.status,
        toStatus: body.status,
        notes: body.notes || `${PIECE_STATUS_LABELS[piece.status as PieceStatus]} → ${PIECE_STATUS_LABELS[body.status]}`,
      });
      changes.status = { from: piece.status, to: body.status };
      piece.status = body.status;
    }
    const prices = seesPurchasePrices(sc);
    const purchase = prices ? cents(body.purchase_price) : undefined;
    if (purchase !== undefined && purchase !== (piece.purchasePriceCents ?? null)) {
      changes.purchase_price = { from: piece.purchasePriceCents ?? null, to: purchase };
      piece.purchasePriceCents = purchase;
    }
    const selling = cents(body.selling_price);
    if (selling !== undefined && selling !== (piece.sellingPriceCents ?? null)) {
      changes.selling_price = { from: piece.sellingPriceCents ?? null, to: selling };
      piece.sellingPriceCents = selling;
    }
    // the dialog's note is about this change: the status change carries it; otherwise it is an entry of its own in the history
    if (body.notes && changes.status === undefined) {
      recordMovement(tx, { ...base(sc, piece), piece, type: 'rettifica', direction: '=', quantity: 1, notes: body.notes });
    }
    if (Object.keys(changes).length > 0) sc.audit(tx, { companyId: piece.company.id, entityType: 'StockPiece', entityId: piece.id, action: 'updated', changes });
  });
}

export async function updateLevel(sc: ServiceContext, id: number, body: StockUpdate): Promise<void> {
  await sc.em.transactional(async (tx) => {
    const level = await loadLevel(tx, id);
    const changes: AuditChanges = {};
    if (body.location !== undefined && body.location !== level.location) {
      await assertLocation(tx, level.store.id, body.location);
      changes.location = { from: level.location, to: body.location };
      level.location = body.location;
    }
    if (body.quantity !== undefined && body.quantity !== level.quantity) {
      const delta = body.quantity - level.quantity;
      recordMovement(tx, { ...base(sc, level), type: 'rettifica', direction: delta > 0 ? '+' : '-', quantity: Math.abs(delta), notes: body.notes || STOCK_MSG.quantityCorrected });
      changes.quantity = { from: level.quantity, to: body.quantity };
      await tx.flush();
      await changeLevel(tx, level.id, delta, 'allow');
      await tx.refresh(level);
    }
    const purchase = seesPurchasePrices(sc) ? cents(body.purchase_price) : undefined;
    if (purchase !== undefined && purchase !== (level.purchasePriceCents ?? null)) {
      changes.purchase_price = { from: level.purchasePriceCents ?? null, to: purchase };
      level.purchasePriceCents = purchase;
    }
    const selling = cents(body.selling_price);
    if (selling !== undefined && selling !== (level.sellingPriceCents ?? null)) {
      changes.selling_price = { from: level.sellingPriceCents ?? null, to: selling };
      level.sellingPriceCents = selling;
    }
    // the dialog's note is about this change: a new quantity carries it; otherwise it is an entry of its own in the history
    if (body.notes && changes.quantity === undefined) recordMovement(tx, { ...base(sc, level), type: 'rettifica', direction: '=', quantity: 0, notes: body.notes });
    if (Object.keys(changes).length > 0) sc.audit(tx, { companyId: level.company.id, entityType: 'StockLevel', entityId: level.id, action: 'updated', changes });
  });
}

export async function removePiece(sc: ServiceContext, id: number): Promise<void> {
  await sc.em.transactional(async (tx) => {
    const piece = await loadPiece(tx, id);
    if (piece.status === 'sold') throw new ConflictError(STOCK_MSG.soldCannotBeDeleted);
    const levelId = await levelIdOf(tx, piece.store.id, piece.product.id);
    if (piece.status === 'available' && levelId !== null) await changeLevel(tx, levelId, -1, 'allow');
    recordMovement(tx, { ...base(sc, piece), piece, type: 'eliminazione', direction: '-', quantity: 1, fromStatus: piece.status });
    piece.archivedAt = new Date();
    sc.audit(tx, { companyId: piece.company.id, entityType: 'StockPiece', entityId: piece.id, action: 'deleted', changes: { imei: { from: piece.imei ?? null, to: null }, serial_number: { from: piece.serialNumber ?? null, to: null } } });
  });
}

export async function removeLevel(sc: ServiceContext, id: number): Promise<void> {
  await sc.em.transactional(async (tx) => {
    const level = await loadLevel(tx, id);
    if (level.quantity !== 0) {
      recordMovement(tx, { ...base(sc, level), type: 'eliminazione', direction: level.quantity > 0 ? '-' : '+', quantity: Math.abs(level.quantity) });
    }
    sc.audit(tx, { companyId: level.company.id, entityType: 'StockLevel', entityId: level.id, action: 'deleted', changes: { quantity: { from: level.quantity, to: 0 } } });
    level.quantity = 0;
    level.archivedAt = new Date();
  });
}
