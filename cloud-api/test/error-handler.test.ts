import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@banco/shared';
import { DeadlockException, UniqueConstraintViolationException } from '@mikro-orm/core';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/error-middleware.ts';
import { ConflictError } from '../src/http/errors.ts';
import { requestContext } from '../src/http/request-context.ts';
import type { AppState } from '../src/http/state.ts';

/** The error middleware on a bare Koa app, with routes that fail on purpose. */
const logged: string[] = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
  const app = new Koa<AppState>();
  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(async (ctx) => {
    if (ctx.path === '/crash') throw new Error('segreto interno: stack trace');
    if (ctx.path === '/duplicate') throw new UniqueConstraintViolationException(new Error('duplicate key value'));
    if (ctx.path === '/conflict') throw new ConflictError();
    if (ctx.path === '/deadlock') throw new DeadlockException(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    ctx.body = { ok: true };
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('error middleware', () => {
  it('answers 500 with MSG.internalError and the request id; the stack goes only to the log', async () => {
    const res = await fetch(`${url}/crash`, { headers: { 'X-Request-Id': 'req-500' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: MSG.internalError, request_id: 'req-500' });
    expect(text).not.toContain('segreto');
    const entry = logged.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.msg === 'unhandled error');
    expect(entry?.req_id).toBe('req-500');
    expect(JSON.stringify(entry?.err)).toContain('segreto interno');
  });

  it('maps two writers crossed on the same rows (a deadlock) to 409 with the retry message, not 500', async () => {
    const res = await fetch(`${url}/deadlock`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, error: MSG.concurrentChange });
  });

  it('maps a unique-constraint violation and a ConflictError to 409', async () => {
    for (const path of ['/duplicate', '/conflict']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, error: MSG.conflict });
    }
  });
});
