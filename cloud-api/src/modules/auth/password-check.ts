import type { SqlEntityManager } from '@mikro-orm/sql';
import { User } from '../users/user.entity.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';

/**
 * The one way a password is checked (the login, a manager's authorisation at the counter, the current
 * password of a change): the attempt counted by the throttle first (429 when used up), then the user
 * of the e-mail and the password; a success takes the count back and clears the account's failures
 * from that address. An unknown e-mail takes
 * as long as a wrong password. Null: no such user, or a wrong password.
 */
export async function userWithPassword(
  em: SqlEntityManager,
  throttle: LoginThrottle,
  credentials: { email: string; password: string; ip: string },
  populate: readonly 'company'[] = [],
): Promise<User | null> {
  const { email, password, ip } = credentials;
  await throttle.reserve(email, ip);
  const user = await em.findOne(User, { email }, { populate });
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  // a failure stays counted (reserve counted it)
  if (!user || !valid) return null;
  await throttle.recordSuccess(email, ip);
  return user;
}
