import { luhnCheckDigit } from '@banco/shared';
import type { Envelope, TestServer } from './test-server.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A test file's way to call the API as a user: `api('POST', '/stores', token, body)` answers the
 * envelope. `server` is read at each call, since a file starts its server in beforeAll.
 */
export function apiCaller(server: () => TestServer) {
  return (method: Method, path: string, token: string, body?: unknown, headers?: Record<string, string>) =>
    server().request<Envelope>(method, `/api${path}`, { token, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
}

/**
 * Fresh valid IMEIs for a test file: its 2-digit `prefix`, this run's time stamp and a counter (14
 * digits), then the Luhn check digit — unique across files and across runs on one database.
 */
export function imeiSequence(prefix: string): () => string {
  const run = String(Date.now()).slice(-8);
  let count = 0;
  return () => {
    count += 1;
    const body = `${prefix}${run}${String(count).padStart(4, '0')}`;
    return `${body}${luhnCheckDigit(body)}`;
  };
}
