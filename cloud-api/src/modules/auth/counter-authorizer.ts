import { SALE_MSG } from '@banco/shared';
import { AppError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { userWithPassword } from './password-check.ts';
import { UserStore } from '../stores/user-store.entity.ts';
import { CompanyAssignment } from '../users/company-assignment.entity.ts';
import type { Store } from '../stores/store.entity.ts';
import type { User } from '../users/user.entity.ts';

/**
 * A manager's authorisation at the counter (issue 10): the manager types their own e-mail and
 * password on the seller's screen. Valid for an active manager of the store (assigned to it, or its
 * manager) or an entrepreneur of its company. Guesses count against the same throttle as the login,
 * so the counter is no way around it; a wrong password answers 403 and writes nothing.
 */
export async function counterAuthorizer(
  sc: ServiceContext,
  throttle: LoginThrottle,
  store: Store,
  credentials: { email: string; password: string; ip: string },
  /** The form's field the credentials sit in: the sale's `authorization`, the closing's `approval`. */
  field: 'authorization' | 'approval',
): Promise<User> {
  // identity work: the authoriser may be a user the seller's own scope does not list
  const em = sc.auth.identityEm;
  const user = await userWithPassword(em, throttle, credentials);
  if (!user || !user.isActive) throw new AppError(403, SALE_MSG.authorizationInvalid, { validationErrors: { [`${field}.password`]: SALE_MSG.authorizationInvalid } });
  const companyId = store.company.id;
  const managesStore =
    user.role === 'manager' &&
    user.company?.id === companyId &&
    (store.manager?.id === user.id || (await em.count(UserStore, { user: user.id, store: store.id })) > 0);
  const ownsCompany = user.role === 'entrepreneur' && (user.company?.id === companyId || (await em.count(CompanyAssignment, { user: user.id, company: companyId })) > 0);
  if (!managesStore && !ownsCompany) throw new AppError(403, SALE_MSG.authorizerNotAllowed, { validationErrors: { [`${field}.email`]: SALE_MSG.authorizerNotAllowed } });
  return user;
}
