import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../api/pagination.ts';
import { isIsoDate } from '../api/stores.ts';
import { todayIso } from '../dates.ts';
import { formatDay } from '../format/format.ts';
import { formatCount, formatPercent } from '../format/numbers.ts';
import { moneyField } from '../money/money.ts';
import { PRODUCT_CATEGORIES } from '../products/products.ts';
import { DEFAULT_LOCATION, STOCK_MSG } from '../stock/stock.ts';
import { locationCodeField, optionalImeiField, optionalPriceField, optionalSerialField } from '../stock/stock-fields.ts';
import { idField, idFieldWith } from '../validation/fields.ts';
import { MSG, TEXT_TOO_LONG } from '../validation/messages.ts';

/**
 * The goods receipt against a transport document (DDT; spec 3 §2 "Goods-loading wizard" and the
 * server-backed flow, §3, §5): the DDT's data, the products with their pieces, and the rules that the
 * wizard and the server both apply. Completing writes the DDT, every piece, the stock and the
 * movements in one transaction, exactly once.
 */
export const GOODS_RECEIPT_STEPS = ['Documento di Trasporto', 'Selezione Prodotti', 'Dettagli e IMEI', 'Verifica', 'Completamento'] as const;

/** The most products (lines) one DDT holds. */
export const DDT_LINES_MAX = 500;
/**
 * The most labels one 'Stampa etichette' file holds (one per piece, one per unit of a quantity line):
 * a file is drawn in one go on the server, about 2.5 ms a label, and a DDT may hold up to 5 million units.
 */
export const DDT_LABELS_MAX = 1000;
/** The earliest DDT date taken: older is a typing slip (a year of 0001 put the piece years in stock). */
export const DDT_DATE_MIN = '2000-01-01';
/** The most pieces a DDT declares. */
export const DDT_DECLARED_MAX = 100_000;

export const DDT_MSG = {
  supplierRequired: 'Seleziona un fornitore',
  numberRequired: 'Inserisci il numero DDT',
  dateRequired: 'Inserisci la data DDT',
  dateInFuture: 'La data DDT non può essere successiva a oggi',
  dateTooOld: `La data DDT non può essere anteriore al ${formatDay(DDT_DATE_MIN)}`,
  deliveryBeforeDate: 'La consegna prevista non può precedere la data DDT',
  totalRequired: 'Inserisci il numero totale di pezzi',
  totalTooHigh: `Al massimo ${formatCount(DDT_DECLARED_MAX)} pezzi per DDT`,
  packagesInvalid: 'Numero colli non valido (almeno 1)',
  storeRequired: 'Negozio obbligatorio',
  productsRequired: 'Seleziona almeno un prodotto',
  quantityRequired: 'Quantità obbligatoria',
  imeisRequired: 'IMEI obbligatori per tutti i pezzi',
  serialsRequired: 'Seriali obbligatori per tutti i pezzi',
  productTwice: 'Prodotto già presente nel DDT',
  tooManyProducts: `Al massimo ${formatCount(DDT_LINES_MAX)} prodotti per DDT`,
  tooManyLabels: (count: number) => `Il DDT ha ${formatCount(count)} etichette da stampare: un file ne contiene al massimo ${formatCount(DDT_LABELS_MAX)}`,
  productNotFound: 'Prodotto non trovato',
  productInactive: 'Prodotto disattivato: riattivalo nel catalogo per caricarlo',
  supplierNotFound: 'Fornitore non trovato',
  supplierInactive: 'Fornitore disattivato',
  numberTaken: 'Esiste già un DDT con questo numero per questo fornitore',
  duplicatesNeedApproval: (count: number) =>
    count === 1
      ? "1 IMEI è già presente nel sistema: serve l'autorizzazione di un manager per caricarlo"
      : `${count} IMEI sono già presenti nel sistema: serve l'autorizzazione di un manager per caricarli`,
  textTooLong: TEXT_TOO_LONG,
  notFound: 'DDT non trovato',
  created: 'Carico completato con successo',
  updated: 'DDT aggiornato',
  createFailed: 'Errore nel caricamento DDT',
} as const;

const M = DDT_MSG;
const text = (max: number) =>
  z
    .string({ error: MSG.valueInvalid })
    .trim()
    .max(max, M.textTooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** Step 1 (both flows): supplier, number, date (not after today), expected delivery (not before it), store, packages, pieces. */
export const ddtInfoSchema = z
  .object({
    supplier_id: idFieldWith(M.supplierRequired),
    ddt_number: z.string({ error: M.numberRequired }).trim().min(1, M.numberRequired).max(40, M.textTooLong),
    ddt_date: z
      .string({ error: M.dateRequired })
      .trim()
      .refine(isIsoDate, M.dateRequired)
      .refine((value) => !isIsoDate(value) || value <= todayIso(), M.dateInFuture)
      .refine((value) => !isIsoDate(value) || value >= DDT_DATE_MIN, M.dateTooOld),
    delivery_date: z
      .string({ error: M.dateRequired })
      .trim()
      .refine((value) => value === '' || isIsoDate(value), M.dateRequired)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    store_id: idFieldWith(M.storeRequired),
    packages_count: z.number({ error: M.packagesInvalid }).int(M.packagesInvalid).min(1, M.packagesInvalid).max(10_000, M.packagesInvalid).nullable().optional(),
    total_declared_items: z.number({ error: M.totalRequired }).int(M.totalRequired).min(1, M.totalRequired).max(DDT_DECLARED_MAX, M.totalTooHigh),
    notes: text(1000),
    discrepancy_notes: text(2000),
  })
  // runs even when another field is invalid (`when`), so one answer carries every message of the step;
  // its input may then be partial, so it reads it defensively
  .refine(
    (info: unknown) => {
      if (typeof info !== 'object' || info === null) return true;
      const { ddt_date: date, delivery_date: delivery } = info as { ddt_date?: unknown; delivery_date?: unknown };
      return !(typeof date === 'string' && typeof delivery === 'string' && isIsoDate(date) && isIsoDate(delivery) && delivery < date);
    },
    { path: ['delivery_date'], message: M.deliveryBeforeDate, when: () => true },
  );
export type DdtInfoInput = z.input<typeof ddtInfoSchema>;

/** One piece of a serialized product: its IMEI (a second one for dual SIM) and/or its serial. */
export const receiptPieceSchema = z.object({ imei: optionalImeiField, imei2: optionalImeiField, serial_number: optionalSerialField });
export type ReceiptPieceInput = z.input<typeof receiptPieceSchema>;

export const receiptLineSchema = z.object({
  product_id: idFieldWith(M.productNotFound),
  quantity: z.number({ error: M.quantityRequired }).int(M.quantityRequired).min(1, M.quantityRequired).max(10_000, M.quantityRequired),
  /** One entry per piece for a product with IMEI or serial; none for one kept as a quantity. */
  pieces: z.array(receiptPieceSchema, { error: M.imeisRequired }).max(10_000, M.imeisRequired).default([]),
  purchase_price: optionalPriceField,
  location: locationCodeField.default(DEFAULT_LOCATION),
});
export type ReceiptLineInput = z.input<typeof receiptLineSchema>;

export const ddtCreateBodySchema = z.object({
  ddt_info: ddtInfoSchema,
  products: z.array(receiptLineSchema, { error: M.productsRequired }).min(1, M.productsRequired).max(DDT_LINES_MAX, M.tooManyProducts),
  /**
   * The store's duplicate_imei_action is 'authorize' and the caller (a manager or an owner: only they
   * load goods) authorises the IMEIs already in the system; recorded on each such piece.
   */
  authorize_duplicate_imei: z.boolean({ error: MSG.valueInvalid }).optional(),
});
export type DdtCreateBody = z.input<typeof ddtCreateBodySchema>;
export type DdtCreate = z.output<typeof ddtCreateBodySchema>;

/** What a line's product requires, as the catalogue says (never as the client says). */
export interface CodesRequired {
  requires_imei: boolean;
  requires_serial: boolean;
}
type PieceCodes = { imei?: string | null; serial_number?: string | null };

/**
 * Step 3 (spec 3 §5): with IMEI required there is one IMEI per piece; else with serial required one
 * serial per piece; a product without either is a quantity and has no pieces. null when complete.
 */
export function lineCodesError(product: CodesRequired, quantity: number, pieces: readonly PieceCodes[]): string | null {
  if (product.requires_imei) return pieces.length === quantity && pieces.every((piece) => piece.imei) ? null : M.imeisRequired;
  if (product.requires_serial) return pieces.length === quantity && pieces.every((piece) => piece.serial_number) ? null : M.serialsRequired;
  return pieces.length === 0 ? null : STOCK_MSG.notSerialized;
}

/** Whether a product is kept as pieces (IMEI and/or serial) or as a quantity. */
export function isSerialized(product: CodesRequired): boolean {
  return product.requires_imei || product.requires_serial;
}

/** Spec 3 §9: variance % = |loaded − declared| / declared, rounded; 0 green, up to 5 warning, above danger; above 10 significant. */
export function receiptVariance(declared: number, loaded: number): { difference: number; percent: number; tone: 'success' | 'warning' | 'danger'; significant: boolean } {
  const difference = loaded - declared;
  const percent = declared > 0 ? Math.round((Math.abs(difference) / declared) * 100) : loaded > 0 ? 100 : 0;
  const tone = difference === 0 ? 'success' : percent <= 5 ? 'warning' : 'danger';
  return { difference, percent, tone, significant: percent > 10 };
}

/**
 * The variance as the receipt's screens and its report show it: '+1.198 (11.980%)', '−3 (25%)'. The
 * report passes '-' for `minus`: the PDFs' standard Helvetica has no '−' (U+2212).
 */
export function receiptVarianceFigure({ difference, percent }: { difference: number; percent: number }, minus: '−' | '-' = '−'): string {
  const sign = difference > 0 ? '+' : difference < 0 ? minus : '';
  return `${sign}${formatCount(Math.abs(difference))} (${formatPercent(percent)})`;
}

export const ddtUpdateBodySchema = z.object({ notes: text(1000), discrepancy_notes: text(2000) });

export const ddtListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(40, M.textTooLong).optional(),
  supplier_id: idField.optional(),
  store_id: idField.optional(),
});

export const ddtPieceSchema = z.object({
  id: z.number().int(),
  imei: z.string().nullable(),
  imei2: z.string().nullable(),
  serial_number: z.string().nullable(),
  duplicate_authorized: z.boolean(),
});
export const ddtLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  brand: z.string(),
  model: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  ean: z.string().nullable(),
  quantity: z.number().int(),
  /** Null for consultants (spec 3 §6). */
  purchase_price: moneyField.nullable(),
  selling_price: moneyField.nullable(),
  location: z.string(),
  location_label: z.string(),
  pieces: z.array(ddtPieceSchema),
});
export type DdtLine = z.infer<typeof ddtLineSchema>;

export const ddtSummarySchema = z.object({
  id: z.number().int(),
  ddt_number: z.string(),
  ddt_date: z.string(),
  delivery_date: z.string().nullable(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  packages_count: z.number().int().nullable(),
  total_declared_items: z.number().int(),
  loaded_pieces: z.number().int(),
  /** Purchase value of what was loaded; null for consultants. */
  total_value: moneyField.nullable(),
  operator_name: z.string(),
  completed_at: z.string(),
});
export type DdtSummary = z.infer<typeof ddtSummarySchema>;

export const ddtDetailSchema = ddtSummarySchema.extend({
  notes: z.string().nullable(),
  discrepancy_notes: z.string().nullable(),
  lines: z.array(ddtLineSchema),
});
export type DdtDetail = z.infer<typeof ddtDetailSchema>;

export const ddtListSchema = z.object({ ddts: z.array(ddtSummarySchema), pagination: paginationSchema });
export type DdtListData = z.infer<typeof ddtListSchema>;
