import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '../src/http/api-router.ts';
import type { AppState } from '../src/http/state.ts';

/** A module router answering `name` and its params on each of `paths`. */
function moduleRouter(name: string, paths: string[]): Router<AppState> {
  const router = new Router<AppState>();
  for (const path of paths) {
    router.register(path, ['GET'], [
      (ctx) => {
        ctx.body = { module: name, path, params: ctx.params };
      },
    ]);
  }
  return router;
}

describe('the API router: routes matched by their first path segment', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const app = new Koa<AppState>();
    app.use(
      apiRouter('/api', [
        moduleRouter('stock', ['/warehouse/scan-imei', '/inventory/imei/:imei/history']),
        moduleRouter('customers', ['/customers', '/customers/:id']),
        // a second module under a segment the first already serves
        moduleRouter('settings', ['/warehouse/settings']),
      ]),
    );
    app.use((ctx) => {
      ctx.status = 404;
      ctx.body = { fallthrough: ctx.path };
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers each route of every module with its params, fixed paths and parameters alike', async () => {
    expect(await get('/api/customers')).toEqual({ status: 200, body: { module: 'customers', path: '/customers', params: {} } });
    expect(await get('/api/customers/42')).toEqual({ status: 200, body: { module: 'customers', path: '/customers/:id', params: { id: '42' } } });
    expect(await get('/api/inventory/imei/350000000000001/history')).toEqual({
      status: 200,
      body: { module: 'stock', path: '/inventory/imei/:imei/history', params: { imei: '350000000000001' } },
    });
  });

  it('reaches the routes of every module that serves a segment', async () => {
    expect((await get('/api/warehouse/scan-imei')).body.module).toBe('stock');
    expect((await get('/api/warehouse/settings')).body.module).toBe('settings');
  });

  it('passes on what no route answers: an unknown segment, an unknown path of a known one, a path outside the prefix', async () => {
    for (const path of ['/api/nothing/here', '/api/warehouse/nothing', '/api', '/apix/customers', '/customers']) {
      expect(await get(path)).toEqual({ status: 404, body: { fallthrough: path } });
    }
  });

  it('refuses a route that starts with a parameter (it would belong to every segment)', () => {
    expect(() => apiRouter('/api', [moduleRouter('bad', ['/:anything'])])).toThrow(/starts with a fixed segment/);
  });
});
