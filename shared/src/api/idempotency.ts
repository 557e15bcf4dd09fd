import { z } from 'zod';
import { MSG } from '../validation/messages.ts';

/**
 * Exactly-once creates: the client generates one UUID per submission and sends it in this header
 * to an endpoint declared `idempotent: true`, on the first try and on every retry. The server keeps
 * (user, key, endpoint, request hash, answer) for IDEMPOTENCY_KEY_TTL_HOURS, written in the same
 * transaction as the work: a repeat with the same input gets the first answer (with the header
 * IDEMPOTENT_REPLAY_HEADER), the same key with another input 409 MSG.idempotencyKeyReused.
 * Without the header the endpoint works as any other.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the stored first answer. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** The field name of validation_errors for a malformed key. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

export const idempotencyKeySchema = z.uuid({ error: MSG.idempotencyKeyInvalid });
