import { z } from 'zod';
import { moneyField, moneyFieldWith } from '../money/money.ts';
import { emailField, idFieldWith, optionalTextField } from '../validation/fields.ts';
import { codiceFiscaleField, customerEmailField, customerFirstNameField, customerLastNameField, phoneField, privacyConsentField } from '../italy/customer-fields.ts';
import { pageQuerySchema, paginationSchema } from '../api/pagination.ts';
import { isIsoDate } from '../api/stores.ts';
import { addDaysIso, todayIso } from '../dates.ts';
import { SALE_DISCOUNT_MAX_PERCENT, SALE_OPERATORS } from './cart.ts';
import { INSTALLMENT_OPTIONS, PAYMENT_METHODS, SALE_PAYMENT_METHODS } from './payments.ts';
import { SALE_SERVICE_CODES } from './services.ts';
import { SALE_MSG } from './sale-messages.ts';
import { SALE_STATUSES } from './statuses.ts';

const M = SALE_MSG;

const text = (max: number) => optionalTextField(max, M.textTooLong);

/** The first day a delivery may be booked (spec 2 §5.3: from tomorrow, the shop's day in Italy). */
export const firstDeliveryDate = (today: string = todayIso()): string => addDaysIso(today, 1);

/** Activation of a Smartphone or Tablet line (spec 2 §3.5): operator, dealer code, portability. */
export const saleActivationSchema = z.object({
  operator: z.enum(SALE_OPERATORS, { error: M.operatorInvalid }),
  dealer_code: text(60),
  portability_number: text(20),
  portability_operator: z.enum(SALE_OPERATORS, { error: M.operatorInvalid }).nullable().optional(),
});

/**
 * 'Nuovo Cliente Rapido' (spec 2 §2.6, §5.3): name, surname and phone (tax code optional), created
 * with the sale in its transaction; privacy consent as for every customer.
 */
export const quickCustomerSchema = z.object({
  first_name: customerFirstNameField,
  last_name: customerLastNameField,
  phone: phoneField,
  email: customerEmailField,
  tax_code: z.preprocess((value) => (value === '' ? null : value), codiceFiscaleField.nullable().optional()),
  privacy_consent: privacyConsentField,
  marketing_consent: z.boolean({ error: M.consentInvalid }).optional().transform((value) => value ?? false),
  profiling_consent: z.boolean({ error: M.consentInvalid }).optional().transform((value) => value ?? false),
});
export type QuickCustomer = z.output<typeof quickCustomerSchema>;

/**
 * A cart line as the counter sends it: what is sold, never its price (the server prices it). A
 * serialized product is sold as a specific piece (`piece_id`, quantity 1).
 */
export const saleLineBodySchema = z.object({
  product_id: idFieldWith(M.productNotFound),
  piece_id: idFieldWith(M.pieceNotAvailable).nullable().optional(),
  quantity: z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(1, M.quantityInvalid).max(10_000, M.quantityInvalid),
  discount_percent: z
    .number({ error: M.discountOutOfRange(SALE_DISCOUNT_MAX_PERCENT) })
    .min(0, M.discountOutOfRange(SALE_DISCOUNT_MAX_PERCENT))
    .max(SALE_DISCOUNT_MAX_PERCENT, M.discountOutOfRange(SALE_DISCOUNT_MAX_PERCENT))
    .default(0),
  activation: saleActivationSchema.nullable().optional(),
});

export const salePaymentBodySchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: M.paymentMethodInvalid }),
  amount: moneyFieldWith(M.invalidAmount).refine((value) => !value.startsWith('-') && value !== '0.00', M.invalidAmount),
  installments: z
    .number({ error: M.installmentsInvalid })
    .refine((value) => (INSTALLMENT_OPTIONS as readonly number[]).includes(value), M.installmentsInvalid)
    .nullable()
    .optional(),
  notes: text(200),
  /** A loyalty coupon (method 'coupon'): its code, redeemed with the sale. */
  coupon_code: z.string({ error: M.couponInvalid }).trim().toUpperCase().max(20, M.couponInvalid).nullable().optional(),
});

/**
 * 'Completa Vendita' (issue 10): the whole sale in one request. `id` is the sale's UUID, made by the
 * counter when the wizard starts: a repeat with the same id returns the same sale and changes nothing.
 */
export const saleCompleteBodySchema = z.object({
  id: z.uuid({ error: M.saleIdInvalid }),
  store_id: idFieldWith(M.storeRequired),
  /** null: 'Cliente occasionale' (no activation, no installments, no customer credit), or a new customer. */
  customer_id: idFieldWith(M.customerNotFound).nullable(),
  /** A customer created with the sale (customer_id null). */
  new_customer: quickCustomerSchema.nullable().optional(),
  lines: z.array(saleLineBodySchema, { error: M.cartEmpty }).min(1, M.cartEmpty).max(200, M.cartEmpty),
  services: z.array(z.enum(SALE_SERVICE_CODES, { error: M.serviceInvalid }), { error: M.serviceInvalid }).max(20, M.serviceInvalid).default([]),
  delivery_method: z.enum(['pickup', 'delivery'], { error: M.deliveryInvalid }).default('pickup'),
  delivery_address: text(255),
  // a day that does not exist (30 February) is not a date; 'from tomorrow' is checked with the delivery method
  delivery_date: z
    .string({ error: M.dateInvalid })
    .refine(isIsoDate, M.dateInvalid)
    .nullable()
    .optional(),
  payments: z.array(salePaymentBodySchema, { error: M.paymentIncomplete }).min(1, M.paymentIncomplete).max(20, M.paymentIncomplete),
  notes: text(1000),
  /**
   * A manager of the store (or the company's owner) authorises at the counter with their own
   * credentials: a discount above the seller's maximum, or a total above sale_authorization_amount.
   */
  authorization: z
    .object({
      email: emailField,
      password: z.string({ error: M.authorizationInvalid }).min(1, M.authorizationInvalid).max(200, M.authorizationInvalid),
    })
    .nullable()
    .optional(),
});
export type SaleCompleteBody = z.input<typeof saleCompleteBodySchema>;
export type SaleComplete = z.output<typeof saleCompleteBodySchema>;

export const saleLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  category: z.string(),
  piece_id: z.number().nullable(),
  imei: z.string().nullable(),
  serial_number: z.string().nullable(),
  quantity: z.number(),
  unit_price: moneyField,
  discount_percent: z.number(),
  discount_amount: moneyField,
  total_price: moneyField,
  activation: saleActivationSchema.nullable(),
});

export const salePaymentSchema = z.object({
  method: z.enum(SALE_PAYMENT_METHODS),
  amount: moneyField,
  installments: z.number().nullable(),
  notes: z.string().nullable(),
});

export const saleDetailSchema = z.object({
  id: z.number(),
  client_id: z.string(),
  sale_number: z.string(),
  status: z.enum(SALE_STATUSES),
  sale_date: z.string(),
  store_id: z.number(),
  store_name: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  consultant_id: z.number().nullable(),
  consultant_name: z.string().nullable(),
  /** Who authorised at the counter (null: nobody had to). */
  authorized_by_name: z.string().nullable(),
  lines: z.array(saleLineSchema),
  services: z.array(z.enum(SALE_SERVICE_CODES)),
  delivery_method: z.enum(['pickup', 'delivery']),
  delivery_address: z.string().nullable(),
  delivery_date: z.string().nullable(),
  payments: z.array(salePaymentSchema),
  subtotal: moneyField,
  total_discount: moneyField,
  services_total: moneyField,
  delivery_total: moneyField,
  total_amount: moneyField,
  change_amount: moneyField,
  notes: z.string().nullable(),
  /** Loyalty points the customer earned with it (0 for a walk-in). */
  points_earned: z.number(),
  commissions: z.array(z.object({ user_id: z.number(), user_name: z.string(), role: z.enum(['consultant', 'manager']), percent: z.number(), amount: moneyField })),
  /** The returns and exchanges made on it (issue 11), oldest first. */
  returns: z.array(
    z.object({
      id: z.number(),
      return_number: z.string(),
      type: z.enum(['return', 'exchange']),
      created_at: z.string(),
      refund_method_label: z.string().nullable(),
      final_amount: moneyField,
    }),
  ),
  /** Non-blocking notices of the completion (a store that allows stock below zero with a warning). */
  warnings: z.array(z.string()),
});
export type SaleDetail = z.output<typeof saleDetailSchema>;

const optionalDay = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine((value) => value === '' || isIsoDate(value), M.dateInvalid)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The sales list (issue 10): search by number, customer or IMEI, the store and a period, pages of 20. */
export const salesListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, M.textTooLong).optional(),
  store_id: idFieldWith(M.storeRequired).optional(),
  date_from: optionalDay,
  date_to: optionalDay,
});
export type SalesListQuery = z.input<typeof salesListQuerySchema>;
export const salesExportQuerySchema = salesListQuerySchema.extend({ format: z.enum(['csv', 'xlsx'], { error: M.formatInvalid }).default('csv') });

export const saleSummarySchema = z.object({
  id: z.number(),
  sale_number: z.string(),
  sale_date: z.string(),
  status: z.enum(SALE_STATUSES),
  store_id: z.number(),
  store_name: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  consultant_name: z.string().nullable(),
  items_count: z.number(),
  total_amount: moneyField,
  payment_methods: z.array(z.enum(SALE_PAYMENT_METHODS)),
});
export type SaleSummary = z.output<typeof saleSummarySchema>;

export const salesListSchema = z.object({
  sales: z.array(saleSummarySchema),
  pagination: paginationSchema,
  /**
   * The search matched more than SALES_SEARCH_CUSTOMERS customers: the list holds the sales of the
   * newest of them only (SALE_MSG.searchCustomersLimited).
   */
  search_limited: z.boolean(),
});
export type SalesList = z.output<typeof salesListSchema>;
