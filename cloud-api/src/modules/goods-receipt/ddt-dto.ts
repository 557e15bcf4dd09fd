import { centsToMoney, locationLabel, type DdtDetail, type DdtLine, type DdtSummary } from '@banco/shared';
import { dayOf } from '../stock/inventory-item-dto.ts';
import type { StockPiece } from '../stock/stock-piece.entity.ts';
import type { DeliveryNoteLine } from './delivery-note-line.entity.ts';
import type { DeliveryNote } from './delivery-note.entity.ts';

const money = (cents: number | null | undefined, visible: boolean) => (visible && cents !== null && cents !== undefined ? centsToMoney(cents) : null);

/** A DDT as the lists show it; the purchase value only for who sees purchase prices (spec 3 §6). */
export function toDdtSummary(note: DeliveryNote, seesPurchasePrices: boolean): DdtSummary {
  const operator = note.createdBy;
  return {
    id: note.id,
    ddt_number: note.ddtNumber,
    ddt_date: dayOf(note.ddtDate) ?? '',
    delivery_date: dayOf(note.deliveryDate),
    supplier_id: note.supplier.id,
    supplier_name: note.supplier.name,
    store_id: note.store.id,
    store_name: note.store.name,
    packages_count: note.packagesCount ?? null,
    total_declared_items: note.totalDeclaredItems,
    loaded_pieces: note.loadedPieces,
    total_value: money(note.totalValueCents, seesPurchasePrices),
    operator_name: `${operator.firstName} ${operator.lastName}`.trim(),
    completed_at: note.createdAt.toISOString(),
  };
}

export function toDdtLine(line: DeliveryNoteLine, pieces: readonly StockPiece[], locations: ReadonlyMap<string, string>, seesPurchasePrices: boolean): DdtLine {
  const product = line.product;
  return {
    id: line.id,
    product_id: product.id,
    product_name: product.name,
    brand: product.brand,
    model: product.model,
    category: product.category,
    ean: product.ean ?? null,
    quantity: line.quantity,
    purchase_price: money(line.purchasePriceCents, seesPurchasePrices),
    selling_price: money(product.sellingPriceCents, true),
    location: line.location,
    location_label: locationLabel(line.location, locations),
    pieces: pieces.map((piece) => ({
      id: piece.id,
      imei: piece.imei ?? null,
      imei2: piece.imei2 ?? null,
      serial_number: piece.serialNumber ?? null,
      duplicate_authorized: piece.duplicateApprovedBy !== null && piece.duplicateApprovedBy !== undefined,
    })),
  };
}

export function toDdtDetail(note: DeliveryNote, lines: DdtLine[], seesPurchasePrices: boolean): DdtDetail {
  return { ...toDdtSummary(note, seesPurchasePrices), notes: note.notes ?? null, discrepancy_notes: note.discrepancyNotes ?? null, lines };
}
