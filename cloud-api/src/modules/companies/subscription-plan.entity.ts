import { defineEntity, p } from '@mikro-orm/core';
import type { PlanFeatures } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';

/** A subscription plan (Single, Multi, Max). Global: not tenant-owned. */
export const SubscriptionPlanSchema = defineEntity({
  name: 'SubscriptionPlan',
  tableName: 'subscription_plans',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100).unique(),
    description: p.text().nullable(),
    /** EUR per month, numeric(10,2), kept as a string to stay exact. */
    priceMonthly: p.decimal('string').precision(10).scale(2),
    /** -1 = unlimited. */
    maxStores: p.integer(),
    /** -1 = unlimited. */
    maxUsers: p.integer(),
    features: p.json<PlanFeatures>(),
    isActive: p.boolean().default(true),
    ...timestamps(),
  },
});

export class SubscriptionPlan extends SubscriptionPlanSchema.class {}
SubscriptionPlanSchema.setClass(SubscriptionPlan);
