import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  createQueryClient,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-client.ts';

const httpError = (status: number) => new ApiError(`HTTP ${status}`, { status, path: '/x' });

describe('query retry policy (spec 1 §8)', () => {
  it('never retries 401 and 403', () => {
    expect(shouldRetryQuery(0, httpError(401))).toBe(false);
    expect(shouldRetryQuery(0, httpError(403))).toBe(false);
  });

  it('makes up to 3 attempts otherwise', () => {
    // TanStack passes 0 after the first failure, 1 after the second.
    expect(shouldRetryQuery(0, httpError(500))).toBe(true);
    expect(shouldRetryQuery(1, httpError(500))).toBe(true);
    expect(shouldRetryQuery(2, httpError(500))).toBe(false);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
    expect(shouldRetryQuery(1, httpError(0))).toBe(true);
    expect(shouldRetryQuery(0, httpError(404))).toBe(true);
  });

  it('retries a mutation once, except for a refusal of the server', () => {
    expect(shouldRetryMutation(0, httpError(503))).toBe(true);
    expect(shouldRetryMutation(0, httpError(0))).toBe(true);
    expect(shouldRetryMutation(1, httpError(503))).toBe(false);
    expect(shouldRetryMutation(0, httpError(422))).toBe(false);
    expect(shouldRetryMutation(0, httpError(401))).toBe(false);
  });

  it('waits 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('query client defaults (spec 1 §9)', () => {
  it('keeps data fresh 5 minutes and collects it after 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(shouldRetryMutation);
  });

  it('stops a failing query after 3 attempts', async () => {
    const client = createQueryClient();
    let attempts = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['x'],
        retry: shouldRetryQuery,
        retryDelay: 1,
        queryFn: () => {
          attempts += 1;
          return Promise.reject(httpError(500));
        },
      }),
    ).rejects.toThrow('HTTP 500');
    expect(attempts).toBe(3);
  });
});
