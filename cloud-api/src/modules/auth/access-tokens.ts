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

/** Short-lived HS256 JWTs: signed by jose, verified synchronously (hs256-verify.ts). */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
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
      const result = verifyHs256(token, verifyKey, { issuer: ISSUER, audience: AUDIENCE });
      if (!result.ok) throw new UnauthorizedError(result.reason === 'expired' ? MSG.sessionExpired : MSG.unauthenticated);
      const { payload } = result;
      const userId = Number(payload.sub);
      const { sid, cid, role } = payload;
      if (!Number.isSafeInteger(userId) || typeof sid !== 'number' || !(cid === null || typeof cid === 'number') || !isRole(role)) {
        throw new UnauthorizedError(MSG.unauthenticated);
      }
      return { userId, sessionId: sid, companyId: cid, role };
    },
  };
}
