import type { ValidationErrors } from '@banco/shared';

export interface ApiErrorDetails {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The request path as the caller gave it (e.g. '/auth/me'). */
  path: string;
  /** Server-side correlation id of a 500, when present. */
  requestId?: string;
  /** The message is the server's own (body.error or body.message), not a transport fallback. */
  fromServer?: boolean;
}

/** Any failure of an /api call (spec 1 §8): the Italian/transport message plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly path: string;
  readonly requestId: string | undefined;
  readonly fromServer: boolean;

  constructor(message: string, details: ApiErrorDetails) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.path = details.path;
    this.requestId = details.requestId;
    this.fromServer = details.fromServer ?? false;
  }
}

/**
 * success false with validation_errors (spec 1 §7): the field → message map travels to the caller,
 * which shows each message under its field. Thrown, never returned, so every call site has one shape.
 */
export class ApiValidationError extends ApiError {
  readonly validationErrors: ValidationErrors;

  constructor(message: string, details: ApiErrorDetails, validationErrors: ValidationErrors) {
    super(message, details);
    this.name = 'ApiValidationError';
    this.validationErrors = validationErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isApiValidationError(error: unknown): error is ApiValidationError {
  return error instanceof ApiValidationError;
}

/**
 * The text to show a user for a failure: the server's own message, the connection error, or the
 * screen's Italian fallback (spec 1 §8: 'the server message, or …') instead of a transport text
 * such as 'HTTP 502'. With `connection`, that text replaces the client's own when the server could
 * not be reached.
 */
export function userMessage(error: unknown, fallback: string, connection?: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0 && connection !== undefined) return connection;
  return error.fromServer || error.status === 0 ? error.message : fallback;
}
