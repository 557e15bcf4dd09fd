import { defineEntity, p } from '@mikro-orm/core';
import { BILLING_CYCLES, COUPON_VALIDITY_MONTHS, COUPON_VALUE_PER_BLOCK, SALES_RATE_DEFAULTS, SUBSCRIPTION_STATUSES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { SubscriptionPlan } from './subscription-plan.entity.ts';

/**
 * A company: the tenant. Tenant-owned rows point at it with company_id. It carries no tenant
 * filter itself: companies are reached through the auth service (own/assigned companies) or
 * through superadmin-only routes.
 */
export const CompanySchema = defineEntity({
  name: 'Company',
  tableName: 'companies',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    businessName: p.string().length(200).nullable(),
    email: p.string().length(254).nullable(),
    phone: p.string().length(30).nullable(),
    vatNumber: p.string().length(11).nullable(),
    taxCode: p.string().length(16).nullable(),
    address: p.string().length(255).nullable(),
    city: p.string().length(100).nullable(),
    province: p.string().length(2).nullable(),
    postalCode: p.string().length(5).nullable(),
    country: p.string().length(2).default('IT'),
    website: p.string().length(255).nullable(),
    subscriptionPlan: () => p.manyToOne(SubscriptionPlan).nullable(),
    billingCycle: p.enum(BILLING_CYCLES).default('monthly'),
    subscriptionStatus: p.enum(SUBSCRIPTION_STATUSES).default('trial'),
    isActive: p.boolean().default(true),
    /** ProFylo: what 100 points are worth as a coupon, and how long a coupon lasts (issue 8). */
    couponValue: p.decimal('string').precision(10).scale(2).default(COUPON_VALUE_PER_BLOCK),
    couponValidityMonths: p.integer().default(COUPON_VALIDITY_MONTHS),
    /** The counter's rates (issue 10): loyalty points per euro paid, commissions in percent, the delivery fee. */
    pointsPerEuro: p.integer().default(SALES_RATE_DEFAULTS.pointsPerEuro),
    consultantCommissionPercent: p.decimal('number').precision(5).scale(2).default(SALES_RATE_DEFAULTS.consultantCommissionPercent),
    managerCommissionPercent: p.decimal('number').precision(5).scale(2).default(SALES_RATE_DEFAULTS.managerCommissionPercent),
    deliveryFee: p.decimal('string').precision(10).scale(2).default('0.00'),
    subscriptionStartDate: p.date().nullable(),
    subscriptionEndDate: p.date().nullable(),
    trialEndDate: p.date().nullable(),
    ...timestamps(),
  },
});

export class Company extends CompanySchema.class {}
CompanySchema.setClass(Company);
