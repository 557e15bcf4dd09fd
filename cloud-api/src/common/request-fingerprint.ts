import { createHash } from 'node:crypto';
import { ConflictError } from '../http/errors.ts';

/** JSON with the keys of every object in order, so the same input hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The SHA-256 of a request as parsed (canonicalJson): two requests with the same fingerprint ask for the same work. */
export function requestFingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value) ?? '').digest('hex');
}

/**
 * The fingerprint of a counter's completion (a sale, a return) under its client id, without the
 * credentials a manager typed (`authorization`, `approval`): a retry after a lost reply sends the same
 * work, whoever re-typed them; another cart or another refund under the same id is another request.
 */
export function completionFingerprint(body: object, credentials: 'authorization' | 'approval'): string {
  const { [credentials]: _typed, ...work } = body as Record<string, unknown>;
  return requestFingerprint(work);
}

/**
 * A completion found under the body's client id is the same work again (a retry: it answers the first
 * result), or other work reusing the id: 409 with `message`, nothing written. Rows made before
 * fingerprints were kept (null) count as the same work.
 */
export function assertSameCompletion(stored: string | null | undefined, body: object, credentials: 'authorization' | 'approval', message: string): void {
  if (stored != null && stored !== completionFingerprint(body, credentials)) throw new ConflictError(message);
}
