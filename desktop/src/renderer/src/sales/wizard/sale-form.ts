import {
  ACTIVATION_CATEGORIES,
  centsToMoney,
  changeCents,
  deliveryCents,
  discountPercentError,
  isFullyPaid,
  isMoney,
  moneyToCents,
  paymentState,
  quickCustomerSchema,
  SALE_MSG,
  saleCompleteBodySchema,
  saleTotals,
  servicesCents,
  firstDeliveryDate,
  type InventoryItem,
  type PaymentMethod,
  type PaymentPart,
  type PaymentState,
  type ProductCategory,
  type SaleCompleteBody,
  type SaleOperator,
  type SaleServiceCode,
  type SaleTotals,
} from '@banco/shared';
import { addIssuesOf, formSchema } from '../../components/wizard/form-schema.ts';
import { hasKeys } from '../../components/wizard/wizard-draft.ts';
import type { WizardStepConfig } from '../../components/wizard/wizard-step-config.ts';

/**
 * The sales wizard's model (spec 2 §2.6, §3.5, §4, §5.3; issue 10): its values as typed, its four
 * steps, the rules (the shared completion schema on what it sends, plus the cart's own) and the body
 * of POST /sales. Prices here are only shown: the server prices every line again. No React here.
 */

/** 'Cliente occasionale' is Banco's: a counter sells chargers to passers-by (issue 10). */
export type CustomerChoice = 'existing' | 'new_quick' | 'new_full' | 'walk_in';

/** The customer picked in step 1 (an existing one, or one the full customer wizard just created). */
export interface ChosenCustomer {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  tax_code: string | null;
  loyalty_points: number;
}

export interface QuickCustomerValues {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  tax_code: string;
  privacy_consent: boolean;
  marketing_consent: boolean;
  profiling_consent: boolean;
}

export interface ActivationValues {
  /** '' until chosen. */
  operator: SaleOperator | '';
  dealer_code: string;
  portability_number: string;
  portability_operator: SaleOperator | '';
}

/** A cart line: a specific piece (IMEI or serial, quantity 1) or a quantity of a product. */
export interface SaleLineValues {
  /** 'piece-12' or 'stock-4': the inventory row it came from. */
  key: string;
  product_id: number;
  piece_id: number | null;
  product_name: string;
  brand: string;
  model: string;
  category: ProductCategory;
  imei: string | null;
  serial_number: string | null;
  /** The store's price as the inventory shows it (the API's money form). */
  unit_price: string;
  /** What the store has of it: the most the line may hold. */
  stock: number;
  quantity: number;
  discount_percent: number;
  /** Smartphone and Tablet lines of a registered customer: the SIM activation, when asked for. */
  activation: ActivationValues | null;
}

export interface PaymentValues {
  method: PaymentMethod;
  /** The API's money form. */
  amount: string;
  installments: number | null;
  /** A loyalty coupon's code (method 'coupon'). */
  coupon_code?: string | null;
}

export interface ManagerAuthorization {
  email: string;
  password: string;
}

export interface SaleFormValues {
  /** The sale's UUID, made when the wizard starts: completion happens once per id. */
  sale_id: string;
  customer_type: CustomerChoice;
  customer: ChosenCustomer | null;
  new_customer: QuickCustomerValues;
  lines: SaleLineValues[];
  services: SaleServiceCode[];
  delivery_method: 'pickup' | 'delivery';
  delivery_address: string;
  delivery_date: string;
  notes: string;
  payments: PaymentValues[];
  /** Download the receipt PDF as soon as the sale is completed. */
  print_receipt: boolean;
  /** Given when the server asked for a manager's authorisation (a discount or an amount above the seller's limit). */
  authorization: ManagerAuthorization | null;
}

/** Spec 2 §2.6: the progress is kept under this fixed key. */
export const SALES_WIZARD_PROGRESS_KEY = 'sales-wizard-progress';

export const SALE_STEP_FIELDS: readonly (readonly string[])[] = [
  ['customer_type', 'customer', 'new_customer', 'customer_id'],
  ['lines'],
  ['services', 'delivery_method', 'delivery_address', 'delivery_date', 'notes'],
  ['payments', 'authorization'],
];

const STEPS: readonly Omit<WizardStepConfig, 'fields'>[] = [
  { id: 'customer', title: 'Cliente', description: 'Scegli il cliente o registrane uno nuovo', estimatedMinutes: 1, helpText: 'Cerca per nome, cognome, telefono, email o codice fiscale.' },
  { id: 'products', title: 'Prodotti', description: 'Cerca e aggiungi i prodotti disponibili in negozio', estimatedMinutes: 2, helpText: 'Scansiona o scrivi IMEI, seriale, EAN, nome, marca o modello.' },
  { id: 'review', title: 'Riepilogo', description: 'Servizi aggiuntivi, consegna, note e totale', estimatedMinutes: 1 },
  { id: 'payment', title: 'Pagamento', description: 'Incassa il totale con uno o più metodi di pagamento', estimatedMinutes: 1 },
];

export const SALE_WIZARD_STEPS: readonly WizardStepConfig[] = STEPS.map((step, index) => ({ ...step, fields: SALE_STEP_FIELDS[index] ?? [] }));

export function emptyQuickCustomer(): QuickCustomerValues {
  return { first_name: '', last_name: '', phone: '', email: '', tax_code: '', privacy_consent: false, marketing_consent: false, profiling_consent: false };
}

export function emptySale(saleId: string): SaleFormValues {
  return {
    sale_id: saleId,
    customer_type: 'existing',
    customer: null,
    new_customer: emptyQuickCustomer(),
    lines: [],
    services: [],
    delivery_method: 'pickup',
    delivery_address: '',
    delivery_date: '',
    notes: '',
    payments: [],
    print_receipt: true,
    authorization: null,
  };
}

export const isSaleDraft = hasKeys<SaleFormValues>(['sale_id', 'customer_type', 'customer', 'new_customer', 'lines', 'services', 'payments']);

/** The draft never keeps a manager's password. */
export function saleDraft(values: SaleFormValues): SaleFormValues {
  return { ...values, authorization: null };
}

/** Whether the chosen customer is a registered one (activation, installments and credit need one). */
export function hasRegisteredCustomer(values: Pick<SaleFormValues, 'customer_type'>): boolean {
  return values.customer_type !== 'walk_in';
}

export function offersActivation(category: ProductCategory): boolean {
  return (ACTIVATION_CATEGORIES as readonly string[]).includes(category);
}

// ---- the cart

/** The cart line of an inventory row (a piece is sold as itself, quantity 1). */
export function lineOfItem(item: InventoryItem): SaleLineValues {
  return {
    key: `${item.kind}-${item.id}`,
    product_id: item.product_id,
    piece_id: item.kind === 'piece' ? item.id : null,
    product_name: item.product_name,
    brand: item.brand,
    model: item.model,
    category: item.category,
    imei: item.imei,
    serial_number: item.serial_number,
    unit_price: item.selling_price ?? '0.00',
    stock: item.kind === 'piece' ? 1 : Math.max(0, item.quantity),
    quantity: 1,
    discount_percent: 0,
    activation: null,
  };
}

/**
 * Adds an inventory row to the cart (spec 2 §5.3): the same row again adds one more, never above its
 * stock (the cart is returned unchanged then); a piece is in the cart once.
 */
export function addToCart(lines: readonly SaleLineValues[], item: InventoryItem): SaleLineValues[] {
  const line = lineOfItem(item);
  const existing = lines.find((candidate) => candidate.key === line.key);
  if (existing === undefined) return line.stock > 0 ? [...lines, line] : [...lines];
  return setQuantity(lines, line.key, existing.quantity + 1);
}

/** A new quantity (spec 2 §5.3): 0 or less removes the line; above stock stays at stock. */
export function setQuantity(lines: readonly SaleLineValues[], key: string, quantity: number): SaleLineValues[] {
  if (quantity <= 0) return lines.filter((line) => line.key !== key);
  return lines.map((line) => (line.key === key ? { ...line, quantity: Math.min(Math.trunc(quantity), line.stock) } : line));
}

export function updateLine(lines: readonly SaleLineValues[], key: string, change: Partial<SaleLineValues>): SaleLineValues[] {
  return lines.map((line) => (line.key === key ? { ...line, ...change } : line));
}

const priceCents = (value: string): number => (isMoney(value) ? moneyToCents(value) : 0);

/** The summary of step 3 and the total step 4 collects; `deliveryFeeCents` is the company's (GET /sales/rates). */
export function totalsOf(values: Pick<SaleFormValues, 'lines' | 'services' | 'delivery_method'>, deliveryFeeCents: number): SaleTotals {
  const cart = values.lines.map((line) => ({ unitPriceCents: priceCents(line.unit_price), quantity: line.quantity, discountPercent: line.discount_percent }));
  const products = saleTotals(cart, 0, 0).productsCents;
  return saleTotals(cart, servicesCents(values.services), deliveryCents(values.delivery_method, products, deliveryFeeCents));
}

// ---- payments

export function paymentParts(payments: readonly PaymentValues[]): PaymentPart[] {
  return payments.map((payment) => ({ method: payment.method, amountCents: priceCents(payment.amount) }));
}

export interface PaymentSummary {
  totalCents: number;
  paidCents: number;
  state: PaymentState;
  changeCents: number;
  fullyPaid: boolean;
}

export function paymentSummary(values: SaleFormValues, deliveryFeeCents: number): PaymentSummary {
  return paymentsAgainst(totalsOf(values, deliveryFeeCents).totalCents, values.payments);
}

/** The payments against a total to collect (a sale's, or the difference an exchange's customer pays). */
export function paymentsAgainst(totalCents: number, payments: readonly PaymentValues[]): PaymentSummary {
  const parts = paymentParts(payments);
  return {
    totalCents,
    paidCents: parts.reduce((sum, part) => sum + part.amountCents, 0),
    state: paymentState(totalCents, parts),
    changeCents: changeCents(totalCents, parts),
    fullyPaid: isFullyPaid(totalCents, parts),
  };
}

/**
 * A loyalty coupon as a payment: its value, or what remains when that is less (a coupon gives no
 * change); null when nothing remains or the coupon is already among the payments.
 */
export function couponPayment(payments: readonly PaymentValues[], coupon: { code: string; value: string }, remainingCents: number): PaymentValues | null {
  if (remainingCents <= 0 || payments.some((payment) => payment.coupon_code === coupon.code)) return null;
  const cents = Math.min(priceCents(coupon.value), remainingCents);
  return { method: 'coupon', amount: centsToMoney(cents), installments: null, coupon_code: coupon.code };
}

// ---- the body and the rules

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function customerOfBody(values: SaleFormValues): Pick<SaleCompleteBody, 'customer_id' | 'new_customer'> {
  if (values.customer_type === 'new_quick') {
    const c = values.new_customer;
    return {
      customer_id: null,
      new_customer: {
        first_name: c.first_name,
        last_name: c.last_name,
        phone: c.phone,
        email: orNull(c.email),
        tax_code: orNull(c.tax_code),
        privacy_consent: c.privacy_consent as true,
        marketing_consent: c.marketing_consent,
        profiling_consent: c.profiling_consent,
      },
    };
  }
  if (values.customer_type === 'walk_in') return { customer_id: null, new_customer: null };
  return { customer_id: values.customer?.id ?? 0, new_customer: null };
}

function activationOfBody(activation: ActivationValues | null, values: SaleFormValues) {
  if (activation === null || activation.operator === '' || !hasRegisteredCustomer(values)) return null;
  return {
    operator: activation.operator,
    dealer_code: orNull(activation.dealer_code),
    portability_number: orNull(activation.portability_number),
    portability_operator: activation.portability_operator === '' ? null : activation.portability_operator,
  };
}

/** POST /sales: what is sold and how it is paid; never a price (the server prices it). */
export function toSaleBody(values: SaleFormValues, storeId: number): SaleCompleteBody {
  const delivery = values.delivery_method === 'delivery';
  return {
    id: values.sale_id,
    store_id: storeId,
    ...customerOfBody(values),
    lines: values.lines.map((line) => ({
      product_id: line.product_id,
      piece_id: line.piece_id,
      quantity: line.quantity,
      discount_percent: line.discount_percent,
      activation: activationOfBody(line.activation, values),
    })),
    services: values.services,
    delivery_method: values.delivery_method,
    delivery_address: delivery ? orNull(values.delivery_address) : null,
    delivery_date: delivery ? orNull(values.delivery_date) : null,
    payments: values.payments.map((payment) => ({
      method: payment.method,
      amount: payment.amount,
      installments: payment.method === 'installments' ? payment.installments : null,
      coupon_code: payment.method === 'coupon' ? (payment.coupon_code ?? null) : null,
    })),
    notes: orNull(values.notes),
    authorization: values.authorization,
  };
}

/** Spec 2 §5.3 on each step, with the shared rules of what POST /sales accepts; the total counts the company's delivery fee. */
export const saleFormSchema = (deliveryFeeCents: number) => formSchema<SaleFormValues>((values, add) => {
  // step 1: a chosen customer, or a new one's name, surname and phone
  if (values.customer_type === 'existing' || values.customer_type === 'new_full') {
    if (values.customer === null) add('customer', SALE_MSG.customerRequired);
  }
  if (values.customer_type === 'new_quick') addIssuesOf(add, quickCustomerSchema, customerOfBody(values).new_customer, ['new_customer']);

  // step 2: at least one line, within stock, discount 0–50%, the activation's operator
  if (values.lines.length === 0) add('lines', SALE_MSG.cartEmpty);
  values.lines.forEach((line, index) => {
    if (line.quantity > line.stock) add(['lines', index, 'quantity'], SALE_MSG.quantityAboveStock(line.stock));
    const discount = discountPercentError(line.discount_percent);
    if (discount !== null) add(['lines', index, 'discount_percent'], discount);
    if (line.activation !== null && hasRegisteredCustomer(values) && line.activation.operator === '') add(['lines', index, 'activation', 'operator'], SALE_MSG.operatorInvalid);
  });

  // step 3: a delivery needs an address and a date from tomorrow
  if (values.delivery_method === 'delivery') {
    if (values.delivery_address.trim() === '') add('delivery_address', SALE_MSG.deliveryAddressRequired);
    if (values.delivery_date !== '' && values.delivery_date < firstDeliveryDate()) add('delivery_date', SALE_MSG.deliveryDateInvalid);
  }
  if (values.notes.length > 1000) add('notes', SALE_MSG.textTooLong);

  // step 4: paid in full (spec 2 §5.3: 'Il pagamento non è completo'), and the body as the server reads it
  if (!paymentSummary(values, deliveryFeeCents).fullyPaid) add('payments', SALE_MSG.paymentIncomplete);
  const body = saleCompleteBodySchema.safeParse(toSaleBody(values, 1));
  if (!body.success) {
    for (const issue of body.error.issues) {
      const [root] = issue.path;
      if (root === 'payments' || root === 'authorization') add(issue.path as PropertyKey[], issue.message);
    }
  }
});
