import { MSG, isRole, type Role } from '@banco/shared';
import { SignJWT } from 'jose';
import { UnauthorizedError } from '../../http/errors.ts';
import { verifyHs256 } from './hs256-verify.ts';

const ISSUER = 'banco';
const AUDIENCE = 'banco-api';

/** What an access token says: sub (user), sid (session), cid (current company), role. */
export interface AccessClaims {
  userId: number;
  sessionId: number;
  companyId: number | null;
  role: Role;
}

export interface AccessTokens {
  readonly ttlSeconds: number;
  sign(claims: AccessClaims): Promise<string>;
  /** Throws 401 MSG.sessionExpired for an expired token, MSG.unauthenticated for anything else wrong. */
  verify(token: string): Promise<AccessClaims>;
}

/** At most this many verified tokens are remembered (about 2 MB); the memory is emptied when full. */
const VERIFIED_MAX = 10_000;

/**
 * Short-lived HS256 JWTs: signed by jose, verified synchronously (hs256-verify.ts). A token is
 * immutable, so its signature and claims are checked once and remembered with its expiry, which is
 * checked at every use: the HMAC and two JSON parses were 5% of an authenticated read's CPU. What the
 * token names (session, user, company) is still read from the database at every request.
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  // imported once: jose would import a raw secret again at every sign and verify
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verifyKey = Buffer.from(secret, 'utf8');
  return {
    ttlSeconds,
    async sign(claims) {
      return new SignJWT({ sid: claims.sessionId, cid: claims.companyId, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt <= Math.floor(Date.now() / 1000)) throw new UnauthorizedError(MSG.sessionExpired);
        return known.claims;
      }
      const result = verifyHs256(token, verifyKey, { issuer: ISSUER, audience: AUDIENCE });
      if (!result.ok) throw new UnauthorizedError(result.reason === 'expired' ? MSG.sessionExpired : MSG.unauthenticated);
      const { payload } = result;
      const userId = Number(payload.sub);
      const { sid, cid, role, exp } = payload;
      if (!Number.isSafeInteger(userId) || typeof sid !== 'number' || !(cid === null || typeof cid === 'number') || !isRole(role) || typeof exp !== 'number') {
        throw new UnauthorizedError(MSG.unauthenticated);
      }
      const claims: AccessClaims = { userId, sessionId: sid, companyId: cid, role };
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(token, { claims, expiresAt: exp });
      return claims;
    },
  };
}
