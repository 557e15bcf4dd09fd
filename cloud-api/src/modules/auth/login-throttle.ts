import { MSG } from '@banco/shared';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { LoginThrottleConfig } from '../../config.ts';
import { TooManyRequestsError } from '../../http/errors.ts';

export interface LoginThrottle {
  /** 429 MSG.tooManyAttempts when the account or the IP used up its failures. */
  assertAllowed(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A successful login clears the account's failures (not the IP's). */
  recordSuccess(email: string): Promise<void>;
}

/** Failed-login counters per account and per IP, in memory (one process). */
export function createLoginThrottle(config: LoginThrottleConfig): LoginThrottle {
  const perAccount = new RateLimiterMemory({
    keyPrefix: 'login_fail_account',
    points: config.maxFailuresPerAccount,
    duration: config.windowSeconds,
  });
  const perIp = new RateLimiterMemory({
    keyPrefix: 'login_fail_ip',
    points: config.maxFailuresPerIp,
    duration: config.windowSeconds,
  });
  const exhausted = (res: RateLimiterRes | null, points: number) => res !== null && res.consumedPoints >= points;

  return {
    async assertAllowed(email, ip) {
      const [account, address] = await Promise.all([perAccount.get(email), perIp.get(ip)]);
      const blocking = [
        exhausted(account, config.maxFailuresPerAccount) ? account : null,
        exhausted(address, config.maxFailuresPerIp) ? address : null,
      ].filter((res): res is RateLimiterRes => res !== null);
      if (blocking.length > 0) {
        const waitMs = Math.max(...blocking.map((res) => res.msBeforeNext));
        throw new TooManyRequestsError(MSG.tooManyAttempts, Math.max(1, Math.ceil(waitMs / 1000)));
      }
    },
    async recordFailure(email, ip) {
      // consume() rejects once over the limit; the counters still move, which is all we need
      await Promise.allSettled([perAccount.consume(email), perIp.consume(ip)]);
    },
    async recordSuccess(email) {
      await perAccount.delete(email);
    },
  };
}
