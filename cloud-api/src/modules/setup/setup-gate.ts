import { randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read from a console. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
/** Wrong codes before the gate closes until the next start (the code is then useless to a guesser). */
const MAX_WRONG_CODES = 10;

export interface SetupGate {
  /** Printed on the server's console at start-up while no administrator exists. */
  readonly code: string;
  /** Whether a caller from `ip` must give the code: anyone not on the server's own machine. */
  requiresCode(ip: string): boolean;
  /** A caller's code; false for a wrong one, and always once too many were wrong. */
  accepts(code: string | undefined): boolean;
}

export function isLoopback(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

export function newSetupCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Who may create the first administrator of a new installation from the first-run screen:
 * whoever sits at the server's machine, or elsewhere whoever can read its console (the code).
 */
export function createSetupGate(code: string = newSetupCode()): SetupGate {
  let wrong = 0;
  const expected = Buffer.from(code);
  return {
    code,
    requiresCode: (ip) => !isLoopback(ip),
    accepts(given) {
      if (wrong >= MAX_WRONG_CODES) return false;
      const candidate = Buffer.from((given ?? '').trim().toUpperCase());
      const match = candidate.length === expected.length && timingSafeEqual(candidate, expected);
      if (!match) wrong += 1;
      return match;
    },
  };
}
