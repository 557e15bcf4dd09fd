import type { ApiFailure, ApiSuccess, ValidationErrors } from '@banco/shared';

/** The success envelope `{ success: true, data, message? }`. */
export function successBody<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}


/** The failure envelope `{ success: false, error, validation_errors?, request_id? }`. */
export function failure(error: string, extra: { validationErrors?: ValidationErrors; requestId?: string } = {}): ApiFailure {
  const body: ApiFailure = { success: false, error };
  if (extra.validationErrors !== undefined) body.validation_errors = extra.validationErrors;
  if (extra.requestId !== undefined) body.request_id = extra.requestId;
  return body;
}
