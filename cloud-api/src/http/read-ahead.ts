import type { AppState } from './state.ts';

/**
 * Read-ahead routes: read-only handlers whose caller is taken from its session's last identity
 * and confirmed by the identity statement travelling with the route's first raw read (one round
 * trip instead of two; modules/auth/read-ahead-reads.ts). Revocation, deactivation and suspension
 * still apply to the very request: nothing is answered before the fresh identity is checked.
 * Such a handler reads through `sc.reads` only (its EntityManager refuses until confirmed) and
 * writes nothing.
 */

/** A provisional caller's confirmation, pending until its identity statement has been read. */
export interface PendingIdentity {
  readonly confirmed: boolean;
  /** Confirms it with the identity statement alone when no read carried it; throws as authentication would, or IdentityChanged. */
  settle(): Promise<void>;
}

/**
 * The fresh identity is valid but not the provisional caller (another role, company or stores):
 * the route runs again for the fresh caller, which `adopt` puts on the request's state.
 */
export class IdentityChanged extends Error {
  readonly adopt: () => void;
  constructor(adopt: () => void) {
    super('the caller changed since its last request');
    this.adopt = adopt;
  }
}

const READ_AHEAD = Symbol('readAhead');

/** Marks a read-only handler as a read-ahead route (see above). */
export function readAhead<H extends (...args: never[]) => unknown>(handler: H): H {
  return Object.assign(handler, { [READ_AHEAD]: true });
}

export const isReadAhead = (handler: unknown): boolean => typeof handler === 'function' && READ_AHEAD in handler;

/**
 * Runs a read-ahead route: an error met while the caller is unconfirmed waits for the identity
 * (a revoked session gets its 401, not the route's answer); a changed caller is adopted, its
 * access checked again (`recheck`), and the route runs once more, confirmed.
 */
export async function runReadAhead(state: AppState, run: () => Promise<void>, recheck: () => void): Promise<void> {
  let changed: IdentityChanged;
  try {
    await run();
    return;
  } catch (error) {
    changed = error instanceof IdentityChanged ? error : await changeBehind(state, error);
  }
  changed.adopt();
  recheck();
  await run();
}

/** The IdentityChanged behind a route's error, if the pending identity turns out changed; else the error (or the identity's own). */
async function changeBehind(state: AppState, error: unknown): Promise<IdentityChanged> {
  const pending = state.pendingIdentity;
  if (pending && !pending.confirmed) {
    try {
      await pending.settle();
    } catch (identityError) {
      if (identityError instanceof IdentityChanged) return identityError;
      throw identityError;
    }
  }
  throw error;
}
