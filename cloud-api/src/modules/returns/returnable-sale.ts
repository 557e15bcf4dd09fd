import {
  centsToMoney,
  returnDaysFor,
  returnWindow,
  RETURN_MSG,
  todayIso,
  type ProductCategory,
  type ReturnableLine,
  type ReturnLineStatus,
  type SalePaymentMethod,
  type WarehouseSettings,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { placeholders } from '../../common/sql-list.ts';
import { NotFoundError } from '../../http/errors.ts';
import { SaleLine } from '../sales/sale-line.entity.ts';
import { SalePayment } from '../sales/sale-payment.entity.ts';
import { Sale } from '../sales/sale.entity.ts';
import { loadStore } from '../stores/store-access.ts';
import type { Store } from '../stores/store.entity.ts';
import { warehouseSettingsFor } from '../warehouse-settings/warehouse-settings.service.ts';

/** A sold line with what its return window and earlier returns leave of it. */
export interface ReturnableSaleLine {
  line: SaleLine;
  returnedQuantity: number;
  returnableQuantity: number;
  status: ReturnLineStatus;
  lastDay: string | null;
  daysLeft: number | null;
}

export interface ReturnableSale {
  sale: Sale;
  store: Store;
  settings: WarehouseSettings;
  lines: ReturnableSaleLine[];
  payments: SalePayment[];
}

/** How much of each sold line earlier returns took back. */
export async function returnedQuantities(em: SqlEntityManager, lineIds: readonly number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await em.execute<Array<{ sale_line_id: number; quantity: number | string }>>(
    `select sale_line_id, sum(quantity) as quantity from sale_return_lines where sale_line_id in (${placeholders(lineIds)}) group by sale_line_id`,
    [...lineIds],
  );
  return new Map(rows.map((row) => [Number(row.sale_line_id), Number(row.quantity)]));
}

/** A line's status: its window (spec 2 §4) by the store's days for its category, 'returned' once nothing of it is left. */
export function lineStatus(line: { quantity: number; product: { category: string } }, saleDay: string, today: string, settings: WarehouseSettings, returnedQuantity: number): Omit<ReturnableSaleLine, 'line'> {
  const window = returnWindow(saleDay, today, returnDaysFor(line.product.category as ProductCategory, settings));
  const left = line.quantity - returnedQuantity;
  const open = window.status === 'valid' || window.status === 'expiring';
  const status: ReturnLineStatus = left <= 0 ? 'returned' : window.status;
  return { returnedQuantity, returnableQuantity: open && left > 0 ? left : 0, status, lastDay: window.lastDay, daysLeft: window.daysLeft };
}

/** A sale of the caller's stores and its store; another company's, or a store the caller does not see: 404. */
export async function loadVisibleSale(em: SqlEntityManager, saleId: number): Promise<{ sale: Sale; store: Store }> {
  const sale = await em.findOne(Sale, { id: saleId }, { populate: ['store', 'customer', 'consultant'] });
  if (!sale) throw new NotFoundError(RETURN_MSG.saleNotFound);
  const store = await loadStore(em, sale.store.id).catch(() => {
    throw new NotFoundError(RETURN_MSG.saleNotFound);
  });
  return { sale, store };
}

/**
 * A sale of the caller's stores with every line's return status, computed now (Italy's today against
 * the store's return days per category). Another company's sale, or a store the caller does not
 * see: 404, as for the sale itself.
 */
export async function loadReturnableSale(em: SqlEntityManager, saleId: number): Promise<ReturnableSale> {
  const { sale, store } = await loadVisibleSale(em, saleId);
  const settings = await warehouseSettingsFor(em, store.id);
  const saleLines = await em.find(SaleLine, { sale: sale.id }, { populate: ['product'], orderBy: { id: 'asc' } });
  const payments = await em.find(SalePayment, { sale: sale.id }, { orderBy: { id: 'asc' } });
  const returned = await returnedQuantities(em, saleLines.map((line) => line.id));
  const saleDay = todayIso(sale.saleDate);
  const today = todayIso();
  const lines = saleLines.map((line) => ({ line, ...lineStatus(line, saleDay, today, settings, returned.get(line.id) ?? 0) }));
  return { sale, store, settings, lines, payments };
}

export function toReturnableLine(entry: ReturnableSaleLine): ReturnableLine {
  const { line } = entry;
  return {
    sale_line_id: line.id,
    product_id: line.product.id,
    product_name: line.product.name,
    brand: line.product.brand ?? null,
    category: line.product.category,
    imei: line.imei ?? null,
    serial_number: line.serialNumber ?? null,
    quantity: line.quantity,
    returned_quantity: entry.returnedQuantity,
    returnable_quantity: entry.returnableQuantity,
    unit_price: centsToMoney(line.unitPriceCents),
    total_price: centsToMoney(line.totalCents),
    status: entry.status,
    last_day: entry.lastDay,
    days_left: entry.daysLeft,
  };
}

/** The sale's payment methods, for the refund methods it allows. */
export function paymentMethodsOf(payments: readonly SalePayment[]): SalePaymentMethod[] {
  return [...new Set(payments.map((payment) => payment.method))];
}
