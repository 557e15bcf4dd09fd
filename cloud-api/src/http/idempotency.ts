import {
  IDEMPOTENCY_KEY_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  idempotencyKeySchema,
  MSG,
  type AnyEndpoint,
} from '@banco/shared';
import type { Context } from 'koa';
import { requestFingerprint } from '../common/request-fingerprint.ts';
import { ConflictError, ValidationError } from './errors.ts';
import type { ServiceContext } from './service-context.ts';

/** A success answer as it leaves the server: status and the whole envelope. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** What identifies one idempotent request of the caller. */
export interface IdempotentRequest {
  key: string;
  /** `POST /stores`: the declared route. */
  endpoint: string;
  requestHash: string;
}

/** The request's `Idempotency-Key`, or undefined without one; a key that is not a UUID is a 422 on idempotency_key. */
export function idempotencyKeyOf(ctx: Context): string | undefined {
  const raw = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === '') return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw new ValidationError({ [IDEMPOTENCY_KEY_FIELD]: MSG.idempotencyKeyInvalid });
  return parsed.data.toLowerCase();
}

/** The request as the endpoint parsed it: two requests with the same hash ask for the same work. */
export function idempotentRequest(endpoint: AnyEndpoint, key: string, input: { params: unknown; query: unknown; body: unknown }): IdempotentRequest {
  const route = `${endpoint.method} ${endpoint.path}`;
  const requestHash = requestFingerprint({ route, ...input });
  return { key, endpoint: route, requestHash };
}

interface StoredRow {
  endpoint: string;
  request_hash: string;
  status: number | null;
  response: unknown;
}

/**
 * Does `work` once per (caller, key). In one transaction of the caller's EntityManager: the
 * caller's expired keys are deleted (lazily, after IDEMPOTENCY_KEY_TTL_HOURS), the key is claimed
 * by inserting its row (unique on user and key), the work runs on that transaction (services
 * nest their own transactions in it), and the row gets the answer; so the row exists exactly when
 * the work committed, and a failed work leaves no key behind (a retry does the work again).
 *
 * A second request with the same key while the first runs waits on the unique index (PostgreSQL;
 * PGlite's one connection queues it) and then finds the committed row: the same input gets the
 * stored answer (`replayed`), another input or another endpoint 409 MSG.idempotencyKeyReused.
 */
export function runOnce(
  sc: ServiceContext,
  request: IdempotentRequest,
  work: (sc: ServiceContext) => Promise<StoredAnswer>,
): Promise<{ answer: StoredAnswer; replayed: boolean }> {
  const { scope, userId } = sc.auth;
  const companyId = scope.all ? null : scope.companyId;
  return sc.em.transactional(async (tx) => {
    await tx.execute(
      `delete from idempotency_keys where user_id = ? and created_at < now() - make_interval(hours => ?)`,
      [userId, IDEMPOTENCY_KEY_TTL_HOURS],
    );
    const claimed = await tx.execute<{ id: number }[]>(
      `insert into idempotency_keys (company_id, user_id, key, endpoint, request_hash, created_at)
       values (?, ?, ?, ?, ?, now()) on conflict (user_id, key) do nothing returning id`,
      [companyId, userId, request.key, request.endpoint, request.requestHash],
    );
    const id = claimed[0]?.id;
    if (id === undefined) {
      const [stored] = await tx.execute<StoredRow[]>(
        `select endpoint, request_hash, status, response from idempotency_keys where user_id = ? and key = ?`,
        [userId, request.key],
      );
      // not visible (the key was used in another company) counts as another request
      if (!stored || stored.endpoint !== request.endpoint || stored.request_hash !== request.requestHash) {
        throw new ConflictError(MSG.idempotencyKeyReused);
      }
      if (stored.status === null) throw new ConflictError(MSG.idempotencyInProgress);
      return { answer: { status: stored.status, body: stored.response }, replayed: true };
    }
    const answer = await work({ ...sc, em: tx });
    await tx.execute(`update idempotency_keys set status = ?, response = ? where id = ?`, [answer.status, JSON.stringify(answer.body), id]);
    return { answer, replayed: false };
  });
}
