import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineEndpoint, idField, MSG, z } from '@banco/shared';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowAnonymous } from '../src/common/policy.ts';
import { jsonBody } from '../src/http/body.ts';
import { errorHandler } from '../src/http/error-middleware.ts';
import { registerContract } from '../src/http/registrar.ts';
import { reply } from '../src/http/reply.ts';
import { requestContext } from '../src/http/request-context.ts';
import type { AppState } from '../src/http/state.ts';

/** The registrar on a bare Koa app: a contract of public endpoints, one of whose handlers drifts. */
const thing = z.object({ id: z.number().int(), name: z.string() });
const contract = {
  good: defineEndpoint({ method: 'GET', path: '/things/:id', access: 'public', params: z.object({ id: idField }), response: thing }),
  drifting: defineEndpoint({ method: 'GET', path: '/drifting', access: 'public', response: thing }),
  create: defineEndpoint({
    method: 'POST',
    path: '/things',
    access: 'public',
    body: z.object({ name: z.string({ error: MSG.storeNameRequired }).min(2, MSG.storeNameRequired) }),
    response: thing,
    status: 201,
    message: MSG.storeCreated,
  }),
  listed: defineEndpoint({ method: 'GET', path: '/listed', access: 'public', response: z.array(thing), extra: z.object({ total: z.number().int() }) }),
};

const logged: string[] = [];
const servers: http.Server[] = [];

async function serve(checkResponses: boolean): Promise<string> {
  const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
  const app = new Koa<AppState>();
  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(jsonBody('100kb'));
  const router = registerContract(
    contract,
    {
      good: async ({ params }) => ({ id: params.id, name: 'Centro' }),
      // a server that drifted: the name became a number (the cast stands for a mistake the types would catch)
      drifting: async () => ({ id: 1, name: 42 }) as unknown as z.infer<typeof thing>,
      create: async ({ body }) => ({ id: 7, name: body.name }),
      listed: async () => reply([{ id: 1, name: 'Centro' }], { extra: { total: 1 } }),
    },
    { requireAuth: allowAnonymous, checkResponses },
  );
  app.use(router.routes());
  const server = http.createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let checked: string;
let unchecked: string;
beforeAll(async () => {
  checked = await serve(true);
  unchecked = await serve(false);
});
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

describe('route contract', () => {
  it('answers a response that matches its schema in the envelope', async () => {
    const res = await fetch(`${checked}/things/5`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { id: 5, name: 'Centro' } });
  });

  it('turns a response that drifted from its declared schema into a failure (500), naming the field in the log', async () => {
    const res = await fetch(`${checked}/drifting`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ success: false, error: MSG.internalError });
    expect(logged.join('\n')).toContain('GET /drifting answered outside its contract: name');
  });

  it('does not check responses when the check is off (production)', async () => {
    const res = await fetch(`${unchecked}/drifting`);
    expect(res.status).toBe(200);
  });

  it('parses the body with its schema (422 with the Italian message) and answers the declared status and message', async () => {
    const invalid = await fetch(`${checked}/things`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":""}' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ validation_errors: { name: MSG.storeNameRequired } });
    const created = await fetch(`${checked}/things`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Centro"}' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ success: true, data: { id: 7, name: 'Centro' }, message: MSG.storeCreated });
  });

  it('answers 422 with validation_errors on the param for a path id outside the declared form', async () => {
    for (const bad of ['abc', '0x1', '01', '0']) {
      const res = await fetch(`${checked}/things/${bad}`);
      expect(res.status, bad).toBe(422);
      expect(await res.json()).toEqual({ success: false, error: MSG.validationFailed, validation_errors: { id: 'ID non valido' } });
    }
    expect((await fetch(`${checked}/things/3`)).status).toBe(200);
  });

  it('puts the declared fields beside data at the top of the envelope', async () => {
    const res = await fetch(`${checked}/listed`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: [{ id: 1, name: 'Centro' }], total: 1 });
  });
});
