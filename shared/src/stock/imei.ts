import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../api/pagination.ts';
import { IDENTIFIER_MSG, imeiError } from '../devices/identifiers.ts';
import { idFieldWith } from '../validation/fields.ts';
import { DUPLICATE_IMEI_ACTIONS } from '../warehouse-settings/settings.ts';
import { inventoryItemSchema, movementSchema } from './inventory.ts';
import { IMEI_BULK_MAX, PIECE_STATUSES, STOCK_MSG } from './stock.ts';

/**
 * The IMEI calls (spec 3 §7: /warehouse/validate-imei, /warehouse/scan-imei, /warehouse/imei-lifecycle,
 * /inventory/imei/*): the rule is the shared one (15 digits, Luhn check digit); whether the IMEI is
 * already a piece of the company is the server's answer.
 */
const M = STOCK_MSG;
/** As typed or scanned: separators are dropped by the rule, so a little room above 15 characters. */
const imeiInput = z.string({ error: M.imeiRequired }).trim().min(1, M.imeiRequired).max(40, IDENTIFIER_MSG.imeiLength);

export const imeiBodySchema = z.object({
  imei: imeiInput,
  /** The store whose duplicate_imei_action applies (the goods receipt's destination). */
  store_id: idFieldWith(M.storeRequired).optional(),
});
export const imeiBulkBodySchema = z.object({
  imei_list: z.array(imeiInput, { error: M.imeiRequired }).min(1, M.imeiRequired).max(IMEI_BULK_MAX, M.imeiListTooLong),
  store_id: idFieldWith(M.storeRequired).optional(),
});

export const imeiOwnerSchema = z.object({ id: z.number().int(), product_name: z.string(), store_name: z.string(), status: z.enum(PIECE_STATUSES) });

export const imeiCheckSchema = z.object({
  /** Normalised (separators dropped). */
  imei: z.string(),
  valid: z.boolean(),
  /** What is wrong, in Italian; null when the IMEI is valid and free. */
  message: z.string().nullable(),
  /** Already a piece of the company. */
  exists: z.boolean(),
  piece: imeiOwnerSchema.nullable(),
  /** The store's rule for a duplicate: block it, or let a manager authorise it; null without a store. */
  duplicate_imei_action: z.enum(DUPLICATE_IMEI_ACTIONS).nullable(),
});
export type ImeiCheck = z.infer<typeof imeiCheckSchema>;
export const imeiBulkCheckSchema = z.object({ results: z.array(imeiCheckSchema), valid_count: z.number().int(), invalid_count: z.number().int() });

/** A lookup's IMEI: refused on the field when it breaks the rule (the validate calls answer valid: false instead). */
const lookupImei = imeiInput.superRefine((value, ctx) => {
  const error = imeiError(value);
  if (error !== null) ctx.addIssue({ code: 'custom', message: error });
});
export const imeiLifecycleQuerySchema = z.object({ imei: lookupImei });
export const imeiPathSchema = z.object({ imei: lookupImei });
/** A piece and every movement of it, oldest first. */
/** A piece by its IMEI with every movement; `removed_at` when it was deleted from the inventory (its history stays). */
export const imeiLifecycleSchema = z.object({ imei: z.string(), piece: inventoryItemSchema, movements: z.array(movementSchema), removed_at: z.string().nullable() });
export type ImeiLifecycle = z.infer<typeof imeiLifecycleSchema>;

export const imeiListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(40, M.textTooLong).optional(),
  store_id: idFieldWith(M.storeRequired).optional(),
  status: z.enum(PIECE_STATUSES, { error: M.statusInvalid }).optional(),
});
export const imeiListSchema = z.object({ pieces: z.array(inventoryItemSchema), pagination: paginationSchema });
