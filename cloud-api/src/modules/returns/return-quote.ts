import {
  assessCondition,
  balanceCreditCents,
  balancePaidCents,
  centsToMoney,
  DEFECT_CHECKLISTS,
  exchangeBalance,
  formatCents,
  lineAmounts,
  ORIGINAL_PAYMENT_METHODS,
  refundCalculation,
  REFUND_METHOD_RULES,
  REFUND_METHODS,
  refundLimitMessage,
  restockingFee,
  returnNeedsApproval,
  RETURN_MSG,
  SALE_MSG,
  type ConditionAssessment,
  type ExchangeDirection,
  type ProductCategory,
  type RefundCalculation,
  type RefundMethod,
  type ReturnQuote,
  type ReturnQuoteInput,
  type ValidationErrors,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { placeholders } from '../../common/sql-list.ts';
import { ValidationError } from '../../http/errors.ts';
import { Product } from '../products/product.entity.ts';
import { drawerCashCents, openShiftOf } from '../sales/cash-shifts.service.ts';
import { counterPriceCents, shelfSellingPrices } from '../sales/counter-price.ts';
import { paymentMethodsOf, type ReturnableSale, type ReturnableSaleLine } from './returnable-sale.ts';

export interface AssessedReturnLine {
  entry: ReturnableSaleLine;
  quantity: number;
  /** What the returned quantity was paid (its share of the line's total). */
  originalCents: number;
  assessment: ConditionAssessment;
  fee: { percent: number; cents: number };
  notes: string | null;
}

export interface PricedNewLine {
  product: Product;
  pieceId: number | null;
  imei: string | null;
  quantity: number;
  totalCents: number;
}

export interface RefundOption {
  calc: RefundCalculation;
  available: boolean;
  reason: string | null;
}

/** Everything steps 2 and 3 show, and what the completion writes: computed here only. */
export interface ReturnFigures {
  lines: AssessedReturnLine[];
  originalCents: number;
  returnValueCents: number;
  restockingCents: number;
  /** Return value less restocking fees. */
  refundCents: number;
  requiresApproval: boolean;
  /** What is owed back: the refund, or an exchange's difference owed back. */
  refundableCents: number;
  /** Of it, what goes back as store credit at face value (the sale's share paid with balances); the methods refund the rest. */
  balanceCreditCents: number;
  methods: Record<RefundMethod, RefundOption>;
  exchange: { newLines: PricedNewLine[]; newProductsCents: number; differenceCents: number; direction: ExchangeDirection } | null;
}

/** The chosen lines checked against the sale and assessed (spec 2 §9); every field error collected. */
function assessLines(sale: ReturnableSale, body: ReturnQuoteInput, errors: ValidationErrors): AssessedReturnLine[] {
  const byId = new Map(sale.lines.map((entry) => [entry.line.id, entry]));
  const seen = new Set<number>();
  const assessed: AssessedReturnLine[] = [];
  body.lines.forEach((chosen, index) => {
    const at = `lines.${index}`;
    const entry = byId.get(chosen.sale_line_id);
    if (!entry) return void (errors[`${at}.sale_line_id`] = RETURN_MSG.lineNotFound);
    if (seen.has(entry.line.id)) return void (errors[`${at}.sale_line_id`] = RETURN_MSG.lineTwice);
    seen.add(entry.line.id);
    if (entry.status === 'returned') return void (errors[`${at}.sale_line_id`] = RETURN_MSG.lineAlreadyReturned);
    if (entry.status === 'expired') return void (errors[`${at}.sale_line_id`] = RETURN_MSG.lineExpired);
    if (entry.status === 'not_returnable') return void (errors[`${at}.sale_line_id`] = RETURN_MSG.lineNotReturnable);
    if (chosen.quantity > entry.returnableQuantity) return void (errors[`${at}.quantity`] = RETURN_MSG.quantityAboveReturnable(entry.returnableQuantity));
    const category = entry.line.product.category as ProductCategory;
    const known = new Set(DEFECT_CHECKLISTS[category].flatMap((group) => group.checkpoints.map((checkpoint) => checkpoint.id)));
    if (chosen.defects.some((id) => !known.has(id))) return void (errors[`${at}.defects`] = RETURN_MSG.defectInvalid);
    // this return's share of the line: what the line's units up to these are worth, less what earlier returns took,
    // so that returning 1 of 3 three times gives back the line's total to the cent (23,16 + 23,15 + 23,16)
    const shareOf = (units: number) => Math.round((entry.line.totalCents * units) / entry.line.quantity);
    const originalCents = shareOf(entry.returnedQuantity + chosen.quantity) - shareOf(entry.returnedQuantity);
    const assessment = assessCondition(category, [...new Set(chosen.defects)], originalCents);
    assessed.push({ entry, quantity: chosen.quantity, originalCents, assessment, fee: restockingFee(assessment, sale.settings), notes: chosen.notes ?? null });
  });
  return assessed;
}

/** An exchange's new products priced as the sale will price them (the store's available pieces and stock). */
async function priceNewLines(em: SqlEntityManager, sale: ReturnableSale, body: ReturnQuoteInput, errors: ValidationErrors): Promise<PricedNewLine[]> {
  const companyId = sale.store.company.id;
  const products = new Map((await em.find(Product, { id: { $in: [...new Set(body.new_lines.map((line) => line.product_id))] }, company: companyId, isActive: true })).map((product) => [product.id, product]));
  const pieceIds = body.new_lines.flatMap((line) => (line.piece_id ? [line.piece_id] : []));
  const pieces = pieceIds.length === 0
    ? []
    : await em.execute<Array<{ id: number; product_id: number; imei: string | null; selling_price_cents: number | null }>>(
        `select id, product_id, imei, selling_price_cents from stock_pieces
          where company_id = ? and store_id = ? and status = 'available' and archived_at is null and id in (${placeholders(pieceIds)})`,
        [companyId, sale.store.id, ...pieceIds],
      );
  const pieceById = new Map(pieces.map((piece) => [Number(piece.id), piece]));
  const shelf = await shelfSellingPrices(em, sale.store.id, [...products.keys()]);
  const priced: PricedNewLine[] = [];
  body.new_lines.forEach((line, index) => {
    const at = `new_lines.${index}`;
    const product = products.get(line.product_id);
    if (!product) return void (errors[`${at}.product_id`] = SALE_MSG.productNotFound);
    const serialized = product.requiresImei || product.requiresSerial;
    const piece = line.piece_id ? pieceById.get(line.piece_id) : undefined;
    if (serialized && (!piece || Number(piece.product_id) !== product.id)) return void (errors[`${at}.piece_id`] = SALE_MSG.pieceNotAvailable);
    const unitPriceCents = counterPriceCents(product, piece, shelf);
    if (unitPriceCents === null) return void (errors[`${at}.product_id`] = SALE_MSG.priceMissing);
    const quantity = serialized ? 1 : line.quantity;
    const { totalCents } = lineAmounts({ unitPriceCents: Number(unitPriceCents), quantity, discountPercent: line.discount_percent });
    priced.push({ product, pieceId: piece ? Number(piece.id) : null, imei: piece?.imei ?? null, quantity, totalCents });
  });
  return priced;
}

/** Why a refund method cannot refund this sale now, or null (the limit aside: that is `over_limit`). */
export async function refundMethodReasons(em: SqlEntityManager, sale: ReturnableSale): Promise<Map<RefundMethod, string | null>> {
  const methods = paymentMethodsOf(sale.payments);
  const customer = sale.sale.customer !== null && sale.sale.customer !== undefined;
  const shiftOpen = (await openShiftOf(em, sale.store.id)) !== null;
  return new Map<RefundMethod, string | null>([
    ['original_payment', methods.length > 0 && methods.every((method) => ORIGINAL_PAYMENT_METHODS.includes(method)) ? null : RETURN_MSG.originalPaymentUnavailable],
    ['store_credit', customer ? null : RETURN_MSG.needsCustomer],
    ['cash', shiftOpen ? null : RETURN_MSG.openShiftForCash],
    ['bank_transfer', customer ? null : RETURN_MSG.needsCustomer],
  ]);
}

/**
 * The figures of a return or exchange (spec 2 §9, issue 11): each line assessed, the restocking fees
 * from the store's settings, approval, every refund method's net, and an exchange's balance. Field
 * errors (422) for lines that cannot be returned; nothing is written.
 */
export async function returnFigures(em: SqlEntityManager, sale: ReturnableSale, body: ReturnQuoteInput): Promise<ReturnFigures> {
  const errors: ValidationErrors = {};
  const lines = assessLines(sale, body, errors);
  if (body.type === 'return' && body.new_lines.length > 0) errors.new_lines = RETURN_MSG.exchangeOnlyLines;
  if (body.type === 'exchange' && body.new_lines.length === 0) errors.new_lines = RETURN_MSG.exchangeProductsRequired;
  const newLines = body.type === 'exchange' ? await priceNewLines(em, sale, body, errors) : [];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors)[0]);

  const sum = (pick: (line: AssessedReturnLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const originalCents = sum((line) => line.originalCents);
  const returnValueCents = sum((line) => line.assessment.returnValueCents);
  const restockingCents = sum((line) => line.fee.cents);
  const refundCents = Math.max(0, returnValueCents - restockingCents);
  let exchange: ReturnFigures['exchange'] = null;
  if (body.type === 'exchange') {
    const newProductsCents = newLines.reduce((total, line) => total + line.totalCents, 0);
    exchange = { newLines, newProductsCents, ...exchangeBalance(refundCents, newProductsCents) };
  }
  const refundableCents = exchange === null ? refundCents : exchange.direction === 'refund' ? exchange.differenceCents : 0;
  const balanceCredit = balanceCreditCents(refundableCents, balancePaidCents(sale.payments), Number(sale.sale.totalCents));
  const reasons = await refundMethodReasons(em, sale);
  // cash comes out of the open drawer: never more than it should hold
  const drawer = reasons.get('cash') === null ? await drawerCashCents(em, sale.store.id) : null;
  const option = (method: RefundMethod): RefundOption => {
    const calc = refundCalculation(method, refundableCents - balanceCredit, 0);
    const short = method === 'cash' && drawer !== null && calc.finalCents > drawer ? RETURN_MSG.cashNotInDrawer(formatCents(drawer)) : null;
    const reason = reasons.get(method) ?? short;
    return { calc, available: reason === null && !calc.overLimit, reason: reason ?? (calc.overLimit ? refundLimitMessage(method) : null) };
  };
  const methods = { original_payment: option('original_payment'), store_credit: option('store_credit'), cash: option('cash'), bank_transfer: option('bank_transfer') };
  return {
    lines,
    originalCents,
    returnValueCents,
    restockingCents,
    refundCents,
    requiresApproval: returnNeedsApproval(refundCents, lines.map((line) => line.assessment)),
    refundableCents,
    balanceCreditCents: balanceCredit,
    methods,
    exchange,
  };
}

export function toQuote(type: ReturnQuoteInput['type'], figures: ReturnFigures): ReturnQuote {
  return {
    type,
    lines: figures.lines.map((line) => ({
      sale_line_id: line.entry.line.id,
      product_id: line.entry.line.product.id,
      product_name: line.entry.line.product.name,
      category: line.entry.line.product.category,
      imei: line.entry.line.imei ?? null,
      serial_number: line.entry.line.serialNumber ?? null,
      quantity: line.quantity,
      original_amount: centsToMoney(line.originalCents),
      defects: line.assessment.defects.map((defect) => ({ id: defect.id, label: defect.label, type: defect.type, severity: defect.severity, value_impact: defect.valueImpact })),
      total_impact: line.assessment.totalImpact,
      condition: line.assessment.rating,
      return_value: centsToMoney(line.assessment.returnValueCents),
      restocking_percent: line.fee.percent,
      restocking_fee: centsToMoney(line.fee.cents),
      resellable: line.assessment.resellable,
      has_major_defect: line.assessment.hasMajorDefect,
      notes: line.notes,
    })),
    original_amount: centsToMoney(figures.originalCents),
    return_value: centsToMoney(figures.returnValueCents),
    restocking_fees: centsToMoney(figures.restockingCents),
    refund_amount: centsToMoney(figures.refundCents),
    requires_approval: figures.requiresApproval,
    refundable_amount: centsToMoney(figures.refundableCents),
    balance_credit: centsToMoney(figures.balanceCreditCents),
    methods: REFUND_METHODS.map((method) => {
      const option = figures.methods[method];
      const rule = REFUND_METHOD_RULES[method];
      return {
        method,
        label: rule.label,
        available: option.available,
        unavailable_reason: option.reason,
        refund_amount: centsToMoney(option.calc.refundCents),
        bonus: centsToMoney(option.calc.bonusCents),
        processing_fee: centsToMoney(option.calc.processingFeeCents),
        final_amount: centsToMoney(option.calc.finalCents),
        processing_time: rule.processingTime,
        preferred: rule.preferred,
        over_limit: option.calc.overLimit,
      };
    }),
    exchange: figures.exchange === null
      ? null
      : {
          new_lines: figures.exchange.newLines.map((line) => ({ product_id: line.product.id, product_name: line.product.name, piece_id: line.pieceId, imei: line.imei, quantity: line.quantity, total_price: centsToMoney(line.totalCents) })),
          return_value: centsToMoney(figures.refundCents),
          new_products_value: centsToMoney(figures.exchange.newProductsCents),
          difference: centsToMoney(figures.exchange.differenceCents),
          direction: figures.exchange.direction,
        },
  };
}
