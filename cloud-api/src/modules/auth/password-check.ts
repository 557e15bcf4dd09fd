import type { SqlEntityManager } from '@mikro-orm/sql';
import { User } from '../users/user.entity.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';

/**
 * The one way a password is checked (the login, a manager's authorisation at the counter): the
 * throttle first (429 when used up), then the user of the e-mail and the password, a failure
 * counted, a success clearing the account's failures from that address. An unknown e-mail takes
 * as long as a wrong password. Null: no such user, or a wrong password.
 */
export async function userWithPassword(
  em: SqlEntityManager,
  throttle: LoginThrottle,
  credentials: { email: string; password: string; ip: string },
  populate: readonly 'company'[] = [],
): Promise<User | null> {
  const { email, password, ip } = credentials;
  await throttle.assertAllowed(email, ip);
  const user = await em.findOne(User, { email }, { populate });
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await throttle.recordFailure(email, ip);
    return null;
  }
  await throttle.recordSuccess(email, ip);
  return user;
}
