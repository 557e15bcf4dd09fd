import {
  ACTIVATION_CATEGORIES,
  firstDeliveryDate,
  discountPercentError,
  formatSaleNumber,
  isFullyPaid,
  lineAmounts,
  changeCents,
  moneyToCents,
  saleTotals,
  activationOperators,
  balancePaidCents,
  deliveryCents,
  type SalesRates,
  servicesCents,
  SALE_DISCOUNT_MAX_PERCENT,
  SALE_MSG,
  CASH_MSG,
  commissionCents,
  pointsEarned,
  DEFAULT_LOCATION,
  todayIso,
  type PaymentPart,
  type SaleComplete,
  type ValidationErrors,
  type WarehouseSettings,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { completionFingerprint } from '../../common/request-fingerprint.ts';
import { placeholders } from '../../common/sql-list.ts';
import { nextYearlySequence } from '../../common/yearly-number.ts';
import { AppError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { Customer } from '../customers/customer.entity.ts';
import { PointsEntry } from '../customers/points-entry.entity.ts';
import { createQuickCustomer } from '../customers/quick-customer.ts';
import { SaleCommission } from './sale-commission.entity.ts';
import { companySalesRates } from './sales-rates.ts';
import { countSaleDay } from './sale-day-counts.ts';
import { lockSaleCoupons, redeemSaleCoupons } from './sale-coupons.ts';
import { CreditEntry } from '../customers/credit-entry.entity.ts';
import { creditBalanceCents } from '../customers/customer-sales.ts';
import { lockOpenShift } from './cash-shifts.service.ts';
import { Product } from '../products/product.entity.ts';
import { changeLevel, levelIdOf, receiveIntoLevel, recordMovement } from '../stock/stock-ledger.ts';
import { counterPriceCents, shelfSellingPrices } from './counter-price.ts';
import type { Store } from '../stores/store.entity.ts';
import type { User } from '../users/user.entity.ts';
import { SaleLine } from './sale-line.entity.ts';
import { SalePayment } from './sale-payment.entity.ts';
import { Sale } from './sale.entity.ts';

const M = SALE_MSG;

interface PieceRow {
  id: number;
  store_id: number;
  product_id: number;
  status: string;
  imei: string | null;
  serial_number: string | null;
  selling_price_cents: number | null;
}

/** A line as the server prices it. */
interface PricedLine {
  index: number;
  product: Product;
  piece: PieceRow | null;
  quantity: number;
  unitPriceCents: number;
  discountPercent: number;
  activation: SaleComplete['lines'][number]['activation'];
}

/**
 * A role's own discount limit (spec 3 §9 warehouse settings). Above the seller's, someone authorises,
 * and the authoriser's own limit is then the one that counts: a manager's credentials lift a
 * consultant to the manager's limit, and do not lift a manager above it (the owner's do, up to the
 * sale's maximum).
 */
function discountLimit(role: string, settings: WarehouseSettings): number {
  if (role === 'consultant') return settings.discount_max_consultant;
  if (role === 'manager') return settings.discount_max_manager;
  return SALE_DISCOUNT_MAX_PERCENT;
}

/** The pieces of the cart, locked until the sale commits: a second counter selling one of them waits, then finds it sold. */
async function lockPieces(tx: SqlEntityManager, companyId: number, ids: readonly number[]): Promise<Map<number, PieceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.execute<PieceRow[]>(
    `select id, store_id, product_id, status, imei, serial_number, selling_price_cents from stock_pieces
      where company_id = ? and archived_at is null and id in (${placeholders(ids)}) order by id for update`,
    [companyId, ...ids],
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), store_id: Number(row.store_id), product_id: Number(row.product_id) }]));
}

/**
 * The commissions of a sale (issue 10; spec 2 §9 rates): a consultant earns the consultant's rate of
 * the products total, and the manager who supervises them (theirs, else the store's) the manager's;
 * a manager who sells earns the manager's rate. Owners and the platform earn none.
 */
async function recordCommissions(sc: ServiceContext, tx: SqlEntityManager, sale: Sale, productsCents: number, rates: SalesRates): Promise<void> {
  const earn = (userId: number, role: 'consultant' | 'manager', percent: number) =>
    tx.create(SaleCommission, { company: sale.company, sale, user: userId, role, percent, baseCents: productsCents, amountCents: commissionCents(productsCents, percent) });
  if (sc.auth.role === 'manager') earn(sc.auth.userId, 'manager', rates.manager_commission_percent);
  if (sc.auth.role !== 'consultant') return;
  earn(sc.auth.userId, 'consultant', rates.consultant_commission_percent);
  const [row] = await tx.execute<Array<{ manager_id: number | null }>>(
    'select coalesce(u.manager_id, s.manager_id) as manager_id from users u join stores s on s.id = ? where u.id = ?',
    [sale.store.id, sc.auth.userId],
  );
  if (row?.manager_id) earn(Number(row.manager_id), 'manager', rates.manager_commission_percent);
}

/** The customer's store credit, the customer's row locked until the sale commits (one spend at a time). */
async function lockedCreditCents(tx: SqlEntityManager, customerId: number): Promise<number> {
  await tx.execute('select id from customers where id = ? for update', [customerId]);
  return creditBalanceCents(tx, customerId);
}

/** The next number of the company's sales this year (year + 6 digits), taken in the sale's transaction. */
async function nextSaleNumber(tx: SqlEntityManager, companyId: number, year: number): Promise<string> {
  return formatSaleNumber(year, await nextYearlySequence(tx, 'sale_counters', companyId, year, M.noSaleNumber));
}

/**
 * Checks and prices the cart against the database (the client's cart carries no prices), then
 * writes the sale, its lines and payments, the pieces sold, the stock and one movement per line,
 * inside the caller's transaction. Field errors are all collected before anything is written.
 * Returns the sale's id and the notices of the store's negative-stock 'warn'.
 */
export async function writeSale(
  sc: ServiceContext,
  tx: SqlEntityManager,
  sale: {
    store: Store;
    settings: WarehouseSettings;
    authorizer: User | null;
    /** An exchange's new sale (issue 11): what the returned products pay of it, recorded as an 'exchange' payment. */
    exchangeCreditCents?: number;
  },
  body: SaleComplete,
): Promise<{ id: number; warnings: string[] }> {
  const { store, settings, authorizer } = sale;
  const exchangeCents = sale.exchangeCreditCents ?? 0;
  const companyId = store.company.id;
  const errors: ValidationErrors = {};

  if (body.customer_id !== null && body.new_customer) throw new ValidationError({ customer_id: M.customerTwice });
  // a quick new customer is written with the sale: refused with it, rolled back with it
  const customer = body.new_customer
    ? await createQuickCustomer(sc, tx, companyId, store.id, body.new_customer)
    : body.customer_id === null
      ? null
      : await tx.findOne(Customer, { id: body.customer_id, company: companyId });
  if (body.customer_id !== null && !customer) errors.customer_id = M.customerNotFound;

  const productIds = [...new Set(body.lines.map((line) => line.product_id))];
  const products = new Map((await tx.find(Product, { id: { $in: productIds }, company: companyId, isActive: true })).map((product) => [product.id, product]));
  const pieceIds = body.lines.flatMap((line) => (line.piece_id ? [line.piece_id] : []));
  const pieces = await lockPieces(tx, companyId, pieceIds);
  const shelf = await shelfSellingPrices(tx, store.id, productIds);
  const limit = discountLimit(sc.auth.role, settings);
  const authorizerLimit = authorizer === null ? limit : discountLimit(authorizer.role, settings);
  let aboveAuthorizer = false;

  const priced: PricedLine[] = [];
  const seen = new Set<number>();
  let overLimit = false;
  body.lines.forEach((line, index) => {
    const at = `lines.${index}`;
    const product = products.get(line.product_id);
    if (!product) {
      errors[`${at}.product_id`] = M.productNotFound;
      return;
    }
    let piece: PieceRow | null = null;
    if (product.requiresImei || product.requiresSerial) {
      if (!line.piece_id) errors[`${at}.piece_id`] = M.pieceRequired;
      else if (seen.has(line.piece_id)) errors[`${at}.piece_id`] = M.pieceTwice;
      else {
        seen.add(line.piece_id);
        const found = pieces.get(line.piece_id);
        if (!found || found.store_id !== store.id || found.product_id !== product.id) errors[`${at}.piece_id`] = M.pieceNotAvailable;
        else piece = found;
      }
      if (line.quantity !== 1) errors[`${at}.quantity`] = M.quantityInvalid;
    }
    if (line.activation && !(ACTIVATION_CATEGORIES as readonly string[]).includes(product.category)) errors[`${at}.activation`] = M.activationNotAllowed;
    else if (line.activation && !customer) errors[`${at}.activation`] = M.needsCustomer;
    // the operator is one the store works with (its telecom operators)
    else if (line.activation && !activationOperators(store.operatorsTelecom).includes(line.activation.operator)) errors[`${at}.activation.operator`] = M.operatorInvalid;
    const discountError = discountPercentError(line.discount_percent);
    if (discountError) errors[`${at}.discount_percent`] = discountError;
    else if (line.discount_percent > limit) {
      overLimit = true;
      if (line.discount_percent > authorizerLimit) aboveAuthorizer = true;
    }
    const unitPriceCents = counterPriceCents(product, piece, shelf);
    if (unitPriceCents === null) errors[`${at}.product_id`] = M.priceMissing;
    else priced.push({ index, product, piece, quantity: line.quantity, unitPriceCents: Number(unitPriceCents), discountPercent: line.discount_percent, activation: line.activation ?? null });
  });

  if (body.delivery_method === 'delivery') {
    if (!body.delivery_address) errors.delivery_address = M.deliveryAddressRequired;
    if (body.delivery_date && body.delivery_date < firstDeliveryDate()) errors.delivery_date = M.deliveryDateInvalid;
  }
  const parts: PaymentPart[] = body.payments.map((payment) => ({ method: payment.method, amountCents: moneyToCents(payment.amount) }));
  if (exchangeCents > 0) parts.push({ method: 'exchange', amountCents: exchangeCents });
  body.payments.forEach((payment, index) => {
    if (payment.method === 'installments' && !payment.installments) errors[`payments.${index}.installments`] = M.installmentsInvalid;
    if ((payment.method === 'installments' || payment.method === 'customer_credit') && !customer) errors[`payments.${index}.method`] = M.needsCustomer;
  });
  // store credit: what the customer has, locked with the customer against a second counter spending it
  const creditCents = parts.reduce((sum, part) => sum + (part.method === 'customer_credit' ? part.amountCents : 0), 0);
  if (creditCents > 0 && customer && creditCents > (await lockedCreditCents(tx, customer.id))) {
    const at = body.payments.findIndex((payment) => payment.method === 'customer_credit');
    errors[`payments.${at}.amount`] = M.creditInsufficient;
  }
  const coupons = await lockSaleCoupons(tx, companyId, customer?.id ?? null, body.payments, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const rates = await companySalesRates(tx, companyId);
  const productsCents = saleTotals(priced, 0, 0).productsCents;
  const totals = saleTotals(priced, servicesCents(body.services), deliveryCents(body.delivery_method, productsCents, moneyToCents(rates.delivery_fee)));
  if (!isFullyPaid(totals.totalCents, parts)) throw new ValidationError({ payments: M.paymentIncomplete }, M.paymentIncomplete);
  const overAmount = sc.auth.role === 'consultant' && totals.totalCents > moneyToCents(settings.sale_authorization_amount);
  if ((overLimit || overAmount) && !authorizer) throw new AppError(403, M.needsAuthorization);
  if (authorizer && aboveAuthorizer) {
    const message = M.discountAboveAuthorizer(authorizerLimit);
    throw new AppError(403, message, { validationErrors: { 'authorization.email': message } });
  }

  // cash goes into the store's open drawer only (the shift's expected cash counts it)
  const shiftId = await lockOpenShift(tx, store.id);
  if (shiftId === null && parts.some((part) => part.method === 'cash')) throw new AppError(409, CASH_MSG.openShiftForCash, { validationErrors: { payments: CASH_MSG.openShiftForCash } });

  // every piece is still available (a sale that committed first took it: 409, nothing written)
  for (const line of priced) {
    if (line.piece && line.piece.status !== 'available') {
      throw new AppError(409, M.pieceSold(line.piece.imei ?? line.piece.serial_number ?? String(line.piece.id)), { validationErrors: { [`lines.${line.index}.piece_id`]: M.pieceNotAvailable } });
    }
  }

  const today = todayIso();
  const saleNumber = await nextSaleNumber(tx, companyId, Number(today.slice(0, 4)));
  await countSaleDay(tx, companyId, store.id);
  const header = tx.create(Sale, {
    company: companyId,
    store,
    customer,
    consultant: sc.auth.userId,
    authorizedBy: authorizer,
    shift: shiftId,
    clientId: body.id,
    requestHash: completionFingerprint(body, 'authorization'),
    saleNumber,
    status: 'completed',
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    servicesCents: totals.servicesCents,
    deliveryCents: totals.deliveryCents,
    totalCents: totals.totalCents,
    changeCents: changeCents(totals.totalCents, parts),
    services: [...new Set(body.services)],
    deliveryMethod: body.delivery_method,
    deliveryAddress: body.delivery_method === 'delivery' ? (body.delivery_address ?? null) : null,
    deliveryDate: body.delivery_method === 'delivery' ? (body.delivery_date ?? null) : null,
    notes: body.notes ?? null,
    saleDate: new Date(),
  });
  await tx.flush();

  const warnings: string[] = [];
  const document = { type: 'sale' as const, id: header.id, number: saleNumber };
  for (const line of priced) {
    const amounts = lineAmounts(line);
    tx.create(SaleLine, {
      company: companyId,
      sale: header,
      product: line.product,
      piece: line.piece?.id ?? null,
      imei: line.piece?.imei ?? null,
      serialNumber: line.piece?.serial_number ?? null,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountPercent: line.discountPercent,
      discountCents: amounts.discountCents,
      totalCents: amounts.totalCents,
      activationOperator: line.activation?.operator ?? null,
      dealerCode: line.activation?.dealer_code ?? null,
      portabilityNumber: line.activation?.portability_number ?? null,
      portabilityOperator: line.activation?.portability_operator ?? null,
    });
    const base = { companyId, storeId: store.id, productId: line.product.id, type: 'vendita' as const, direction: '-' as const, quantity: line.quantity, document, userId: sc.auth.userId };
    if (line.piece) {
      await tx.execute(`update stock_pieces set status = 'sold', last_sale_date = ?, updated_at = ? where id = ?`, [today, new Date(), line.piece.id]);
      // a serialized product's level counts its available pieces
      const level = await levelIdOf(tx, store.id, line.product.id);
      if (level !== null) await changeLevel(tx, level, -1, 'allow');
      recordMovement(tx, { ...base, piece: line.piece.id, fromStatus: 'available', toStatus: 'sold' });
    } else {
      const level = (await levelIdOf(tx, store.id, line.product.id)) ?? (await receiveIntoLevel(tx, { companyId, storeId: store.id, productId: line.product.id, quantity: 0, location: DEFAULT_LOCATION, purchasePriceCents: null, sellingPriceCents: null, supplierId: null, purchaseDate: null }));
      const changed = await changeLevel(tx, level, -line.quantity, settings.allow_negative_stock);
      if (changed.warning && !warnings.includes(changed.warning)) warnings.push(changed.warning);
      await tx.execute('update stock_levels set last_sale_date = ? where id = ?', [today, level]);
      recordMovement(tx, base);
    }
  }
  body.payments.forEach((payment, index) => {
    const coupon = coupons.get(index);
    const notes = payment.notes ?? (coupon ? `Coupon ${coupon.code}` : null);
    tx.create(SalePayment, { company: companyId, sale: header, method: payment.method, amountCents: moneyToCents(payment.amount), installments: payment.installments ?? null, notes });
  });
  if (exchangeCents > 0) tx.create(SalePayment, { company: companyId, sale: header, method: 'exchange', amountCents: exchangeCents, installments: null, notes: body.notes ?? null });
  await recordCommissions(sc, tx, header, totals.productsCents, rates);
  if (customer) {
    if (creditCents > 0) tx.create(CreditEntry, { company: companyId, customer, kind: 'spent', amountCents: -creditCents, sale: header, author: sc.auth.userId, notes: `Vendita ${saleNumber}` });
    // loyalty: whole euros really paid, the change, customer credit and coupons excluded (issue 10)
    const points = pointsEarned(totals.totalCents - balancePaidCents(parts), rates.points_per_euro);
    if (points > 0) tx.create(PointsEntry, { company: companyId, customer, kind: 'earned', points, reason: `Vendita ${saleNumber}`, author: sc.auth.userId, sale: header });
  }
  await tx.flush();
  await redeemSaleCoupons(tx, header.id, coupons);
  return { id: header.id, warnings };
}
