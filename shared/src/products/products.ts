import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../api/pagination.ts';
import { eanError, IDENTIFIER_MSG } from '../devices/identifiers.ts';
import { moneyField, moneyToCents, nonNegativeMoneyFieldWith } from '../money/money.ts';
import { idField, queryFlagField } from '../validation/fields.ts';
import { MSG, TEXT_TOO_LONG } from '../validation/messages.ts';

/**
 * The catalogue product (spec 3 §3 "Catalogue product"): what a store buys and sells. The pieces
 * (IMEI, serial) and quantities in stock come with the goods receipt (issue 9, next).
 */
export const PRODUCT_CATEGORIES = ['Smartphone', 'Tablet', 'Accessori', 'Mobilità Elettrica'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** A new product (spec 3 §3): an accessory, without IMEI or serial. */
export const NEW_PRODUCT_DEFAULTS = { category: 'Accessori', requires_imei: false, requires_serial: false } as const;
/** The categories whose devices carry an IMEI: choosing one for a product ticks 'Richiede IMEI' (it can be unticked). */
export const IMEI_CATEGORIES: readonly ProductCategory[] = ['Smartphone', 'Tablet'];
export const isImeiCategory = (category: string): boolean => (IMEI_CATEGORIES as readonly string[]).includes(category);

export const PRODUCT_MSG = {
  nameBrandModelRequired: 'Nome, marca e modello sono obbligatori',
  categoryInvalid: 'Categoria non valida (Smartphone, Tablet, Accessori o Mobilità Elettrica)',
  textTooLong: TEXT_TOO_LONG,
  skuInvalid: 'Codice SKU non valido (lettere, cifre, - e _; massimo 40 caratteri)',
  // no example amount: the forms write it '199,90', the API takes '199.90'
  priceInvalid: 'Prezzo non valido: un importo non negativo, al massimo con 2 decimali',
  priceTooHigh: 'Il prezzo non può superare 999.999,99 €',
  eanTaken: 'Esiste già un prodotto con questo EAN',
  skuTaken: 'Esiste già un prodotto con questo SKU',
  notFound: 'Prodotto non trovato',
  hasStock: 'Il prodotto ha movimenti di magazzino: disattivalo invece di eliminarlo',
  /** Banco's: a product's pieces or quantities exist, so how it is kept (by IMEI, serial or count) is fixed. */
  trackingLocked: 'Il prodotto ha già movimenti di magazzino: non si può più cambiare se richiede IMEI o seriale',
  searchTooShort: 'Digita almeno 2 caratteri per cercare',
  /** Banco's: a catalogue or stock search that did not answer (never 'Nessun prodotto trovato'). */
  searchFailed: 'Errore nella ricerca dei prodotti',
  created: 'Prodotto creato con successo',
  updated: 'Prodotto aggiornato con successo',
  deleted: 'Prodotto eliminato con successo',
  statusChanged: 'Stato del prodotto aggiornato',
} as const;

const M = PRODUCT_MSG;
const required = (max: number) => z.string({ error: M.nameBrandModelRequired }).trim().min(1, M.nameBrandModelRequired).max(max, M.textTooLong);
/** An optional code: '' or absent is none (null); anything but text is refused with `message`, the field's own. */
const optionalCode = (message: string, rule: (value: string) => string | null) =>
  z
    .string({ error: message })
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const error = rule(value);
      if (error !== null) ctx.addIssue({ code: 'custom', message: error });
      return value.toUpperCase();
    })
    .nullable()
    .optional();
/**
 * The highest price of one unit in the catalogue and the stock: 999.999,99 €. Far above anything a phone
 * shop sells; the unit price columns hold 32-bit cents, and a sale line multiplies it by its quantity.
 */
export const UNIT_PRICE_MAX_CENTS = 99_999_999;

/** A unit price as a body takes it: money, not negative, at most UNIT_PRICE_MAX_CENTS; empty or absent allowed. */
export const unitPriceField = () =>
  nonNegativeMoneyFieldWith(M.priceInvalid)
    .refine((value) => moneyToCents(value) <= UNIT_PRICE_MAX_CENTS, M.priceTooHigh)
    .nullable()
    .optional();
const price = unitPriceField;

export const productBodySchema = z.object({
  /** The superadmin names the company; everyone else works in the session's (companyOfNewRow). */
  company_id: idField.nullable().optional(),
  name: required(200),
  brand: required(100),
  model: required(100),
  category: z.enum(PRODUCT_CATEGORIES, { error: M.categoryInvalid }).default(NEW_PRODUCT_DEFAULTS.category),
  requires_imei: z.boolean({ error: MSG.valueInvalid }).default(false),
  requires_serial: z.boolean({ error: MSG.valueInvalid }).default(false),
  ean: optionalCode(IDENTIFIER_MSG.eanInvalid, eanError),
  sku: optionalCode(M.skuInvalid, (value) => (/^[A-Za-z0-9_-]{1,40}$/.test(value) ? null : M.skuInvalid)),
  last_purchase_price: price(),
  selling_price: price(),
});
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductInput = z.output<typeof productBodySchema>;

export const productListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, M.textTooLong).optional(),
  category: z.enum(PRODUCT_CATEGORIES, { error: M.categoryInvalid }).optional(),
  /** 'true' / 'false': only active or only inactive products; absent: both. */
  active: queryFlagField,
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productSearchQuerySchema = z.object({
  q: z.string({ error: M.searchTooShort }).trim().min(2, M.searchTooShort).max(100, M.textTooLong),
});

export const productDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  requires_imei: z.boolean(),
  requires_serial: z.boolean(),
  ean: z.string().nullable(),
  sku: z.string().nullable(),
  /** Null for consultants: purchase prices never leave the server for them (spec 3 §6). */
  last_purchase_price: moneyField.nullable(),
  selling_price: moneyField.nullable(),
  is_active: z.boolean(),
});
export type ProductDto = z.infer<typeof productDtoSchema>;

export const productListDataSchema = z.object({
  products: z.array(productDtoSchema),
  pagination: paginationSchema,
});
export type ProductListData = z.infer<typeof productListDataSchema>;

/** GET /warehouse/products/search (spec 3 §7 "Second flow"): what the goods receipt picks from. */
export const productPickSchema = productDtoSchema.pick({ id: true, name: true, category: true, brand: true, requires_imei: true, requires_serial: true });
export type ProductPick = z.infer<typeof productPickSchema>;
