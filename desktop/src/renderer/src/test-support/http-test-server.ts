// Test-only module (Vitest, node environment). tsconfig.web covers all of src/renderer, so Node's
// types are referenced here, for the test files that import this server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path without the /api prefix, query included (e.g. '/users?page=1'). */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
  rawBody: string;
}

export interface Reply {
  status?: number;
  /** Serialized as JSON unless `raw` is given. */
  json?: unknown;
  /** Sent as is (for empty and non-JSON bodies). */
  raw?: string;
  contentType?: string;
  /** Answer only once this settles (e.g. until the overlapping calls have arrived): calls overlap without a timed wait. */
  holdUntil?: Promise<unknown>;
  /** Send the headers and half the body, then cut the connection (a drop while the body arrives). */
  cutMidBody?: boolean;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server on 127.0.0.1 and a free port, answering under /api with per-route handlers.
 * The API client is tested against it through the real fetch.
 */
export interface TestServer {
  /** Settles once `count` requests matching `match` have arrived (for holdUntil). */
  arrived(match: (request: RecordedRequest) => boolean, count?: number): Promise<void>;
  /** e.g. 'http://127.0.0.1:41234/api' */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets the handler for 'METHOD /path' (path without query). */
  on(route: string, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

const API_PREFIX = '/api';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startTestServer(): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  /** Checks of pending `arrived` calls, run on every request. */
  const waiters = new Set<() => void>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const rawBody = await readBody(request);
      const full = new URL(request.url ?? '/', 'http://localhost');
      const path = full.pathname.startsWith(API_PREFIX) ? full.pathname.slice(API_PREFIX.length) : full.pathname;
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        url: `${path}${full.search}`,
        path,
        query: full.searchParams,
        headers: request.headers,
        body: parseJson(rawBody),
        rawBody,
      };
      requests.push(recorded);
      for (const waiter of [...waiters]) waiter();
      const handler = handlers.get(`${recorded.method} ${path}`);
      const reply: Reply = handler
        ? await handler(recorded)
        : { status: 404, json: { success: false, error: 'Risorsa non trovata' } };
      if (reply.holdUntil) await reply.holdUntil.catch(() => undefined);
      const body = reply.raw ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
      if (reply.cutMidBody) {
        response.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
        // cut once the half has left: the client has the headers and part of the body
        response.write(body.slice(0, Math.floor(body.length / 2)), () => response.socket?.destroy());
        return;
      }
      response.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'application/json' });
      response.end(body);
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${API_PREFIX}`,
    requests,
    arrived(match, count = 1) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (requests.filter(match).length < count) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      });
    },
    on(route, handler) {
      handlers.set(route, handler);
    },
    reset() {
      handlers.clear();
      waiters.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
