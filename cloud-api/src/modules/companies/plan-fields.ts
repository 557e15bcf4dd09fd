import { defineFieldMap } from '../../common/field-map.ts';
import type { SubscriptionPlan } from './subscription-plan.entity.ts';

/**
 * A subscription plan's columns as the API names them: the public plans, the settings' plans and
 * the subscription's options read this one list (the price is money, formatted by planPrice; the
 * features are answered beside it).
 */
export const planFields = defineFieldMap<SubscriptionPlan>()({
  name: 'name',
  description: 'description',
  max_stores: 'maxStores',
  max_users: 'maxUsers',
  is_active: 'isActive',
});
