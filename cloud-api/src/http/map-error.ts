import { MSG, type ValidationErrors } from '@banco/shared';
import {
  DeadlockException,
  DriverException,
  ForeignKeyConstraintViolationException,
  LockWaitTimeoutException,
  NotFoundError as OrmNotFoundError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { AppError } from './errors.ts';
import { FOREIGN_KEY_MESSAGES, violatedConstraint } from './foreign-key-messages.ts';
import { UNIQUE_MESSAGES } from './unique-messages.ts';

export interface MappedError {
  status: number;
  message: string;
  validationErrors?: ValidationErrors;
  headers: Record<string, string>;
  /** Unexpected: log the stack, hide it from the client. */
  internal: boolean;
}

const HTTP_MESSAGES: Record<number, string> = {
  400: MSG.validationFailed,
  401: MSG.unauthenticated,
  403: MSG.forbidden,
  404: MSG.notFound,
  409: MSG.conflict,
  413: MSG.payloadTooLarge,
  415: MSG.unsupportedMediaType,
  429: MSG.tooManyRequests,
};

function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true ? status : null;
}

/**
 * A foreign key refused the change: 23503, or 23001 (restrict_violation), which PostgreSQL raises
 * for ON DELETE RESTRICT in some versions and PGlite always, and MikroORM leaves a bare DriverException.
 */
function isForeignKeyViolation(error: unknown): error is DriverException & { constraint?: unknown } {
  return error instanceof ForeignKeyConstraintViolationException || (error instanceof DriverException && error.code === '23001');
}

/**
 * Two transactions crossed on the same rows and the database rolled one back: a deadlock (40P01),
 * a lock wait timeout, a serialization failure (40001). Writers lock in a fixed order where they
 * can (pieces by id, the sale counter first); across writers (a DDT and a sale over the same
 * products) it can still happen, and the request was all or nothing, so it can simply be sent again.
 */
function isCrossedWriters(error: unknown): boolean {
  return error instanceof DeadlockException || error instanceof LockWaitTimeoutException || (error instanceof DriverException && error.code === '40001');
}

/** Every error a request can raise → status, Italian message, headers. */
export function mapError(error: unknown): MappedError {
  if (error instanceof AppError) {
    return {
      status: error.status,
      message: error.message,
      ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
      headers: error.headers,
      internal: false,
    };
  }
  if (error instanceof OrmNotFoundError) {
    return { status: 404, message: MSG.notFound, headers: {}, internal: false };
  }
  if (isForeignKeyViolation(error)) {
    // a row still in use (ON DELETE RESTRICT): the message of the key that points at it
    const constraint = violatedConstraint(error);
    return { status: 409, message: (constraint && FOREIGN_KEY_MESSAGES[constraint]) || MSG.conflict, headers: {}, internal: false };
  }
  if (error instanceof UniqueConstraintViolationException) {
    // a value already taken: the answer of the unique index that refused it
    const constraint = violatedConstraint(error);
    const refusal = constraint === undefined ? undefined : UNIQUE_MESSAGES[constraint];
    if (refusal && 'field' in refusal) {
      return { status: 422, message: MSG.validationFailed, validationErrors: { [refusal.field]: refusal.message }, headers: {}, internal: false };
    }
    return { status: 409, message: refusal?.conflict ?? MSG.conflict, headers: {}, internal: false };
  }
  if (isCrossedWriters(error)) return { status: 409, message: MSG.concurrentChange, headers: {}, internal: false };
  const status = httpStatusOf(error);
  if (status !== null) {
    return { status, message: HTTP_MESSAGES[status] ?? MSG.validationFailed, headers: {}, internal: false };
  }
  return { status: 500, message: MSG.internalError, headers: {}, internal: true };
}
