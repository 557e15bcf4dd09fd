import { defineEntity, p } from '@mikro-orm/core';
import { POINTS_ENTRY_KINDS } from '@banco/shared';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';
import { Coupon } from './coupon.entity.ts';
import { Customer } from './customer.entity.ts';
import { Sale } from '../sales/sale.entity.ts';

/**
 * One entry of a customer's points ledger (issue 8): points earned with a sale, assigned by hand
 * (with reason and author), or taken by a conversion into a coupon (negative). Balances are sums of
 * the ledger, never a column edited in place. Entries go with their customer; their author stays
 * (RESTRICT: a user with history is deactivated, not deleted).
 */
export const PointsEntrySchema = defineEntity({
  name: 'PointsEntry',
  tableName: 'customer_points_entries',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    customer: () => p.manyToOne(Customer).deleteRule('cascade').index(),
    kind: p.enum(POINTS_ENTRY_KINDS),
    points: p.integer(),
    reason: p.string().length(255).nullable(),
    author: () => p.manyToOne(User).nullable().deleteRule('restrict').index(),
    coupon: () => p.manyToOne(Coupon).nullable().deleteRule('cascade').index(),
    /** The sale that earned them ('earned'): a return takes them back (issue 11). */
    sale: () => p.manyToOne(Sale).nullable().deleteRule('restrict').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('customer_points_entries'),
});

export class PointsEntry extends PointsEntrySchema.class {}
PointsEntrySchema.setClass(PointsEntry);
