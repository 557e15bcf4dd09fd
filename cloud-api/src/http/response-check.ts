import type { AnyEndpoint } from '@banco/shared';

/** A response that does not match its declared schema: a server that drifted from the contract. */
export class ResponseDriftError extends Error {
  override name = 'ResponseDriftError';
}

/**
 * Checks `data` against the endpoint's response schema (tests and development): a mismatch
 * throws, so the request answers 500 and the test that made it fails.
 */
export function checkResponse(endpoint: AnyEndpoint, data: unknown): void {
  const result = endpoint.response.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`).join('; ');
  throw new ResponseDriftError(`${endpoint.method} ${endpoint.path} answered outside its contract: ${issues}`);
}
