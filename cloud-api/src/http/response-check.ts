import type { AnyEndpoint, z } from '@banco/shared';

/** A response that does not match its declared schema: a server that drifted from the contract. */
export class ResponseDriftError extends Error {
  override name = 'ResponseDriftError';
}

function issuesOf(error: z.ZodError, prefix: string): string {
  return error.issues.map((issue) => `${[prefix, ...issue.path].filter((part) => part !== '').join('.') || '(data)'}: ${issue.message}`).join('; ');
}

/**
 * Checks `data` (and the fields beside it, `extra`) against the endpoint's response schemas
 * (tests and development): a mismatch throws, so the request answers 500 and the test that made it fails.
 */
export function checkResponse(endpoint: AnyEndpoint, data: unknown, extra?: unknown): void {
  const result = endpoint.response.safeParse(data);
  const extraResult = endpoint.extra.safeParse(extra);
  if (result.success && extraResult.success) return;
  const issues = [result.error && issuesOf(result.error, ''), extraResult.error && issuesOf(extraResult.error, '(envelope)')]
    .filter(Boolean)
    .join('; ');
  throw new ResponseDriftError(`${endpoint.method} ${endpoint.path} answered outside its contract: ${issues}`);
}
