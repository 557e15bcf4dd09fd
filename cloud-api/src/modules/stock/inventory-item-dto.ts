import { centsToMoney, locationLabel, marginPercent, todayIso, type InventoryItem, type PieceStatus } from '@banco/shared';
import type { InventoryRow } from './inventory-sql.ts';

/** A calendar date of a row ('YYYY-MM-DD'), whichever way the driver gave it. */
export function dayOf(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  // a DATE read as a local-midnight Date: its local calendar day
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}

/** Whole days from `from` to today (spec 3 §9: days in stock from the purchase date). */
export function daysSince(from: string | null, today: string = todayIso()): number | null {
  if (from === null) return null;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An inventory row as the API answers it; purchase prices and margins only for who may see them (spec 3 §6). */
export function toInventoryItem(row: InventoryRow, seesPurchasePrices: boolean, locations: ReadonlyMap<string, string>): InventoryItem {
  const purchase = seesPurchasePrices ? row.purchase_price_cents : null;
  const purchaseDate = dayOf(row.purchase_date);
  return {
    kind: row.kind,
    id: row.id,
    product_id: row.product_id,
    product_name: row.product_name,
    brand: row.brand,
    model: row.model,
    category: row.category,
    requires_imei: row.requires_imei,
    requires_serial: row.requires_serial,
    imei: row.imei,
    imei2: row.imei2,
    serial_number: row.serial_number,
    purchase_price: purchase === null ? null : centsToMoney(purchase),
    selling_price: row.selling_price_cents === null ? null : centsToMoney(row.selling_price_cents),
    margin_percent: seesPurchasePrices ? marginPercent(row.purchase_price_cents, row.selling_price_cents) : null,
    status: row.status as PieceStatus,
    location: row.location,
    location_label: locationLabel(row.location, locations),
    supplier_id: row.supplier_id === null ? null : Number(row.supplier_id),
    supplier: row.supplier_name,
    purchase_date: purchaseDate,
    last_sale_date: dayOf(row.last_sale_date),
    days_in_stock: row.status === 'sold' ? null : daysSince(purchaseDate),
    low_stock: row.low_stock,
    quantity: row.quantity,
    store_id: row.store_id,
    store_name: row.store_name,
    ean: row.ean,
    sku: row.sku,
    ddt_id: row.delivery_note_id === null ? null : Number(row.delivery_note_id),
    ddt_number: row.ddt_number,
  };
}
