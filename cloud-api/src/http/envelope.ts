import type { ApiFailure, ApiSuccess, ValidationErrors } from '@banco/shared';
import type { Context } from 'koa';

/** Answers `{ success: true, data, message? }`. */
export function ok<T>(ctx: Context, data: T, options: { message?: string; status?: number } = {}): void {
  const body: ApiSuccess<T> = { success: true, data };
  if (options.message !== undefined) body.message = options.message;
  ctx.status = options.status ?? 200;
  ctx.body = body;
}

/** The failure envelope `{ success: false, error, validation_errors?, request_id? }`. */
export function failure(error: string, extra: { validationErrors?: ValidationErrors; requestId?: string } = {}): ApiFailure {
  const body: ApiFailure = { success: false, error };
  if (extra.validationErrors !== undefined) body.validation_errors = extra.validationErrors;
  if (extra.requestId !== undefined) body.request_id = extra.requestId;
  return body;
}
