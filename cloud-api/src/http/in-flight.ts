import type { Middleware } from 'koa';

/**
 * Counts the requests being handled, so that shutdown can let them finish before the database
 * closes. A client that disconnects does not stop its handler: Koa runs it to the end, and closing
 * the database under it would fail its queries mid-transaction.
 */
export interface InFlightTracker {
  middleware: Middleware;
  /** Resolves when no request is being handled, or after `timeoutMs`. */
  idle(timeoutMs: number): Promise<void>;
  /** How many requests are being handled now. */
  active(): number;
}

export function createInFlightTracker(): InFlightTracker {
  let count = 0;
  let waiters: Array<() => void> = [];
  const release = () => {
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  return {
    middleware: async (_ctx, next) => {
      count += 1;
      try {
        await next();
      } finally {
        count -= 1;
        if (count === 0) release();
      }
    },
    active: () => count,
    idle(timeoutMs) {
      if (count === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
