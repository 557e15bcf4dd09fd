import { MSG } from '@banco/shared';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { LoginThrottleConfig } from '../../config.ts';
import { TooManyRequestsError } from '../../http/errors.ts';

export interface LoginThrottle {
  /**
   * Counts an attempt as a failure before the password is checked, or answers 429 MSG.tooManyAttempts
   * when one of the counters below has used up its failures. Counting first is what holds under
   * concurrency: fifteen guesses sent at once used to read the counters together, all pass, and be
   * counted only after their (slow) password checks.
   */
  reserve(email: string, ip: string): Promise<void>;
  /** The password was right: the attempt was no failure, and the account's failures from that address are cleared. */
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
    async reserve(email, ip) {
      const counters = keyed(email, ip);
      // consume() rejects with the counter's state once over its points; the memory store counts each call at once
      const outcomes = await Promise.allSettled(counters.map(([counter, key]) => counter.store.consume(key)));
      const blocking = outcomes.flatMap((outcome) => (outcome.status === 'rejected' && outcome.reason instanceof RateLimiterRes ? [outcome.reason] : []));
      if (blocking.length === 0) return;
      // refused before any check: this attempt is not one more failure
      await Promise.all(counters.map(([counter, key]) => counter.store.reward(key)));
      const waitMs = Math.max(...blocking.map((res) => res.msBeforeNext));
      throw new TooManyRequestsError(MSG.tooManyAttempts, Math.max(1, Math.ceil(waitMs / 1000)));
    },
    async recordSuccess(email, ip) {
      await Promise.all([perAccountAndIp.store.delete(accountAndIp(email, ip)), perAccount.store.reward(email), perIp.store.reward(ip)]);
    },
  };
}
