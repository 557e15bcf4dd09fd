import { defineFieldMap } from '../../common/field-map.ts';
import type { Company } from './company.entity.ts';

/**
 * A company's own columns as the API names them: the wizard's create and update, the DTOs, the
 * settings form (a pick of it) and the audit trail read this one list. The plan is a relation
 * (subscription_plan_id), handled beside it.
 */
export const companyFields = defineFieldMap<Company>()({
  name: 'name',
  business_name: 'businessName',
  email: 'email',
  phone: 'phone',
  vat_number: 'vatNumber',
  tax_code: 'taxCode',
  address: 'address',
  city: 'city',
  province: 'province',
  postal_code: 'postalCode',
  country: 'country',
  website: 'website',
  billing_cycle: 'billingCycle',
  subscription_status: 'subscriptionStatus',
  is_active: 'isActive',
  coupon_value: 'couponValue',
  coupon_validity_months: 'couponValidityMonths',
  points_per_euro: 'pointsPerEuro',
  consultant_commission_percent: 'consultantCommissionPercent',
  manager_commission_percent: 'managerCommissionPercent',
  delivery_fee: 'deliveryFee',
  // set by the server (trial, cancellation), never by a body
  subscription_start_date: 'subscriptionStartDate',
  subscription_end_date: 'subscriptionEndDate',
  trial_end_date: 'trialEndDate',
});

/** The audited values of a company: its columns and its plan, as the API names them. */
export function companyAuditSnapshot(company: Company): Record<string, unknown> {
  return { ...companyFields.toApi(company), subscription_plan_id: company.subscriptionPlan?.id ?? null };
}
