import { raw } from '@mikro-orm/core';
import { centsToMoney, convertiblePoints, decimalToCents, fillMessage, formatCount, isPastDate, MSG, POINTS_HISTORY_SHOWN, POINTS_PER_COUPON_BLOCK, tierProgress, type CouponDto, type CustomerLoyalty, type PointsEntry as PointsEntryDto, type PointsEntryKind } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { moneyOfColumn } from '../../common/money.ts';
import type { User } from '../users/user.entity.ts';
import { Coupon } from './coupon.entity.ts';
import { loadCustomer } from './customer-access.ts';
import { PointsEntry } from './points-entry.entity.ts';

/**
 * Whether a points entry `alias` counts towards the lifetime points a tier is judged on, as SQL: what
 * was earned or assigned, and what a return took back (the points of a returned purchase were never
 * earned); not what was spent on coupons or a removed assignment. Balances are summed in SQL only.
 */
export const lifetimeEntrySql = (alias: string): string => `(${alias}.points > 0 or ${alias}.kind = 'reversal')`;

/** Balance (all entries), lifetime points (lifetimeEntrySql) and number of entries of a customer's ledger. */
export interface PointsTotals {
  current: number;
  lifetime: number;
  entries: number;
}

interface TotalsRow {
  current: string | number | null;
  lifetime: string | number | null;
  entries: string | number | null;
}

/** The ledger's sums for one customer, read now (in the caller's transaction when there is one). */
export async function pointsTotals(em: SqlEntityManager, customerId: number): Promise<PointsTotals> {
  const [row] = await em
    .createQueryBuilder(PointsEntry, 'e')
    .select([
      raw('coalesce(sum(e.points), 0) as current'),
      raw(`coalesce(sum(e.points) filter (where ${lifetimeEntrySql('e')}), 0) as lifetime`),
      raw('count(*) as entries'),
    ])
    .where({ customer: customerId })
    .execute<TotalsRow[]>('all', false);
  return { current: Number(row?.current ?? 0), lifetime: Number(row?.lifetime ?? 0), entries: Number(row?.entries ?? 0) };
}

/** A ledger entry as the card shows it: the entity, or a raw row of the customer's detail (customer-detail-read.ts). */
export type LedgerEntry = Pick<PointsEntry, 'id' | 'kind' | 'points' | 'reason' | 'createdAt'> & { author?: Pick<User, 'firstName' | 'lastName'> | null };
/** A coupon as the card shows it: the entity, or a raw row of the customer's detail. */
export type CouponSource = Pick<Coupon, 'id' | 'code' | 'value' | 'points' | 'status' | 'expiresOn' | 'createdAt'>;

/**
 * The loyalty card of a customer (spec 2 §2.3, §4): balance and lifetime points from the ledger,
 * the tier of the lifetime points, the newest POINTS_HISTORY_SHOWN entries of the ledger, or every
 * one with `everyEntry` (the right-of-access export; a manual entry is removable by who may delete
 * points) and the coupons.
 */
export async function loyaltyCard(em: SqlEntityManager, customerId: number, canDeletePoints: boolean, { everyEntry = false } = {}): Promise<CustomerLoyalty> {
  const [customer, totals, entries, coupons] = await Promise.all([
    loadCustomer(em, customerId),
    pointsTotals(em, customerId),
    em.find(
      PointsEntry,
      { customer: customerId },
      { populate: ['author'], orderBy: { createdAt: 'desc', id: 'desc' }, ...(everyEntry ? {} : { limit: POINTS_HISTORY_SHOWN }) },
    ),
    em.find(Coupon, { customer: customerId }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
  ]);
  return loyaltyCardOf(totals, entries, coupons, canDeletePoints, customer.company.couponValue);
}

/** The card of a ledger's totals, its entries shown (newest first) and the coupons (newest first). */
export function loyaltyCardOf(
  totals: PointsTotals,
  entries: readonly LedgerEntry[],
  coupons: readonly CouponSource[],
  canDeletePoints: boolean,
  /** The company's value of 100 points ('5.00'). */
  couponValue: string,
): CustomerLoyalty {
  const progress = tierProgress(totals.lifetime);
  const convertible = convertiblePoints(totals.current);
  return {
    current_points: totals.current,
    lifetime_points: totals.lifetime,
    current_tier: progress.tier,
    next_tier: progress.next_tier,
    points_to_next_tier: progress.points_to_next_tier,
    progress_percent: progress.progress_percent,
    convertible_points: convertible,
    convertible_value: centsToMoney((convertible / POINTS_PER_COUPON_BLOCK) * decimalToCents(couponValue)),
    points_history: entries.map((entry) => toPointsEntryDto(entry, canDeletePoints, totals.current)),
    points_history_total: totals.entries,
    coupons: coupons.map(toCouponDto),
  };
}

/** Why a manual entry cannot be removed now: its points are spent (the balance would go below zero), as deletePoints refuses. */
export function pointsDeleteBlockedReason(entry: { kind: PointsEntryKind; points: number }, current: number): string | null {
  return entry.kind === 'manual' && current - entry.points < 0 ? fillMessage(MSG.pointsAlreadySpent, { points: formatCount(current) }) : null;
}

function toPointsEntryDto(entry: LedgerEntry, canDeletePoints: boolean, current: number): PointsEntryDto {
  const author = entry.author ?? null;
  return {
    id: entry.id,
    kind: entry.kind,
    points: entry.points,
    reason: entry.reason ?? null,
    author_name: author?.firstName ? `${author.firstName} ${author.lastName}` : null,
    created_at: entry.createdAt.toISOString(),
    can_delete: canDeletePoints && entry.kind === 'manual',
    delete_blocked_reason: pointsDeleteBlockedReason(entry, current),
  };
}

export function toCouponDto(coupon: CouponSource): CouponDto {
  return {
    id: coupon.id,
    code: coupon.code,
    value: moneyOfColumn(coupon.value),
    points: coupon.points,
    // an active coupon past its day is shown as expired (checkout refuses it by the same rule)
    status: coupon.status === 'active' && isPastDate(String(coupon.expiresOn)) ? 'expired' : coupon.status,
    expires_on: String(coupon.expiresOn),
    created_at: coupon.createdAt.toISOString(),
  };
}
