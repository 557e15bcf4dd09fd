import { defineEntity, p } from '@mikro-orm/core';
import { COUPON_STATUSES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Customer } from './customer.entity.ts';
import { Sale } from '../sales/sale.entity.ts';

/**
 * A coupon made of converted points (issue 8): its code (unique in the company), value, expiry and
 * status, for checkout to redeem. It goes with its customer.
 */
export const CouponSchema = defineEntity({
  name: 'Coupon',
  tableName: 'customer_coupons',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    customer: () => p.manyToOne(Customer).deleteRule('cascade').index(),
    code: p.string().length(20),
    value: p.decimal('string').precision(10).scale(2),
    points: p.integer(),
    status: p.enum(COUPON_STATUSES).default('active'),
    expiresOn: p.date(),
    /** The sale that redeemed it (issue 10): a return gives it back (issue 11). */
    redeemedSale: () => p.manyToOne(Sale).nullable().deleteRule('restrict').index(),
    ...timestamps(),
  },
  uniques: [{ properties: ['company', 'code'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('customer_coupons'),
});

export class Coupon extends CouponSchema.class {}
CouponSchema.setClass(Coupon);
