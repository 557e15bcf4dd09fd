import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../api/pagination.ts';
import { isIsoDate } from '../api/stores.ts';
import { moneyField } from '../money/money.ts';
import { PRODUCT_CATEGORIES, PRODUCT_MSG, type ProductCategory } from '../products/products.ts';
import { idField, idFieldWith, queryFlagField } from '../validation/fields.ts';
import { locationCodeField, optionalImeiField, optionalPriceField, optionalSerialField } from './stock-fields.ts';
import { MOVEMENT_DIRECTIONS, MOVEMENT_DOCUMENTS, MOVEMENT_TYPES, PIECE_STATUSES, STOCK_MSG } from './stock.ts';

/**
 * The inventory page ('Inventario Magazzino', spec 3 §2, §3 "Inventory item"): one row per serialized
 * piece (kind 'piece', quantity 1) and one per non-serialized product in a store (kind 'stock', its
 * quantity). Filters, sort and pages are the server's.
 */
export const INVENTORY_KINDS = ['piece', 'stock'] as const;
export type InventoryKind = (typeof INVENTORY_KINDS)[number];

/** Spec 3 §2: the sortable columns; default product name ascending. */
export const INVENTORY_SORTS = ['product_name', 'status', 'quantity', 'selling_price', 'supplier', 'purchase_date', 'last_sale_date'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

/** The warehouse settings that hold the low-stock thresholds (spec 3 §9), one per category group. */
export const LOW_STOCK_KEYS = ['stock_low_threshold_smartphone', 'stock_low_threshold_tablet', 'stock_low_threshold_accessories'] as const;
export type LowStockKey = (typeof LOW_STOCK_KEYS)[number];

/** The setting that holds a category's low-stock threshold (e-mobility counts as accessories). */
export function lowStockKey(category: ProductCategory): LowStockKey {
  if (category === 'Smartphone') return 'stock_low_threshold_smartphone';
  if (category === 'Tablet') return 'stock_low_threshold_tablet';
  return 'stock_low_threshold_accessories';
}

/** Spec 3 §9: margin % = (sell − purchase) / purchase, rounded; null without both prices. */
export function marginPercent(purchaseCents: number | null, sellingCents: number | null): number | null {
  if (purchaseCents === null || sellingCents === null || purchaseCents <= 0) return null;
  return Math.round(((sellingCents - purchaseCents) / purchaseCents) * 100);
}

/** Spec 3 §9: above 30 green, above 15 warning, else danger. */
export function marginTone(percent: number): 'success' | 'warning' | 'danger' {
  if (percent > 30) return 'success';
  if (percent > 15) return 'warning';
  return 'danger';
}

const M = STOCK_MSG;
const optionalDay = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine((value) => value === '' || isIsoDate(value), M.dateInvalid)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const inventoryQuerySchema = pageQuerySchema.extend({
  /** Name, brand, model, IMEI, serial (spec 3 §2). */
  search: z.string().trim().max(100, M.textTooLong).optional(),
  store_id: idFieldWith(M.storeRequired).optional(),
  category: z.enum(PRODUCT_CATEGORIES, { error: PRODUCT_MSG.categoryInvalid }).optional(),
  status: z.enum(PIECE_STATUSES, { error: M.statusInvalid }).optional(),
  supplier_id: idField.optional(),
  location: locationCodeField.optional(),
  low_stock: queryFlagField,
  /** Sold items are hidden unless asked for (spec 3 §2), and only owners and managers may ask (§6). */
  show_sold: queryFlagField,
  date_from: optionalDay,
  date_to: optionalDay,
  sort: z.enum(INVENTORY_SORTS, { error: M.sortInvalid }).default('product_name'),
  order: z.enum(['asc', 'desc'], { error: M.sortInvalid }).default('asc'),
});
export type InventoryQuery = z.input<typeof inventoryQuerySchema>;
export type InventoryFilters = z.output<typeof inventoryQuerySchema>;

export const inventoryItemSchema = z.object({
  kind: z.enum(INVENTORY_KINDS),
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  brand: z.string(),
  model: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  requires_imei: z.boolean(),
  requires_serial: z.boolean(),
  imei: z.string().nullable(),
  imei2: z.string().nullable(),
  serial_number: z.string().nullable(),
  /** Null for consultants: purchase prices and margins never leave the server for them (spec 3 §6). */
  purchase_price: moneyField.nullable(),
  selling_price: moneyField.nullable(),
  margin_percent: z.number().int().nullable(),
  status: z.enum(PIECE_STATUSES),
  location: z.string(),
  location_label: z.string(),
  supplier_id: z.number().int().nullable(),
  supplier: z.string().nullable(),
  /** YYYY-MM-DD: the DDT's date for what came with one. */
  purchase_date: z.string().nullable(),
  last_sale_date: z.string().nullable(),
  days_in_stock: z.number().int().nullable(),
  low_stock: z.boolean(),
  quantity: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  ean: z.string().nullable(),
  sku: z.string().nullable(),
  ddt_id: z.number().int().nullable(),
  ddt_number: z.string().nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryStatsSchema = z.object({
  total_items: z.number().int(),
  /** Purchase price × quantity; null for consultants. */
  total_value: moneyField.nullable(),
  low_stock_count: z.number().int(),
  available_count: z.number().int(),
});

export const inventoryListSchema = z.object({
  items: z.array(inventoryItemSchema),
  pagination: paginationSchema,
  stats: inventoryStatsSchema,
  /** 'Visualizzazione limitata ai negozi di tua competenza': the caller sees only its stores. */
  limited_to_own_stores: z.boolean(),
  /** Purchase prices, margins and the sold items are the caller's to see (spec 3 §6). */
  sees_purchase_prices: z.boolean(),
});
export type InventoryList = z.infer<typeof inventoryListSchema>;

export const movementSchema = z.object({
  id: z.number().int(),
  movement_type: z.enum(MOVEMENT_TYPES),
  direction: z.enum(MOVEMENT_DIRECTIONS),
  quantity: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  piece_id: z.number().int().nullable(),
  imei: z.string().nullable(),
  serial_number: z.string().nullable(),
  store_id: z.number().int(),
  store_name: z.string(),
  from_status: z.enum(PIECE_STATUSES).nullable(),
  to_status: z.enum(PIECE_STATUSES).nullable(),
  document_type: z.enum(MOVEMENT_DOCUMENTS),
  document_id: z.number().int().nullable(),
  document_number: z.string().nullable(),
  user_name: z.string().nullable(),
  notes: z.string().nullable(),
  movement_date: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

/**
 * The detail dialog: the row, the codes of that product in that store and its movements, oldest
 * first. Each list holds the newest INVENTORY_DETAIL_ROWS; its `_total` says how many there are.
 */
export const inventoryDetailSchema = z.object({
  item: inventoryItemSchema,
  all_serials: z.array(z.object({ id: z.number().int(), imei: z.string().nullable(), serial_number: z.string().nullable(), status: z.enum(PIECE_STATUSES), location: z.string() })),
  serials_total: z.number().int(),
  movements: z.array(movementSchema),
  movements_total: z.number().int(),
});
export type InventoryDetail = z.infer<typeof inventoryDetailSchema>;

/** The edit dialog of a piece (spec 3 §2): fields not sent stay as they are. */
export const pieceUpdateBodySchema = z.object({
  status: z.enum(PIECE_STATUSES, { error: M.statusInvalid }).optional(),
  location: locationCodeField.optional(),
  imei: optionalImeiField,
  imei2: optionalImeiField,
  serial_number: optionalSerialField,
  purchase_price: optionalPriceField,
  selling_price: optionalPriceField,
  notes: z.string().trim().max(500, M.textTooLong).optional(),
});
export type PieceUpdateBody = z.input<typeof pieceUpdateBodySchema>;
export type PieceUpdate = z.output<typeof pieceUpdateBodySchema>;

/** The edit dialog of a quantity row: a new quantity is a rettifica movement of the difference. */
export const stockUpdateBodySchema = z.object({
  quantity: z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(0, M.quantityInvalid).max(1_000_000, M.quantityInvalid).optional(),
  location: locationCodeField.optional(),
  purchase_price: optionalPriceField,
  selling_price: optionalPriceField,
  notes: z.string().trim().max(500, M.textTooLong).optional(),
});
export type StockUpdateBody = z.input<typeof stockUpdateBodySchema>;
export type StockUpdate = z.output<typeof stockUpdateBodySchema>;

/** POST /warehouse/movements: a manual rettifica of a non-serialized product's quantity in a store. */
export const stockAdjustmentBodySchema = z.object({
  store_id: idFieldWith(M.storeRequired),
  product_id: idFieldWith(M.pieceNotFound),
  quantity: z
    .number({ error: M.adjustmentInvalid })
    .int(M.adjustmentInvalid)
    .min(-1_000_000, M.adjustmentInvalid)
    .max(1_000_000, M.adjustmentInvalid)
    .refine((value) => value !== 0, M.adjustmentInvalid),
  notes: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500, M.textTooLong),
});
export type StockAdjustmentBody = z.input<typeof stockAdjustmentBodySchema>;

export const stockAdjustmentResultSchema = z.object({
  movement: movementSchema,
  quantity: z.number().int(),
  /** The store allows negative stock with a warning (allow_negative_stock 'warn') and it went below zero. */
  warning: z.string().nullable(),
});

export const movementsQuerySchema = pageQuerySchema.extend({
  store_id: idField.optional(),
  product_id: idField.optional(),
  piece_id: idField.optional(),
  movement_type: z.enum(MOVEMENT_TYPES, { error: M.statusInvalid }).optional(),
});
export const movementListSchema = z.object({ movements: z.array(movementSchema), pagination: paginationSchema });

export const storeQuerySchema = z.object({ store_id: idFieldWith(M.storeRequired) });
export const storageLocationSchema = z.object({ code: z.string(), name: z.string(), is_default: z.boolean() });
export type StorageLocation = z.infer<typeof storageLocationSchema>;
export const storageLocationBodySchema = z.object({
  store_id: idFieldWith(M.storeRequired),
  name: z.string({ error: M.locationNameRequired }).trim().min(1, M.locationNameRequired).max(60, M.textTooLong),
});

export const staleProductSchema = z.object({
  kind: z.enum(INVENTORY_KINDS),
  id: z.number().int(),
  product_name: z.string(),
  store_name: z.string(),
  quantity: z.number().int(),
  days_in_stock: z.number().int(),
});
export const staleProductsSchema = z.object({ threshold_days: z.number().int(), products: z.array(staleProductSchema) });
