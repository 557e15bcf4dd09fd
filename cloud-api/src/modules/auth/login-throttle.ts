import { MSG } from '@banco/shared';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { LoginThrottleConfig } from '../../config.ts';
import { TooManyRequestsError } from '../../http/errors.ts';

export interface LoginThrottle {
  /** 429 MSG.tooManyAttempts when one of the counters below used up its failures. */
  assertAllowed(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A successful login clears the account's failures from that address (not the other counters). */
  recordSuccess(email: string, ip: string): Promise<void>;
}

/**
 * Failed-login counters, in memory (one process):
 * - per account and address together (the tight one): guessing from one place stops after a few
 *   tries, but failures from elsewhere cannot lock the owner out of a known account;
 * - per account from any address (a much higher ceiling): distributed guessing still stops;
 * - per address across accounts: one client spraying many e-mails stops.
 */
export function createLoginThrottle(config: LoginThrottleConfig): LoginThrottle {
  const limiter = (keyPrefix: string, points: number) =>
    ({ points, store: new RateLimiterMemory({ keyPrefix, points, duration: config.windowSeconds }) }) as const;
  const perAccountAndIp = limiter('login_fail_account_ip', config.maxFailuresPerAccount);
  const perAccount = limiter('login_fail_account', config.maxFailuresPerAccountAnyAddress);
  const perIp = limiter('login_fail_ip', config.maxFailuresPerIp);
  const accountAndIp = (email: string, ip: string) => `${email}\u0000${ip}`;
  const keyed = (email: string, ip: string) =>
    [
      [perAccountAndIp, accountAndIp(email, ip)],
      [perAccount, email],
      [perIp, ip],
    ] as const;

  return {
    async assertAllowed(email, ip) {
      const counters = keyed(email, ip);
      const states = await Promise.all(counters.map(([counter, key]) => counter.store.get(key)));
      const blocking = states.filter(
        (res, i): res is RateLimiterRes => res !== null && res.consumedPoints >= (counters[i]?.[0].points ?? 0),
      );
      if (blocking.length > 0) {
        const waitMs = Math.max(...blocking.map((res) => res.msBeforeNext));
        throw new TooManyRequestsError(MSG.tooManyAttempts, Math.max(1, Math.ceil(waitMs / 1000)));
      }
    },
    async recordFailure(email, ip) {
      // consume() rejects once over the limit; the counters still move, which is all we need
      await Promise.allSettled(keyed(email, ip).map(([counter, key]) => counter.store.consume(key)));
    },
    async recordSuccess(email, ip) {
      await perAccountAndIp.store.delete(accountAndIp(email, ip));
    },
  };
}
