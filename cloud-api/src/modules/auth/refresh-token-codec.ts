import { createHmac, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 256 random bits, base64url. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Stored form of a refresh token: HMAC-SHA-256 keyed with JWT_REFRESH_SECRET, hex (64 chars). */
export function refreshTokenHasher(secret: string): (token: string) => string {
  return (token) => createHmac('sha256', secret).update(token).digest('hex');
}
