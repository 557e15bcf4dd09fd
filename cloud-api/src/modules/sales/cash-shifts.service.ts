import {
  CASH_MSG,
  cashCountCents,
  cashCountWarnings,
  cashDiscrepancy,
  centsToMoney,
  expectedCashCents,
  closingApprovalError,
  mayApproveCashDiscrepancy,
  type CashDiscrepancy,
  type Role,
  type CashCount,
  type SalePaymentMethod,
  type Shift,
  type shiftCloseBodySchema,
  type shiftOpenBodySchema,
  type z,
} from '@banco/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { violatedConstraint } from '../../http/foreign-key-messages.ts';
import { withEm, type ServiceContext } from '../../http/service-context.ts';
import type { RequestMeta } from '../../http/state.ts';
import { counterAuthorizer } from '../auth/counter-authorizer.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { loadStore } from '../stores/store-access.ts';
import type { Store } from '../stores/store.entity.ts';
import type { User } from '../users/user.entity.ts';
import { CashShift } from './cash-shift.entity.ts';
import { shiftReportPdf } from './shift-report-pdf.ts';

type OpenBody = z.output<typeof shiftOpenBodySchema>;
type CloseBody = z.output<typeof shiftCloseBodySchema>;

const ONE_OPEN_PER_STORE = 'cash_shifts_one_open_per_store';
const nameOf = (user: Pick<User, 'firstName' | 'lastName'> | null | undefined): string | null => (user ? `${user.firstName} ${user.lastName}` : null);

/** What a shift's sales left: how many, each method's takings, and the change given back in cash. */
async function takings(em: SqlEntityManager, shiftId: number): Promise<{ salesCount: number; byMethod: Map<SalePaymentMethod, number>; changeCents: number; cashRefundsCents: number }> {
  const [sales] = await em.execute<Array<{ sales_count: number | string; change_cents: number | string }>>(
    `select count(*) as sales_count, coalesce(sum(change_cents), 0) as change_cents from sales where shift_id = ? and status <> 'cancelled'`,
    [shiftId],
  );
  // the cash refunds of returns (issue 11) left this drawer
  const [refunds] = await em.execute<Array<{ refunds_cents: number | string }>>(
    `select coalesce(sum(final_cents), 0) as refunds_cents from sale_returns where shift_id = ? and refund_method = 'cash'`,
    [shiftId],
  );
  const methods = await em.execute<Array<{ method: SalePaymentMethod; amount_cents: number | string }>>(
    `select p.method, sum(p.amount_cents) as amount_cents from sale_payments p join sales s on s.id = p.sale_id
      where s.shift_id = ? and s.status <> 'cancelled' group by p.method order by p.method`,
    [shiftId],
  );
  return {
    salesCount: Number(sales?.sales_count ?? 0),
    byMethod: new Map(methods.map((row) => [row.method, Number(row.amount_cents)])),
    changeCents: Number(sales?.change_cents ?? 0),
    cashRefundsCents: Number(refunds?.refunds_cents ?? 0),
  };
}

/** Expected cash in the drawer: the opening count plus cash taken, less change given and cash refunded. */
function expectedOf(shift: CashShift, figures: Awaited<ReturnType<typeof takings>>): number {
  return expectedCashCents({ openingCents: shift.openingCents, cashTakenCents: figures.byMethod.get('cash') ?? 0, changeGivenCents: figures.changeCents, cashRefundsCents: figures.cashRefundsCents });
}

async function toShift(em: SqlEntityManager, shift: CashShift): Promise<Shift> {
  await em.populate(shift, ['store', 'openedBy', 'closedBy', 'approvedBy']);
  const figures = await takings(em, shift.id);
  const closed = shift.status === 'closed';
  const expected = closed && shift.expectedCents !== null && shift.expectedCents !== undefined ? shift.expectedCents : expectedOf(shift, figures);
  // closed: judged on the figures the closing wrote (a later change of the sales does not move it)
  const discrepancy = closed && shift.closingCents !== null && shift.closingCents !== undefined ? cashDiscrepancy(expected, shift.closingCents) : null;
  return {
    id: shift.id,
    store_id: shift.store.id,
    store_name: shift.store.name,
    status: shift.status,
    opened_by_name: nameOf(shift.openedBy) ?? '',
    opened_at: shift.openedAt.toISOString(),
    opening_count: shift.openingCount,
    opening_cash: centsToMoney(shift.openingCents),
    notes: shift.notes ?? null,
    sales_count: figures.salesCount,
    // what each method took: cash net of the change given back (20.00 handed over for 14.90 took 14.90)
    totals_by_method: [...figures.byMethod].map(([method, cents]) => ({ method, amount: centsToMoney(method === 'cash' ? cents - figures.changeCents : cents) })),
    cash_refunds: centsToMoney(figures.cashRefundsCents),
    expected_cash: centsToMoney(expected),
    closed_at: shift.closedAt ? shift.closedAt.toISOString() : null,
    closed_by_name: nameOf(shift.closedBy),
    closing_count: shift.closingCount ?? null,
    closing_cash: shift.closingCents === null || shift.closingCents === undefined ? null : centsToMoney(shift.closingCents),
    difference: discrepancy && centsToMoney(discrepancy.differenceCents),
    within_tolerance: discrepancy?.withinTolerance ?? null,
    approved_by_name: nameOf(shift.approvedBy),
    approval_reason: shift.approvalReason ?? null,
    closing_notes: shift.closingNotes ?? null,
    warnings: cashCountWarnings(closed ? (shift.closingCents ?? 0) : shift.openingCents),
  };
}

/** Who approves a closing beyond the tolerance, with the reason given. */
interface Approval {
  userId: number;
  role: Role;
  reason: string;
}

/**
 * The approval a closing carries: the closer's own when their role may approve, else that of the
 * manager whose credentials were typed at the drawer; null without one (a consultant alone).
 */
async function approvalOf(sc: ServiceContext, throttle: LoginThrottle, body: CloseBody, store: Store, ip: string): Promise<Approval | null> {
  const given = body.approval;
  if (!given) return null;
  if (mayApproveCashDiscrepancy(sc.auth.role)) return { userId: sc.auth.userId, role: sc.auth.role, reason: given.reason };
  if (!given.email || !given.password) return null;
  const manager = await counterAuthorizer(sc, throttle, store, { email: given.email, password: given.password, ip }, 'approval');
  return { userId: manager.id, role: manager.role, reason: given.reason };
}

/** The shared rule of spec 2 §5.6 (closingApprovalError): 422 when no approval was sent, 403 when the one sent cannot approve. */
function assertApproved(discrepancy: CashDiscrepancy, approval: Approval | null, body: CloseBody): void {
  const error = closingApprovalError(discrepancy, approval);
  if (error !== null) throw new AppError(body.approval ? 403 : 422, error, { validationErrors: { approval: error } });
}

/** The store's open shift, or null. */
export function openShiftOf(em: SqlEntityManager, storeId: number): Promise<CashShift | null> {
  return em.findOne(CashShift, { store: storeId, status: 'open' });
}

/**
 * The store's open shift for a sale or a refund being written, held until it commits: a closing in
 * progress (FOR UPDATE) makes it wait and then find the drawer closed. A sale puts cash in and holds it
 * FOR SHARE, alongside other sales; a cash refund takes cash out and holds it FOR UPDATE, so two refunds
 * never both count the same cash in the drawer (drawerCashCents).
 */
export async function lockOpenShift(tx: SqlEntityManager, storeId: number, mode: 'cash-in' | 'cash-out' = 'cash-in'): Promise<number | null> {
  const [row] = await tx.execute<Array<{ id: number }>>(`select id from cash_shifts where store_id = ? and status = 'open' for ${mode === 'cash-out' ? 'update' : 'share'}`, [storeId]);
  return row ? Number(row.id) : null;
}

/** The cash the store's open drawer should hold now (its expected cash), or null without an open shift. */
export async function drawerCashCents(em: SqlEntityManager, storeId: number): Promise<number | null> {
  const shift = await openShiftOf(em, storeId);
  return shift === null ? null : expectedOf(shift, await takings(em, shift.id));
}

/**
 * Cash shifts (spec 2 §2.8–2.9, §5.6; issue 10): one open shift per store drawer, opened and closed
 * with a denomination count; the expected cash is the server's, from the shift's real payments; a
 * difference beyond €5 closes only with a manager's approval and a reason.
 */
export function createCashShiftsService({ throttle }: { throttle: LoginThrottle }) {
  async function load(sc: ServiceContext, id: number): Promise<CashShift> {
    const shift = await sc.em.findOne(CashShift, { id });
    if (!shift) throw new NotFoundError(CASH_MSG.shiftNotFound);
    return shift;
  }

  return {
    async current(sc: ServiceContext, storeId: number): Promise<{ shift: Shift | null }> {
      const store = await loadStore(sc.em, storeId);
      const shift = await openShiftOf(sc.em, store.id);
      return { shift: shift && (await toShift(sc.em, shift)) };
    },

    show: async (sc: ServiceContext, id: number): Promise<Shift> => toShift(sc.em, await load(sc, id)),

    async report(sc: ServiceContext, id: number) {
      const shift = await load(sc, id);
      return shiftReportPdf(sc.em, await toShift(sc.em, shift), shift.company.id);
    },

    async open(sc: ServiceContext, body: OpenBody): Promise<Shift> {
      const store = await loadStore(sc.em, body.store_id);
      if (await openShiftOf(sc.em, store.id)) throw new ConflictError(CASH_MSG.alreadyOpen);
      try {
        const shift = await sc.em.transactional(async (tx) => {
          const created = tx.create(CashShift, {
            company: store.company.id,
            store: store.id,
            status: 'open',
            openedBy: sc.auth.userId,
            openedAt: new Date(),
            openingCount: body.count as CashCount,
            openingCents: cashCountCents(body.count as CashCount),
            notes: body.notes ?? null,
          });
          await tx.flush();
          return created;
        });
        return await toShift(sc.em, shift);
      } catch (error) {
        // two counters opening the same drawer at once: one shift
        if (error instanceof UniqueConstraintViolationException && violatedConstraint(error) === ONE_OPEN_PER_STORE) throw new ConflictError(CASH_MSG.alreadyOpen);
        throw error;
      }
    },

    async close(sc: ServiceContext, id: number, body: CloseBody, meta: RequestMeta): Promise<Shift> {
      const shift = await load(sc, id);
      if (shift.status !== 'open') throw new ConflictError(CASH_MSG.notOpen);
      await sc.em.populate(shift, ['store', 'store.company', 'store.manager']);
      const actual = cashCountCents(body.count as CashCount);
      if (actual <= 0) throw new ValidationError({ count: CASH_MSG.closingCountRequired });
      const expected = expectedOf(shift, await takings(sc.em, shift.id));
      const approval = cashDiscrepancy(expected, actual).requiresApproval ? await approvalOf(sc, throttle, body, shift.store, meta.ip) : null;
      assertApproved(cashDiscrepancy(expected, actual), approval, body);
      // closed once: a second closing (a retry, another counter) finds it closed
      const closed = await sc.em.transactional(async (tx) => {
        const [row] = await tx.execute<Array<{ id: number }>>(`select id from cash_shifts where id = ? and status = 'open' for update`, [shift.id]);
        if (!row) throw new ConflictError(CASH_MSG.notOpen);
        // a sale may have come in since the check: the closing is judged on the figures it writes
        const expectedNow = expectedOf(shift, await takings(tx, shift.id));
        assertApproved(cashDiscrepancy(expectedNow, actual), approval, body);
        await tx.nativeUpdate(CashShift, { id: shift.id }, {
          status: 'closed',
          closedBy: sc.auth.userId,
          closedAt: new Date(),
          closingCount: body.count as CashCount,
          closingCents: actual,
          expectedCents: expectedNow,
          approvedBy: approval?.userId ?? null,
          approvalReason: approval?.reason ?? null,
          closingNotes: body.notes ?? null,
        });
        return shift.id;
      });
      const fresh = sc.em.fork();
      return toShift(fresh, await load(withEm(sc, fresh), closed));
    },
  };
}
