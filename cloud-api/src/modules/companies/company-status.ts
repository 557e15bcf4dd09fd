import { BLOCKED_SUBSCRIPTION_STATUSES } from '@banco/shared';
import type { Company } from './company.entity.ts';

/** A company whose users may log in and work: active flag on, not suspended or cancelled. */
export function isCompanyOperational(company: Pick<Company, 'isActive' | 'subscriptionStatus'>): boolean {
  return company.isActive && !BLOCKED_SUBSCRIPTION_STATUSES.includes(company.subscriptionStatus);
}
