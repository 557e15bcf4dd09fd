import {
  CASH_MSG,
  commissionCents,
  DEFAULT_LOCATION,
  pointsToReverse,
  RETURN_MSG,
  todayIso,
  type PieceStatus,
  type ReturnComplete,
  type SaleComplete,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { randomUUID } from 'node:crypto';
import { nextYearlySequence } from '../../common/yearly-number.ts';
import { AppError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { CreditEntry } from '../customers/credit-entry.entity.ts';
import { pointsTotals } from '../customers/customer-loyalty.ts';
import { PointsEntry } from '../customers/points-entry.entity.ts';
import { lockOpenShift } from '../sales/cash-shifts.service.ts';
import { SaleCommission } from '../sales/sale-commission.entity.ts';
import { writeSale } from '../sales/sale-writer.ts';
import { Sale } from '../sales/sale.entity.ts';
import { availabilityDelta, changeLevel, levelIdOf, receiveIntoLevel, recordMovement } from '../stock/stock-ledger.ts';
import type { User } from '../users/user.entity.ts';
import { ReturnLine } from './return-line.entity.ts';
import { returnFigures, type AssessedReturnLine, type ReturnFigures } from './return-quote.ts';
import { loadReturnableSale, type ReturnableSale } from './returnable-sale.ts';
import { SaleReturn } from './sale-return.entity.ts';
import { earlierReturn } from './earlier-return.ts';
import { completionFingerprint } from '../../common/request-fingerprint.ts';

/** The next return number of the company this year: 'R' + year + 6 digits, taken in the return's transaction. */
async function nextReturnNumber(tx: SqlEntityManager, companyId: number, year: number): Promise<string> {
  const sequence = await nextYearlySequence(tx, 'return_counters', companyId, year, RETURN_MSG.noReturnNumber);
  return `R${year}${String(sequence).padStart(6, '0')}`;
}

/** The refund method the figures call for, checked: required when something is owed back, within its limit, usable here. */
function chosenRefund(figures: ReturnFigures, body: ReturnComplete) {
  const owed = body.type === 'return' || figures.exchange?.direction === 'refund';
  if (!owed) return null;
  if (body.refund_method === null) throw new ValidationError({ refund_method: RETURN_MSG.refundMethodRequired }, RETURN_MSG.refundMethodRequired);
  const option = figures.methods[body.refund_method];
  if (!option.available) {
    const message = option.reason ?? RETURN_MSG.refundMethodInvalid;
    throw new ValidationError({ refund_method: message }, message);
  }
  return { method: body.refund_method, calc: option.calc };
}

/** A returned line's goods back in the store: a resellable piece available again, another one damaged; each with its movement. */
async function restock(tx: SqlEntityManager, sc: ServiceContext, sale: ReturnableSale, line: AssessedReturnLine, document: { type: 'return'; id: number; number: string }): Promise<void> {
  const companyId = sale.store.company.id;
  const storeId = sale.store.id;
  const productId = line.entry.line.product.id;
  const resellable = line.assessment.resellable;
  const base = { companyId, storeId, productId, type: 'reso' as const, direction: '+' as const, quantity: line.quantity, document, userId: sc.auth.userId };
  const levelOf = async () =>
    (await levelIdOf(tx, storeId, productId)) ??
    (await receiveIntoLevel(tx, { companyId, storeId, productId, quantity: 0, location: DEFAULT_LOCATION, purchasePriceCents: null, sellingPriceCents: null, supplierId: null, purchaseDate: null }));
  const pieceId = line.entry.line.piece?.id ?? null;
  if (pieceId !== null) {
    const toStatus: PieceStatus = resellable ? 'available' : 'damaged';
    // back to this store (it was sold here), from whatever status its row has now (normally 'sold')
    const [current] = await tx.execute<Array<{ status: PieceStatus }>>(
      `update stock_pieces p set status = ?, store_id = ?, updated_at = ? from (select id, status from stock_pieces where id = ? for update) old
        where p.id = old.id returning old.status`,
      [toStatus, storeId, new Date(), pieceId],
    );
    const fromStatus = current?.status ?? 'sold';
    const delta = availabilityDelta(fromStatus, toStatus);
    if (delta !== 0) await changeLevel(tx, await levelOf(), delta, 'allow');
    recordMovement(tx, { ...base, piece: pieceId, fromStatus, toStatus });
    return;
  }
  if (resellable) {
    await changeLevel(tx, await levelOf(), line.quantity, 'allow');
    recordMovement(tx, base);
  } else {
    // counted stock has no damaged bucket: the movement records the goods, the available quantity stays
    recordMovement(tx, { ...base, toStatus: 'damaged', notes: 'Non rivendibile: non rientra nella disponibilità' });
  }
}

/**
 * The points a return takes back (issue 11): the returned share of what the sale earned, less what
 * earlier returns of it took. The balance never goes below zero: points the customer already turned
 * into a coupon stay spent (the coupon stays valid) and are recorded as not recovered.
 */
async function reversePoints(tx: SqlEntityManager, sc: ServiceContext, sale: ReturnableSale, returnedCents: number, number: string): Promise<{ reversed: number; notRecovered: number }> {
  const customerId = sale.sale.customer?.id;
  if (customerId === undefined) return { reversed: 0, notRecovered: 0 };
  const [row] = await tx.execute<Array<{ earned: number | string; reversed: number | string }>>(
    `select coalesce(sum(points) filter (where kind = 'earned'), 0) as earned, coalesce(-sum(points) filter (where kind = 'reversal'), 0) as reversed
       from customer_points_entries where sale_id = ?`,
    [sale.sale.id],
  );
  const earned = Number(row?.earned ?? 0);
  const productsCents = sale.lines.reduce((sum, entry) => sum + entry.line.totalCents, 0);
  const due = Math.min(pointsToReverse(earned, returnedCents, productsCents), earned - Number(row?.reversed ?? 0));
  if (due <= 0) return { reversed: 0, notRecovered: 0 };
  const balance = Math.max(0, (await pointsTotals(tx, customerId)).current);
  const reversed = Math.min(due, balance);
  if (reversed > 0) tx.create(PointsEntry, { company: sale.store.company.id, customer: customerId, kind: 'reversal', points: -reversed, reason: `Reso ${number}`, author: sc.auth.userId, sale: sale.sale.id });
  return { reversed, notRecovered: due - reversed };
}

/** The sale's commissions on the returned amount, taken back as negative rows of the same people and rates. */
async function reverseCommissions(tx: SqlEntityManager, sale: ReturnableSale, saleReturn: SaleReturn, returnedCents: number): Promise<number> {
  const earned = await tx.find(SaleCommission, { sale: sale.sale.id, saleReturn: null });
  let total = 0;
  for (const commission of earned) {
    const amount = Math.min(commission.amountCents, commissionCents(returnedCents, commission.percent));
    if (amount <= 0) continue;
    total += amount;
    tx.create(SaleCommission, { company: commission.company, sale: sale.sale, user: commission.user, role: commission.role, percent: commission.percent, baseCents: -returnedCents, amountCents: -amount, saleReturn });
  }
  return total;
}

/** An exchange's new sale, written by the sales writer in the return's transaction; the returned value pays what it can. */
async function writeExchangeSale(
  sc: ServiceContext,
  tx: SqlEntityManager,
  sale: ReturnableSale,
  figures: ReturnFigures & { exchange: NonNullable<ReturnFigures['exchange']> },
  body: ReturnComplete,
  approver: User | null,
  number: string,
): Promise<number> {
  const { exchange } = figures;
  if (exchange.direction !== 'customer_pays' && body.payments.length > 0) throw new ValidationError({ payments: RETURN_MSG.exchangePaymentsNotExpected }, RETURN_MSG.exchangePaymentsNotExpected);
  if (exchange.direction === 'customer_pays' && body.payments.length === 0) throw new ValidationError({ payments: RETURN_MSG.exchangePaymentIncomplete }, RETURN_MSG.exchangePaymentIncomplete);
  const saleBody: SaleComplete = {
    id: randomUUID(),
    store_id: sale.store.id,
    customer_id: sale.sale.customer?.id ?? null,
    new_customer: null,
    lines: body.new_lines,
    services: [],
    delivery_method: 'pickup',
    delivery_address: null,
    delivery_date: null,
    payments: body.payments,
    notes: `Cambio ${number}`,
    authorization: null,
  };
  try {
    const written = await writeSale(sc, tx, { store: sale.store, settings: sale.settings, authorizer: approver, exchangeCreditCents: Math.min(figures.refundCents, exchange.newProductsCents) }, saleBody);
    return written.id;
  } catch (error) {
    // the sale's `lines` are the exchange's `new_lines`
    if (!(error instanceof AppError) || !error.validationErrors) throw error;
    const fields = Object.fromEntries(Object.entries(error.validationErrors).map(([field, message]) => [field.replace(/^lines\./, 'new_lines.'), message]));
    throw new AppError(error.status, error.message, { validationErrors: fields, headers: error.headers });
  }
}

/**
 * 'Completa Reso' / 'Completa Cambio' inside the caller's transaction (issue 11): under a lock on the
 * sale (two counters returning its lines take turns, and the second finds them returned), the figures
 * again from the database, the approval and refund checks, then the return and its lines, the stock,
 * the refund (store credit into the ledger, cash out of the open drawer), the points and commissions
 * taken back, and an exchange's new sale. Anything refused throws before a row is written.
 */
export async function writeReturn(sc: ServiceContext, tx: SqlEntityManager, body: ReturnComplete, approver: User | null): Promise<number> {
  await tx.execute('select id from sales where id = ? for update', [body.sale_id]);
  const sale = await loadReturnableSale(tx, body.sale_id);
  // the same return sent twice at once: the second waited on the lock, and finds the first written
  const done = await earlierReturn(tx, sale.store.company.id, body);
  if (done !== null) return done;
  // a cash refund holds the drawer before its cash is counted (returnFigures): two at once take turns
  const drawerShift = body.refund_method === 'cash' ? await lockOpenShift(tx, sale.store.id, 'cash-out') : null;
  const figures = await returnFigures(tx, sale, body);
  if (figures.requiresApproval && !approver) throw new AppError(403, RETURN_MSG.approvalRequired, { validationErrors: { 'approval.email': RETURN_MSG.approvalRequired } });
  const refund = chosenRefund(figures, body);
  const shiftId = refund?.method === 'cash' ? drawerShift : null;
  if (refund?.method === 'cash' && shiftId === null) throw new AppError(409, CASH_MSG.openShiftForCash, { validationErrors: { refund_method: RETURN_MSG.openShiftForCash } });

  const companyId = sale.store.company.id;
  const number = await nextReturnNumber(tx, companyId, Number(todayIso().slice(0, 4)));
  const header = tx.create(SaleReturn, {
    company: companyId,
    store: sale.store,
    sale: sale.sale,
    customer: sale.sale.customer ?? null,
    processedBy: sc.auth.userId,
    approvedBy: approver,
    shift: shiftId,
    clientId: body.id,
    requestHash: completionFingerprint(body, 'approval'),
    returnNumber: number,
    type: body.type,
    customerAgreement: body.customer_agreement,
    originalCents: figures.originalCents,
    returnValueCents: figures.returnValueCents,
    restockingCents: figures.restockingCents,
    refundCents: figures.refundCents,
    bonusCents: refund?.calc.bonusCents ?? 0,
    processingFeeCents: refund?.calc.processingFeeCents ?? 0,
    finalCents: refund?.calc.finalCents ?? 0,
    balanceCreditCents: figures.balanceCreditCents,
    refundMethod: refund?.method ?? null,
    newProductsCents: figures.exchange?.newProductsCents ?? null,
    differenceCents: figures.exchange?.differenceCents ?? null,
    direction: figures.exchange?.direction ?? null,
    notes: body.notes ?? null,
  });
  await tx.flush();

  const document = { type: 'return' as const, id: header.id, number };
  for (const line of figures.lines) {
    tx.create(ReturnLine, {
      company: companyId,
      saleReturn: header,
      saleLine: line.entry.line,
      product: line.entry.line.product,
      piece: line.entry.line.piece?.id ?? null,
      quantity: line.quantity,
      originalCents: line.originalCents,
      defects: line.assessment.defects.map((defect) => ({ id: defect.id, label: defect.label, type: defect.type, severity: defect.severity, value_impact: defect.valueImpact })),
      totalImpact: line.assessment.totalImpact,
      condition: line.assessment.rating,
      returnValueCents: line.assessment.returnValueCents,
      restockingPercent: line.fee.percent,
      restockingCents: line.fee.cents,
      resellable: line.assessment.resellable,
      hasMajorDefect: line.assessment.hasMajorDefect,
      notes: line.notes,
    });
    await restock(tx, sc, sale, line, document);
  }
  const customer = sale.sale.customer;
  if (refund?.method === 'store_credit' && customer && refund.calc.finalCents > 0) {
    tx.create(CreditEntry, { company: companyId, customer, kind: 'refund', amountCents: refund.calc.finalCents, sale: null, author: sc.auth.userId, notes: `Reso ${number}` });
  }
  // what the customer had paid with its credit or coupons comes back as credit, at face value, whatever the method
  if (customer && figures.balanceCreditCents > 0) {
    tx.create(CreditEntry, { company: companyId, customer, kind: 'refund', amountCents: figures.balanceCreditCents, sale: null, author: sc.auth.userId, notes: `Reso ${number}: pagato con credito o coupon` });
  }
  if (customer) await tx.execute('select id from customers where id = ? for update', [customer.id]);
  const points = await reversePoints(tx, sc, sale, figures.originalCents, number);
  header.pointsReversed = points.reversed;
  header.pointsNotRecovered = points.notRecovered;
  header.commissionsReversedCents = await reverseCommissions(tx, sale, header, figures.originalCents);
  const { exchange } = figures;
  if (exchange !== null) header.exchangeSale = tx.getReference(Sale, await writeExchangeSale(sc, tx, sale, { ...figures, exchange }, body, approver, number));
  await tx.flush();
  return header.id;
}
