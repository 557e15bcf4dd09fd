import { describe, expect, it } from 'vitest';
import { cashCountCents, cashCountWarnings, cashDiscrepancy, clampCount, closingApprovalError, emptyCashCount, expectedCashCents } from './cash-count.ts';
import { CASH_MSG } from './sale-messages.ts';

describe('the cash count (spec 2 §3.7, §5.6)', () => {
  it('adds notes in euros and coins in cents, counts clamped to whole pieces from 0', () => {
    const count = emptyCashCount();
    count.notes['50'] = 3;
    count.notes['5'] = 1;
    count.coins['200'] = 2;
    count.coins['1'] = 7;
    count.coins['10'] = -4;
    expect(cashCountCents(count)).toBe(15_000 + 500 + 400 + 7);
    expect([clampCount(-3), clampCount(2.7), clampCount(Number.NaN), clampCount(12)]).toEqual([0, 2, 0, 12]);
  });

  it('warns on an empty drawer and above 2000 euro, without blocking', () => {
    expect(cashCountWarnings(0)).toEqual([CASH_MSG.emptyDrawer]);
    expect(cashCountWarnings(200_000)).toEqual([]);
    expect(cashCountWarnings(200_001)).toEqual([CASH_MSG.highAmount]);
  });
});

describe('closing a shift (spec 2 §5.6; issue 10)', () => {
  it('expects the opening cash plus cash taken, less change and cash refunds', () => {
    expect(expectedCashCents({ openingCents: 20_000, cashTakenCents: 55_000, changeGivenCents: 1_250, cashRefundsCents: 3_000 })).toBe(70_750);
  });

  it('accepts a difference up to 5 euro; beyond it a manager approves with a reason', () => {
    expect(cashDiscrepancy(70_750, 70_250)).toMatchObject({ differenceCents: -500, withinTolerance: true, requiresApproval: false });
    const short = cashDiscrepancy(70_750, 70_050);
    expect(short).toMatchObject({ differenceCents: -700, withinTolerance: false, requiresApproval: true });
    expect(closingApprovalError(cashDiscrepancy(70_750, 70_250), null)).toBeNull();
    expect(closingApprovalError(short, null)).toBe(CASH_MSG.managerApprovalRequired);
    expect(closingApprovalError(short, { role: 'consultant', reason: 'Resto sbagliato' })).toBe(CASH_MSG.managerApprovalRequired);
    expect(closingApprovalError(short, { role: 'manager', reason: '  ' })).toBe(CASH_MSG.reasonRequired);
    expect(closingApprovalError(short, { role: 'manager', reason: 'Resto sbagliato a un cliente' })).toBeNull();
  });
});
