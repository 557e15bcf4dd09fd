import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a token was refused: expired (the client refreshes) or anything else (the client signs in). */
export type Hs256Refusal = 'expired' | 'invalid';

export type Hs256Result = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: Hs256Refusal };

const invalid: Hs256Result = { ok: false, reason: 'invalid' };

function jsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a compact HS256 JWT the way jose's jwtVerify does for our tokens (algorithm HS256 only,
 * signature, issuer, audience, exp and nbf against the current second), synchronously with
 * node:crypto: it runs at every authenticated request, where WebCrypto's async verify cost several
 * times more. Tokens are still signed by jose (access-tokens.ts).
 */
export function verifyHs256(token: string, key: Buffer, expected: { issuer: string; audience: string }): Hs256Result {
  const parts = token.split('.');
  if (parts.length !== 3) return invalid;
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = jsonObject(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header) return invalid;
  const signature = Buffer.from(signaturePart, 'base64url');
  const computed = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  if (signature.length !== computed.length || !timingSafeEqual(signature, computed)) return invalid;
  const payload = jsonObject(payloadPart);
  if (!payload) return invalid;
  const audience = payload.aud;
  if (payload.iss !== expected.issuer) return invalid;
  if (!(audience === expected.audience || (Array.isArray(audience) && audience.includes(expected.audience)))) return invalid;
  const now = Math.floor(Date.now() / 1000);
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return invalid;
  if (typeof payload.exp !== 'number') return invalid;
  if (payload.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
