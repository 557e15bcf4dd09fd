import {
  centsToMoney,
  convertiblePoints,
  COUPON_VALUE_MAX_CENTS,
  decimalToCents,
  MSG,
  POINTS_PER_COUPON_BLOCK,
  todayIso,
  type AssignPointsBody,
  type CouponConversion,
  type CustomerLoyalty,
} from '@banco/shared';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { User } from '../users/user.entity.ts';
import { couponExpiry, newCouponCode } from './coupon-code.ts';
import { Coupon } from './coupon.entity.ts';
import { loadCustomer } from './customer-access.ts';
import { loyaltyCard, pointsDeleteBlockedReason, pointsTotals, toCouponDto } from './customer-loyalty.ts';
import { customerPermissions } from './customer-permissions.ts';
import { Customer } from './customer.entity.ts';
import { PointsEntry } from './points-entry.entity.ts';

export interface LoyaltyService {
  assignPoints(sc: ServiceContext, customerId: number, body: Required<AssignPointsBody>): Promise<CustomerLoyalty>;
  deletePoints(sc: ServiceContext, customerId: number, entryId: number): Promise<CustomerLoyalty>;
  convertPoints(sc: ServiceContext, customerId: number): Promise<CouponConversion>;
}

/**
 * The customer's row, locked until the transaction ends: changes of one customer's points run one
 * after the other, so two conversions (a double click) cannot spend the same points twice.
 */
async function lockCustomer(tx: SqlEntityManager, customerId: number): Promise<Customer> {
  const customer = await tx.findOne(Customer, { id: customerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!customer) throw new NotFoundError(MSG.customerNotFound);
  return customer;
}

/**
 * The points ledger of customers (spec 2 §4, §5.2, §6; issue 8): manual assignments with reason and
 * author, the removal of a manual assignment, the conversion of blocks of 100 points into a coupon.
 * Balances are never edited: each change is an entry, each answer is read from the ledger.
 */
export function createLoyaltyService(): LoyaltyService {
  const card = (sc: ServiceContext, customerId: number) => loyaltyCard(sc.em, customerId, customerPermissions(sc.auth).can_delete_points);

  return {
    async assignPoints(sc, customerId, body) {
      const customer = await loadCustomer(sc.em, customerId);
      await sc.em.transactional(async (tx) => {
        const entry = tx.create(PointsEntry, {
          company: customer.company.id,
          customer: customer.id,
          kind: 'manual',
          points: body.points,
          reason: body.reason,
          author: tx.getReference(User, sc.auth.userId),
        });
        await tx.flush();
        sc.audit(tx, {
          companyId: customer.company.id,
          entityType: 'Customer',
          entityId: customer.id,
          action: 'points_assigned',
          changes: { points: { from: null, to: body.points }, reason: { from: null, to: body.reason }, entry_id: { from: null, to: entry.id } },
        });
      });
      return card(sc, customer.id);
    },

    async deletePoints(sc, customerId, entryId) {
      const customer = await loadCustomer(sc.em, customerId);
      await sc.em.transactional(async (tx) => {
        await lockCustomer(tx, customer.id);
        const entry = await tx.findOne(PointsEntry, { id: entryId, customer: customer.id });
        if (!entry) throw new NotFoundError(MSG.pointsEntryNotFound);
        if (entry.kind !== 'manual') throw new ConflictError(MSG.pointsEntryNotManual);
        const blocked = pointsDeleteBlockedReason(entry, (await pointsTotals(tx, customer.id)).current);
        if (blocked !== null) throw new ConflictError(blocked);
        sc.audit(tx, {
          companyId: customer.company.id,
          entityType: 'Customer',
          entityId: customer.id,
          action: 'points_deleted',
          changes: { points: { from: entry.points, to: null }, reason: { from: entry.reason ?? null, to: null }, entry_id: { from: entry.id, to: null } },
        });
        await tx.nativeDelete(PointsEntry, { id: entry.id });
      });
      return card(sc, customer.id);
    },

    async convertPoints(sc, customerId) {
      const customer = await loadCustomer(sc.em, customerId);
      const coupon = await sc.em.transactional(async (tx) => {
        await lockCustomer(tx, customer.id);
        const { current } = await pointsTotals(tx, customer.id);
        const points = convertiblePoints(current);
        if (points < POINTS_PER_COUPON_BLOCK) throw new ConflictError(MSG.couponNeedsPoints);
        const valueCents = (points / POINTS_PER_COUPON_BLOCK) * decimalToCents(customer.company.couponValue);
        if (valueCents > COUPON_VALUE_MAX_CENTS) throw new ConflictError(MSG.couponTooLarge);
        const created = tx.create(Coupon, {
          company: customer.company.id,
          customer: customer.id,
          code: newCouponCode(),
          // the company's price of a block and validity (Impostazioni → Azienda)
          value: centsToMoney(valueCents),
          points,
          status: 'active',
          expiresOn: couponExpiry(todayIso(), customer.company.couponValidityMonths),
        });
        tx.create(PointsEntry, {
          company: customer.company.id,
          customer: customer.id,
          kind: 'conversion',
          points: -points,
          reason: `Coupon ${created.code}`,
          author: tx.getReference(User, sc.auth.userId),
          coupon: created,
        });
        await tx.flush();
        sc.audit(tx, {
          companyId: customer.company.id,
          entityType: 'Customer',
          entityId: customer.id,
          action: 'points_converted',
          changes: { points: { from: null, to: -points }, coupon: { from: null, to: created.code }, value: { from: null, to: created.value } },
        });
        return created;
      });
      return { coupon: toCouponDto(coupon), loyalty: await card(sc, customer.id) };
    },
  };
}
