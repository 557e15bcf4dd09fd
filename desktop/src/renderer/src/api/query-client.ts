import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';

/** Spec 1 §8–§9: query attempts, backoff and cache lifetimes. */
export const QUERY_MAX_ATTEMPTS = 3;
export const MUTATION_MAX_RETRIES = 1;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;

function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

/**
 * Queries: never retried on 401 or 403, otherwise up to 3 attempts in all.
 * `failureCount` is the number of failures so far minus one (TanStack starts it at 0).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 401 || status === 403) return false;
  return failureCount + 1 < QUERY_MAX_ATTEMPTS;
}

/**
 * Mutations retry once; an answer of the server that refuses the request (4xx: validation,
 * permission, conflict) is final, since sending it again cannot change it.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MUTATION_MAX_RETRIES;
}

/** 1 s, 2 s, 4 s, … at most 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
}
