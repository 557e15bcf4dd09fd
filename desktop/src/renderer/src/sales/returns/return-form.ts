import {
  moneyToCents,
  RETURN_LINE_NOTES_MAX,
  RETURN_MSG,
  RETURN_NOTES_MAX,
  type RefundMethod,
  type ReturnCompleteBody,
  type ReturnQuote,
  type ReturnQuoteBody,
  type ReturnType,
  type SaleForReturn,
} from '@banco/shared';
import { formSchema } from '../../components/wizard/form-schema.ts';
import { hasKeys } from '../../components/wizard/wizard-draft.ts';
import type { WizardStepConfig } from '../../components/wizard/wizard-step-config.ts';
import { methodBlockedReason } from './refund-figures.ts';
import { paymentsAgainst, type ManagerAuthorization, type PaymentValues, type SaleLineValues } from '../wizard/sale-form.ts';

/**
 * The returns wizard's model (spec 2 §2.7, §4, §5.5; issue 11): its values, its three steps, the
 * rules of each step and the bodies of POST /returns/quote and POST /returns. Every figure comes from
 * the server's quote; nothing here prices a return. No React here.
 */

/** One product taken back: the sold line, how many, the ticked checkpoints (DEFECT_CHECKLISTS ids), notes. */
export interface ReturnLineValues {
  sale_line_id: number;
  quantity: number;
  defects: string[];
  notes: string;
}

export interface ReturnFormValues {
  /** The return's UUID, made when the wizard starts: completion happens once per id. */
  return_id: string;
  /** The sale chosen in step 1. */
  sale_id: number | null;
  type: ReturnType;
  lines: ReturnLineValues[];
  /** An exchange's new products, as the sales wizard's cart holds them. */
  new_lines: SaleLineValues[];
  /** How the customer is refunded; null while not chosen (or nothing is refunded). */
  refund_method: RefundMethod | null;
  /** An exchange's difference the customer pays. */
  payments: PaymentValues[];
  customer_agreement: boolean;
  /** A manager's credentials, when the return needs approval. */
  approval: ManagerAuthorization | null;
  notes: string;
}

/** The wizard's progress is kept under this fixed key (as the sales wizard's, spec 2 §2.6). */
export const RETURNS_WIZARD_PROGRESS_KEY = 'returns-wizard-progress';

export const RETURN_STEP_FIELDS: readonly (readonly string[])[] = [
  ['sale_id'],
  ['type', 'lines', 'new_lines', 'quote'],
  ['refund_method', 'payments', 'customer_agreement', 'approval', 'notes'],
];

const STEPS: readonly Omit<WizardStepConfig, 'fields'>[] = [
  { id: 'search', title: 'Ricerca Vendita', description: 'Trova la vendita per scontrino, cliente o periodo', estimatedMinutes: 1, helpText: 'La ricerca parte da sola quando i criteri sono validi, o con Invio.' },
  { id: 'condition', title: 'Controllo Condizioni', description: 'Scegli i prodotti e verificane le condizioni', estimatedMinutes: 3, helpText: 'Spunta i difetti riscontrati: il valore di reso e il rimborso sono calcolati dal server.' },
  { id: 'process', title: 'Elaborazione', description: 'Metodo di rimborso, consenso del cliente e approvazioni', estimatedMinutes: 1 },
];

export const RETURN_WIZARD_STEPS: readonly WizardStepConfig[] = STEPS.map((step, index) => ({ ...step, fields: RETURN_STEP_FIELDS[index] ?? [] }));

export function emptyReturn(returnId: string): ReturnFormValues {
  return { return_id: returnId, sale_id: null, type: 'return', lines: [], new_lines: [], refund_method: null, payments: [], customer_agreement: false, approval: null, notes: '' };
}

export const isReturnDraft = hasKeys<ReturnFormValues>(['return_id', 'sale_id', 'type', 'lines', 'new_lines', 'payments']);

/** The draft never keeps a manager's password. */
export function returnDraft(values: ReturnFormValues): ReturnFormValues {
  return { ...values, approval: null };
}

/** The sold lines that can be taken back now (spec 2 §5.5: within the window and returnable). */
export function returnableLines(sale: Pick<SaleForReturn, 'lines'>): SaleForReturn['lines'] {
  // the server leaves nothing returnable outside the window
  return sale.lines.filter((line) => line.returnable_quantity > 0);
}

/** Ticks or unticks a sold line (a new one takes 1, without defects). */
export function toggleLine(lines: readonly ReturnLineValues[], saleLineId: number, chosen: boolean): ReturnLineValues[] {
  const without = lines.filter((line) => line.sale_line_id !== saleLineId);
  const next = chosen ? [...without, { sale_line_id: saleLineId, quantity: 1, defects: [], notes: '' }] : without;
  // in the sale's order: the server's validation_errors ('lines.1.quantity') name the same rows
  return next.sort((a, b) => a.sale_line_id - b.sale_line_id);
}

export function updateReturnLine(lines: readonly ReturnLineValues[], saleLineId: number, change: Partial<Omit<ReturnLineValues, 'sale_line_id'>>): ReturnLineValues[] {
  return lines.map((line) => (line.sale_line_id === saleLineId ? { ...line, ...change } : line));
}

/** A checkpoint ticked or unticked. */
export function toggleDefect(defects: readonly string[], id: string, ticked: boolean): string[] {
  const without = defects.filter((defect) => defect !== id);
  return ticked ? [...without, id] : without;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** POST /returns/quote: what is taken back (and an exchange's new products); never a price. */
export function toQuoteBody(values: ReturnFormValues): ReturnQuoteBody {
  return {
    sale_id: values.sale_id ?? 0,
    type: values.type,
    lines: values.lines.map((line) => ({ sale_line_id: line.sale_line_id, quantity: line.quantity, defects: [...line.defects].sort(), notes: orNull(line.notes) })),
    new_lines: values.type === 'exchange' ? values.new_lines.map((line) => ({ product_id: line.product_id, piece_id: line.piece_id, quantity: line.quantity, discount_percent: line.discount_percent })) : [],
  };
}

/** Whether the quote can be asked for: a sale, a product, and for an exchange a new product. */
export function canQuote(values: ReturnFormValues): boolean {
  return values.sale_id !== null && values.lines.length > 0 && values.lines.every((line) => line.quantity >= 1) && (values.type === 'return' || values.new_lines.length > 0);
}

/** How the quote settles the return: a refund by a method, a difference the customer pays, or nothing either way. */
export type Settlement = 'refund' | 'customer_pays' | 'even';

export function settlementOf(quote: Pick<ReturnQuote, 'exchange' | 'refundable_amount'>): Settlement {
  if (quote.exchange !== null && quote.exchange.direction === 'customer_pays') return 'customer_pays';
  return moneyToCents(quote.refundable_amount) > 0 ? 'refund' : 'even';
}

/** The amount an exchange's customer pays (0 when the exchange is a refund or even). */
export function amountToPayCents(quote: Pick<ReturnQuote, 'exchange'> | null): number {
  return quote?.exchange?.direction === 'customer_pays' ? moneyToCents(quote.exchange.difference) : 0;
}

/** The refund method a quote's settlement sends: none when nothing is refunded. */
export function methodToSend(values: Pick<ReturnFormValues, 'refund_method'>, quote: Pick<ReturnQuote, 'exchange' | 'refundable_amount'> | null): RefundMethod | null {
  return quote !== null && settlementOf(quote) === 'refund' ? values.refund_method : null;
}

/** POST /returns: the quote's body with the return's id, the refund or the payments, the agreement, the approval. */
export function toCompleteBody(values: ReturnFormValues, quote: Pick<ReturnQuote, 'exchange' | 'refundable_amount'> | null): ReturnCompleteBody {
  const pays = quote !== null && settlementOf(quote) === 'customer_pays';
  return {
    ...toQuoteBody(values),
    id: values.return_id,
    refund_method: methodToSend(values, quote),
    payments: pays
      ? values.payments.map((payment) => ({
          method: payment.method,
          amount: payment.amount,
          installments: payment.method === 'installments' ? payment.installments : null,
          coupon_code: payment.method === 'coupon' ? (payment.coupon_code ?? null) : null,
        }))
      : [],
    customer_agreement: values.customer_agreement,
    approval: values.approval,
    notes: orNull(values.notes),
  };
}

/** What the rules know besides the values: the chosen sale's lines and the server's quote of the current choice. */
export interface ReturnRulesContext {
  sale: Pick<SaleForReturn, 'lines'> | null;
  quote: ReturnQuote | null;
  /** The quote of the current choice failed (its message); null while it loads or after it answered. */
  quoteError: string | null;
}

/** Spec 2 §5.5 on each step: a sale, products within what can be returned, the quote, then method, agreement, approval. */
export const returnFormSchema = (context: ReturnRulesContext) =>
  formSchema<ReturnFormValues>((values, add) => {
    // step 1: a sale with something to take back
    if (values.sale_id === null) add('sale_id', RETURN_MSG.saleRequired);
    else if (context.sale !== null && returnableLines(context.sale).length === 0) add('sale_id', RETURN_MSG.nothingReturnable);

    // step 2: at least one product, each within what is left of its line; an exchange's new products
    if (values.lines.length === 0) add('lines', RETURN_MSG.productsRequired);
    values.lines.forEach((line, index) => {
      const sold = context.sale?.lines.find((candidate) => candidate.sale_line_id === line.sale_line_id);
      if (sold !== undefined && line.quantity > sold.returnable_quantity) add(['lines', index, 'quantity'], RETURN_MSG.quantityAboveReturnable(sold.returnable_quantity));
      if (!Number.isInteger(line.quantity) || line.quantity < 1) add(['lines', index, 'quantity'], RETURN_MSG.quantityInvalid);
      if (line.notes.length > RETURN_LINE_NOTES_MAX) add(['lines', index, 'notes'], RETURN_MSG.textTooLong);
    });
    if (values.type === 'exchange' && values.new_lines.length === 0) add('new_lines', RETURN_MSG.exchangeProductsRequired);
    values.new_lines.forEach((line, index) => {
      if (line.quantity > line.stock) add(['new_lines', index, 'quantity'], RETURN_MSG.quantityInvalid);
    });
    if (context.quoteError !== null) add('quote', context.quoteError);

    // step 3: the refund's method (available, within its limit), the difference paid, agreement, approval
    const quote = context.quote;
    if (quote !== null) {
      const settlement = settlementOf(quote);
      if (settlement === 'refund') {
        const figures = quote.methods.find((method) => method.method === values.refund_method);
        const blocked = figures && methodBlockedReason(figures);
        if (values.refund_method === null || figures === undefined) add('refund_method', RETURN_MSG.refundMethodRequired);
        else if (blocked) add('refund_method', blocked);
      }
      if (settlement === 'customer_pays' && !paymentsAgainst(amountToPayCents(quote), values.payments).fullyPaid) add('payments', RETURN_MSG.exchangePaymentIncomplete);
      if (quote.requires_approval) {
        if ((values.approval?.email.trim() ?? '') === '') add('approval.email', RETURN_MSG.approvalRequired);
        if ((values.approval?.password ?? '') === '') add('approval.password', RETURN_MSG.approvalRequired);
      }
    }
    if (!values.customer_agreement) add('customer_agreement', RETURN_MSG.agreementRequired);
    if (values.notes.length > RETURN_NOTES_MAX) add('notes', RETURN_MSG.textTooLong);
  });

/**
 * The method step 3 starts with: the store's default (return_policy_default) when the sale allows it
 * and the quote does not refuse it (over its limit); null ('ask': the counter chooses).
 */
export function preselectedMethod(sale: Pick<SaleForReturn, 'default_refund_method' | 'refund_methods'> | undefined, quote: Pick<ReturnQuote, 'methods'> | null): RefundMethod | null {
  const method = sale?.default_refund_method ?? null;
  if (method === null) return null;
  if (sale?.refund_methods.find((option) => option.method === method)?.available !== true) return null;
  const figures = quote?.methods.find((option) => option.method === method);
  return figures === undefined || figures.available ? method : null;
}

/** A new sale chosen (or 'Cambia vendita'): what was chosen on the previous one goes. */
export function withSale(values: ReturnFormValues, saleId: number | null): ReturnFormValues {
  return { ...values, sale_id: saleId, lines: [], new_lines: [], refund_method: null, payments: [], approval: null, customer_agreement: false };
}
