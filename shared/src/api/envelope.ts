import type { ValidationErrors } from '../validation/validation-errors.ts';

/** Every /api answer (spec 1 §7): JSON with a success flag. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  error: string;
  message?: string;
  validation_errors?: ValidationErrors;
  /** Set on 500s so a support request can be matched to the server log. */
  request_id?: string;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export const API_BASE_PATH = '/api';
