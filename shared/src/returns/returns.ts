import { z } from 'zod';
import { moneyField } from '../money/money.ts';
import { emailField, idFieldWith, optionalTextField } from '../validation/fields.ts';
import { isIsoDate } from '../api/stores.ts';
import { imageDataUrlField } from '../validation/image-data-url.ts';
import { pageQuerySchema, paginationSchema } from '../api/pagination.ts';
import { saleLineBodySchema, salePaymentBodySchema } from '../sales/sale.ts';
import { SALE_PAYMENT_METHODS } from '../sales/payments.ts';
import { REFUND_METHODS } from './refund.ts';
import { RETURN_MSG } from './return-messages.ts';

const M = RETURN_MSG;

/** Step 1's search modes (spec 2 §2.7): the receipt, the customer's phone or tax code, a period. */
export const RETURN_SEARCH_MODES = ['receipt', 'customer', 'period'] as const;
export type ReturnSearchMode = (typeof RETURN_SEARCH_MODES)[number];
/** Spec 2 §5.5: a receipt from 3 characters, a phone of 10 or more, a tax code of 16. */
export const RETURN_RECEIPT_MIN = 3;
export const RETURN_PHONE_MIN = 10;
export const TAX_CODE_LENGTH = 16;
export const RETURN_TYPES = ['return', 'exchange'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];
export const RETURN_TYPE_LABELS: Readonly<Record<ReturnType, string>> = { return: 'Reso', exchange: 'Cambio' };
/** The most a returned product's notes, and the return's own, may hold. */
export const RETURN_LINE_NOTES_MAX = 500;
export const RETURN_NOTES_MAX = 1000;
/** Step 1 shows at most this many sales, newest first. */
export const RETURN_SEARCH_LIMIT = 50;

/**
 * What a customer query is (spec 2 §5.5): a 16-character tax code (upper-cased), a phone of 10+
 * characters (its spaces dropped), or nothing the search runs on (null).
 */
export function returnCustomerQuery(value: string): { kind: 'tax_code' | 'phone'; value: string } | null {
  const compact = value.replace(/\s+/g, '');
  if (/^[A-Za-z0-9]{16}$/.test(compact) && /[A-Za-z]/.test(compact)) return { kind: 'tax_code', value: compact.toUpperCase() };
  return compact.length >= RETURN_PHONE_MIN && /^\+?[0-9\-()]+$/.test(compact) ? { kind: 'phone', value: compact } : null;
}

/** Whether a customer query is one the search runs on (returnCustomerQuery). */
export function isReturnCustomerQuery(value: string): boolean {
  return returnCustomerQuery(value) !== null;
}

const day = z.string({ error: M.dateInvalid }).trim().refine((value) => value === '' || isIsoDate(value), M.dateInvalid).optional();

/** GET /returns/sales: one mode and its criterion; the rules of spec 2 §5.5 as field errors. */
export const returnSalesQuerySchema = z
  .object({
    mode: z.enum(RETURN_SEARCH_MODES, { error: M.modeInvalid }),
    receipt: z.string({ error: M.receiptTooShort }).trim().max(40, M.textTooLong).optional(),
    customer: z.string({ error: M.customerQueryInvalid }).trim().max(40, M.textTooLong).optional(),
    date_from: day,
    date_to: day,
    store_id: idFieldWith(M.saleNotFound).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.mode === 'receipt' && (query.receipt ?? '').length < RETURN_RECEIPT_MIN) ctx.addIssue({ code: 'custom', path: ['receipt'], message: M.receiptTooShort });
    if (query.mode === 'customer' && !isReturnCustomerQuery(query.customer ?? '')) ctx.addIssue({ code: 'custom', path: ['customer'], message: M.customerQueryInvalid });
    if (query.mode === 'period') {
      if (!query.date_from) ctx.addIssue({ code: 'custom', path: ['date_from'], message: M.periodRequired });
      if (!query.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: M.periodRequired });
      if (query.date_from && query.date_to && query.date_from > query.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: M.periodInvalid });
    }
  });
export type ReturnSalesQuery = z.input<typeof returnSalesQuerySchema>;

/** One sale of step 1's results, with its badge ('Restituibile': some line can still be returned). */
export const returnSaleResultSchema = z.object({
  id: z.number(),
  sale_number: z.string(),
  sale_date: z.string(),
  store_id: z.number(),
  store_name: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  customer_tax_code: z.string().nullable(),
  consultant_name: z.string().nullable(),
  items_count: z.number(),
  total_amount: moneyField,
  returnable: z.boolean(),
});
export type ReturnSaleResult = z.output<typeof returnSaleResultSchema>;
export const returnSalesSchema = z.object({ sales: z.array(returnSaleResultSchema) });

/** A sold line's return status (spec 2 §4), and 'returned' once nothing of it is left to return. */
export const RETURN_LINE_STATUSES = ['valid', 'expiring', 'expired', 'not_returnable', 'returned'] as const;
export type ReturnLineStatus = (typeof RETURN_LINE_STATUSES)[number];
export const RETURN_LINE_STATUS_LABELS: Readonly<Record<ReturnLineStatus, string>> = {
  valid: 'Restituibile',
  expiring: 'In scadenza',
  expired: 'Scaduto',
  not_returnable: 'Non restituibile',
  returned: 'Già restituito',
};

export const returnableLineSchema = z.object({
  sale_line_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  imei: z.string().nullable(),
  serial_number: z.string().nullable(),
  quantity: z.number(),
  returned_quantity: z.number(),
  /** What can still be returned now (0 outside the window or once all of it came back). */
  returnable_quantity: z.number(),
  unit_price: moneyField,
  /** What the line was paid, after its discount. */
  total_price: moneyField,
  status: z.enum(RETURN_LINE_STATUSES),
  /** The last day of the window ('YYYY-MM-DD'); null when the category is not returnable. */
  last_day: z.string().nullable(),
  days_left: z.number().nullable(),
});
export type ReturnableLine = z.output<typeof returnableLineSchema>;

/** A refund method as step 3 offers it for this sale. */
export const refundMethodOptionSchema = z.object({
  method: z.enum(REFUND_METHODS),
  label: z.string(),
  available: z.boolean(),
  /** Why not (no customer, not paid by card, no open shift for cash); null when available. */
  unavailable_reason: z.string().nullable(),
});

/** GET /returns/sales/:id: the sale with every line's return status, computed by the server. */
export const saleForReturnSchema = returnSaleResultSchema.extend({
  customer_email: z.string().nullable(),
  payments: z.array(z.object({ method: z.enum(SALE_PAYMENT_METHODS), amount: moneyField })),
  lines: z.array(returnableLineSchema),
  refund_methods: z.array(refundMethodOptionSchema),
  /** The store's return_policy_default as step 3's preselected method (null: 'ask', the counter chooses). */
  default_refund_method: z.enum(REFUND_METHODS).nullable(),
  /** The returns already made on this sale. */
  returns: z.array(z.object({ id: z.number(), return_number: z.string(), type: z.enum(RETURN_TYPES), created_at: z.string(), refund_amount: moneyField })),
});
export type SaleForReturn = z.output<typeof saleForReturnSchema>;


/** One product to take back: which line, how many, the ticked checkpoints (DEFECT_CHECKLISTS ids), notes. */
export const returnLineBodySchema = z.object({
  sale_line_id: idFieldWith(M.lineNotFound),
  quantity: z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(1, M.quantityInvalid).max(10_000, M.quantityInvalid).default(1),
  defects: z.array(z.string({ error: M.defectInvalid }).max(40, M.defectInvalid), { error: M.defectInvalid }).max(30, M.defectInvalid).default([]),
  notes: optionalTextField(RETURN_LINE_NOTES_MAX, M.textTooLong),
});

/** POST /returns/quote: what the server computes before completion (step 2's summary, step 3's calculation). */
export const returnQuoteBodySchema = z.object({
  sale_id: idFieldWith(M.saleRequired),
  type: z.enum(RETURN_TYPES, { error: M.typeInvalid }).default('return'),
  lines: z.array(returnLineBodySchema, { error: M.noProductSelected }).min(1, M.noProductSelected).max(200, M.noProductSelected),
  /** An exchange's new products, chosen as in the sales wizard. */
  new_lines: z.array(saleLineBodySchema, { error: M.exchangeProductsRequired }).max(200, M.exchangeProductsRequired).default([]),
});
export type ReturnQuoteBody = z.input<typeof returnQuoteBodySchema>;
export type ReturnQuoteInput = z.output<typeof returnQuoteBodySchema>;

/** 'Completa Reso' / 'Completa Cambio': one transaction, exactly once per `id` (the counter's UUID). */
export const returnCompleteBodySchema = returnQuoteBodySchema.extend({
  id: z.uuid({ error: M.returnIdInvalid }),
  /** How the customer is refunded; null for an exchange with nothing to refund. */
  refund_method: z.enum(REFUND_METHODS, { error: M.refundMethodInvalid }).nullable().default(null),
  /** An exchange the customer tops up: the difference, paid as at the sales counter. */
  payments: z.array(salePaymentBodySchema, { error: M.exchangePaymentIncomplete }).max(20, M.exchangePaymentIncomplete).default([]),
  customer_agreement: z.boolean({ error: M.agreementRequired }).refine((value) => value, M.agreementRequired),
  /** A manager of the store (or the owner) approves at the counter with their credentials (spec 2 §5.5). */
  approval: z
    .object({
      email: emailField,
      password: z.string({ error: M.approvalInvalid }).min(1, M.approvalInvalid).max(200, M.approvalInvalid),
    })
    .nullable()
    .optional(),
  notes: optionalTextField(RETURN_NOTES_MAX, M.textTooLong),
});
export type ReturnCompleteBody = z.input<typeof returnCompleteBodySchema>;
export type ReturnComplete = z.output<typeof returnCompleteBodySchema>;

export const assessedDefectSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['functional', 'cosmetic']),
  severity: z.enum(['minor', 'moderate', 'major']),
  value_impact: z.number(),
});

export const RETURN_CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
/** A returned product's condition in Italian (spec 2 §3.6, §4; 'damaged' exists in the data, the rating never sets it). */
export const RETURN_CONDITION_LABELS: Readonly<Record<ReturnCondition, string>> = {
  excellent: 'Eccellente',
  good: 'Buono',
  fair: 'Discreto',
  poor: 'Scarso',
  damaged: 'Danneggiato',
};

export const EXCHANGE_DIRECTIONS = ['customer_pays', 'refund', 'even'] as const;
/** Which way an exchange's difference goes. */
export const EXCHANGE_DIRECTION_LABELS: Readonly<Record<(typeof EXCHANGE_DIRECTIONS)[number], string>> = {
  customer_pays: 'a carico del cliente',
  refund: 'da rimborsare',
  even: 'nessuna differenza',
};

/** A returned line as assessed (spec 2 §3.6 condition assessment). */
export const assessedLineSchema = z.object({
  sale_line_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  category: z.string(),
  imei: z.string().nullable(),
  serial_number: z.string().nullable(),
  quantity: z.number(),
  /** What the returned quantity was paid. */
  original_amount: moneyField,
  defects: z.array(assessedDefectSchema),
  total_impact: z.number(),
  condition: z.enum(RETURN_CONDITIONS),
  return_value: moneyField,
  restocking_percent: z.number(),
  restocking_fee: moneyField,
  resellable: z.boolean(),
  has_major_defect: z.boolean(),
  notes: z.string().nullable(),
});
export type AssessedLine = z.output<typeof assessedLineSchema>;

/** A refund method's figures for this return (spec 2 §9). */
export const refundFiguresSchema = z.object({
  method: z.enum(REFUND_METHODS),
  label: z.string(),
  available: z.boolean(),
  unavailable_reason: z.string().nullable(),
  refund_amount: moneyField,
  bonus: moneyField,
  processing_fee: moneyField,
  final_amount: moneyField,
  processing_time: z.string(),
  preferred: z.boolean(),
  over_limit: z.boolean(),
});
export type RefundFigures = z.output<typeof refundFiguresSchema>;

export const exchangeFiguresSchema = z.object({
  new_lines: z.array(z.object({ product_id: z.number(), product_name: z.string(), piece_id: z.number().nullable(), imei: z.string().nullable(), quantity: z.number(), total_price: moneyField })),
  /** What the returned products count towards the new ones (their value less restocking fees). */
  return_value: moneyField,
  new_products_value: moneyField,
  difference: moneyField,
  direction: z.enum(EXCHANGE_DIRECTIONS),
});

/** POST /returns/quote's answer: the assessment, the totals, approval, and each method's refund. */
export const returnQuoteSchema = z.object({
  type: z.enum(RETURN_TYPES),
  lines: z.array(assessedLineSchema),
  original_amount: moneyField,
  return_value: moneyField,
  restocking_fees: moneyField,
  /** Return value less restocking fees: what is owed before the method's bonus and fees. */
  refund_amount: moneyField,
  requires_approval: z.boolean(),
  /** The amount owed back (the whole refund, or an exchange's difference owed back); "0.00" when nothing is refunded. */
  refundable_amount: moneyField,
  /**
   * The part of it the customer paid with balances (store credit, loyalty coupons): back as store
   * credit at face value whatever the method (balanceCreditCents); the methods refund the rest.
   */
  balance_credit: moneyField,
  methods: z.array(refundFiguresSchema),
  exchange: exchangeFiguresSchema.nullable(),
});
export type ReturnQuote = z.output<typeof returnQuoteSchema>;

export const returnPhotoSchema = z.object({ id: z.number(), content_type: z.string(), bytes: z.number(), created_at: z.string() });
export type ReturnPhoto = z.output<typeof returnPhotoSchema>;

/** A completed return or exchange. */
export const returnDetailSchema = z.object({
  id: z.number(),
  client_id: z.string(),
  return_number: z.string(),
  type: z.enum(RETURN_TYPES),
  created_at: z.string(),
  store_id: z.number(),
  store_name: z.string(),
  sale_id: z.number(),
  sale_number: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  processed_by_name: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  customer_agreement: z.boolean(),
  lines: z.array(assessedLineSchema),
  original_amount: moneyField,
  return_value: moneyField,
  restocking_fees: moneyField,
  /** The refund, its method and figures; null method: an exchange with nothing refunded. */
  refund_method: z.enum(REFUND_METHODS).nullable(),
  refund_method_label: z.string().nullable(),
  processing_time: z.string().nullable(),
  refund_amount: moneyField,
  bonus: moneyField,
  processing_fee: moneyField,
  /** What the customer received by the refund method. */
  final_amount: moneyField,
  /** Given back as store credit at face value: the part of the sale paid with the customer's credit or coupons. */
  balance_credit: moneyField,
  exchange_sale_id: z.number().nullable(),
  exchange_sale_number: z.string().nullable(),
  new_products_value: moneyField.nullable(),
  difference: moneyField.nullable(),
  direction: z.enum(EXCHANGE_DIRECTIONS).nullable(),
  points_reversed: z.number(),
  /** Points the customer had already spent (converted into coupons): not recovered. */
  points_not_recovered: z.number(),
  commissions_reversed: moneyField,
  photos: z.array(returnPhotoSchema),
  notes: z.string().nullable(),
});
export type ReturnDetail = z.output<typeof returnDetailSchema>;

/** GET /returns: the returns of the stores the caller sees (a customer's, a store's), newest first. */
export const returnsListQuerySchema = pageQuerySchema.extend({
  customer_id: idFieldWith(M.returnNotFound).optional(),
  store_id: idFieldWith(M.returnNotFound).optional(),
  sale_id: idFieldWith(M.saleNotFound).optional(),
});
export const returnSummarySchema = z.object({
  id: z.number(),
  return_number: z.string(),
  type: z.enum(RETURN_TYPES),
  created_at: z.string(),
  store_name: z.string(),
  sale_id: z.number(),
  sale_number: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  items_count: z.number(),
  refund_method: z.enum(REFUND_METHODS).nullable(),
  final_amount: moneyField,
});
export type ReturnSummary = z.output<typeof returnSummarySchema>;
export const returnsListSchema = z.object({ returns: z.array(returnSummarySchema), pagination: paginationSchema });

/** A photo of the returned products (upload or webcam): a JPEG or PNG data URL, its bytes checked by the server. */
export const RETURN_PHOTO_MAX_BYTES = 600 * 1024;
export const RETURN_PHOTOS_MAX = 6;
export const returnPhotoBodySchema = z.object({
  photo: imageDataUrlField(RETURN_PHOTO_MAX_BYTES, { required: M.photoRequired, tooLarge: M.photoTooLarge, invalid: M.photoInvalid }),
});
export type ReturnPhotoBody = z.input<typeof returnPhotoBodySchema>;
