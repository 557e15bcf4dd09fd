import type { Role } from '../auth/roles.ts';
import { CASH_MSG } from './sale-messages.ts';

/** Banknotes counted, in euros (spec 2 §3.7). */
export const BANKNOTES = [500, 200, 100, 50, 20, 10, 5] as const;
/** Coins counted, keyed in cents (spec 2 §3.7: 2 euro … 1 cent). */
export const COINS = [200, 100, 50, 20, 10, 5, 2, 1] as const;
export type Banknote = (typeof BANKNOTES)[number];
export type Coin = (typeof COINS)[number];

/** How many of each note and coin are in the drawer (JSON keys: the note in euros, the coin in cents). */
export interface CashCount {
  notes: Record<`${Banknote}`, number>;
  coins: Record<`${Coin}`, number>;
}

/** A difference up to this is accepted at closing; beyond it a manager approves (spec 2 §5.6, §9: 5 euro). */
export const CASH_TOLERANCE_CENTS = 500;
/** Above this the count warns to deposit in the bank (spec 2 §5.6: 2000 euro). */
export const HIGH_CASH_CENTS = 200_000;

/** A count as typed: whole pieces, never below 0 (spec 2 §5.6: negatives are clamped). */
export function clampCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function emptyCashCount(): CashCount {
  return {
    notes: Object.fromEntries(BANKNOTES.map((note) => [String(note), 0])) as CashCount['notes'],
    coins: Object.fromEntries(COINS.map((coin) => [String(coin), 0])) as CashCount['coins'],
  };
}

export function cashCountCents(count: CashCount): number {
  const notes = BANKNOTES.reduce((sum, note) => sum + clampCount(count.notes[`${note}`]) * note * 100, 0);
  return COINS.reduce((sum, coin) => sum + clampCount(count.coins[`${coin}`]) * coin, notes);
}

/** The non-blocking warnings of a count (spec 2 §5.6). */
export function cashCountWarnings(totalCents: number): string[] {
  if (totalCents === 0) return [CASH_MSG.emptyDrawer];
  return totalCents > HIGH_CASH_CENTS ? [CASH_MSG.highAmount] : [];
}

/** What the drawer should hold at closing (issue 10): the opening count plus cash taken, less change and cash refunds. */
export function expectedCashCents(shift: { openingCents: number; cashTakenCents: number; changeGivenCents: number; cashRefundsCents: number }): number {
  return shift.openingCents + shift.cashTakenCents - shift.changeGivenCents - shift.cashRefundsCents;
}

export interface CashDiscrepancy {
  expectedCents: number;
  actualCents: number;
  /** Counted minus expected: below 0 the drawer is short. */
  differenceCents: number;
  toleranceCents: number;
  withinTolerance: boolean;
  requiresApproval: boolean;
}

export function cashDiscrepancy(expectedCents: number, actualCents: number): CashDiscrepancy {
  const differenceCents = actualCents - expectedCents;
  const withinTolerance = Math.abs(differenceCents) <= CASH_TOLERANCE_CENTS;
  return { expectedCents, actualCents, differenceCents, toleranceCents: CASH_TOLERANCE_CENTS, withinTolerance, requiresApproval: !withinTolerance };
}

/** Who may approve a discrepancy beyond the tolerance: anyone but a consultant (spec 2 §5.6, §6). */
export function mayApproveCashDiscrepancy(role: Role): boolean {
  return role !== 'consultant';
}

/** Why the closing cannot go ahead with this approval, or null. */
export function closingApprovalError(discrepancy: CashDiscrepancy, approval: { role: Role; reason: string } | null): string | null {
  if (!discrepancy.requiresApproval) return null;
  if (!approval || !mayApproveCashDiscrepancy(approval.role)) return CASH_MSG.managerApprovalRequired;
  return approval.reason.trim() === '' ? CASH_MSG.reasonRequired : null;
}
