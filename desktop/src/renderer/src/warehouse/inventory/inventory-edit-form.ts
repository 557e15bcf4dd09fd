import { pieceUpdateBodySchema, stockUpdateBodySchema, type InventoryItem, type PieceUpdateBody, type z } from '@banco/shared';

/** The edit dialog of a piece: the shared body's rules and messages. */
export const pieceFormSchema = pieceUpdateBodySchema;
export type PieceFormValues = PieceUpdateBody;

/** The edit dialog of a quantity row: the shared body, the quantity required (spec 3 §2). */
export const stockFormSchema = stockUpdateBodySchema.extend({ quantity: stockUpdateBodySchema.shape.quantity.unwrap() });
export type StockFormValues = z.input<typeof stockFormSchema>;

/** A piece as the form starts: what the row holds (a consultant's purchase price stays null: the field is not shown). */
export function pieceFormValues(item: InventoryItem): PieceFormValues {
  return {
    status: item.status,
    location: item.location,
    imei: item.imei ?? '',
    serial_number: item.serial_number ?? '',
    purchase_price: item.purchase_price,
    selling_price: item.selling_price,
    notes: '',
  };
}

export function stockFormValues(item: InventoryItem): StockFormValues {
  return {
    quantity: item.quantity,
    location: item.location,
    purchase_price: item.purchase_price,
    selling_price: item.selling_price,
    notes: '',
  };
}

/** An empty text field stands for 'none' (null), as the row's null started as ''. */
function comparable(value: unknown): unknown {
  return value === '' || value === undefined ? null : value;
}

/**
 * The body of the PUT: only the fields the user changed (fields not sent stay as they are), so an
 * untouched IMEI or price is never re-checked nor rewritten.
 */
export function changedFields<T extends object>(initial: object, values: T): Partial<T> {
  const body: Partial<T> = {};
  const before = initial as Record<string, unknown>;
  for (const [key, value] of Object.entries(values) as [keyof T & string, T[keyof T & string]][]) {
    if (value === undefined) continue;
    if (comparable(value) !== comparable(before[key])) body[key] = value;
  }
  return body;
}
