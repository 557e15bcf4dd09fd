import { MSG } from '@banco/shared';
import { ForbiddenError } from '../../http/errors.ts';
import { isCompanyOperational } from '../companies/company-status.ts';
import type { Company } from '../companies/company.entity.ts';
import type { User } from '../users/user.entity.ts';

/**
 * Whether a user may work in a company right now (login, refresh, every request):
 * inactive user → 403 MSG.userInactive; suspended/cancelled/inactive company → 403 MSG.companySuspended.
 */
export function assertMayWork(user: Pick<User, 'isActive' | 'role'>, company: Pick<Company, 'isActive' | 'subscriptionStatus'> | null): void {
  if (!user.isActive) throw new ForbiddenError(MSG.userInactive);
  if (user.role === 'superadmin') return;
  if (company === null) throw new ForbiddenError(MSG.forbidden);
  if (!isCompanyOperational(company)) throw new ForbiddenError(MSG.companySuspended);
}
