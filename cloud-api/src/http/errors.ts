import { MSG, type ValidationErrors } from '@banco/shared';

interface AppErrorOptions {
  validationErrors?: ValidationErrors;
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * An expected failure with its HTTP status and the Italian message shown to the user.
 * Services throw these; the error middleware turns them into the envelope, once.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly validationErrors: ValidationErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.validationErrors = options.validationErrors;
    this.headers = options.headers ?? {};
  }
}

export class BadRequestError extends AppError {
  constructor(message: string = MSG.invalidJson) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = MSG.unauthenticated) {
    super(401, message, { headers: { 'WWW-Authenticate': 'Bearer' } });
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = MSG.forbidden) {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = MSG.notFound) {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string = MSG.conflict) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string = MSG.payloadTooLarge) {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string = MSG.unsupportedMediaType) {
    super(415, message);
  }
}

/** 422 with field → message pairs. */
export class ValidationError extends AppError {
  constructor(validationErrors: ValidationErrors, message: string = MSG.validationFailed) {
    super(422, message, { validationErrors });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string = MSG.tooManyRequests, retryAfterSeconds?: number) {
    super(429, message, retryAfterSeconds === undefined ? {} : { headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
}
