import fs from 'node:fs/promises';
import path from 'node:path';
import { MSG, type HealthDto } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const ALLOWED_ORIGIN = 'https://banco.example.it';
let server: TestServer;
let rendererDir: string;

beforeAll(async () => {
  server = await startTestServer({ corsOrigins: [ALLOWED_ORIGIN], bodyLimit: '2kb' });
  rendererDir = server.config.rendererDir;
});
afterAll(() => server?.close());

describe('envelope and transport', () => {
  it('GET /api/health reports a live database, the version and the uptime', async () => {
    const res = await server.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const health = res.body.data as HealthDto;
    expect(health).toEqual({ status: 'ok', database: 'up', version: '0.1.0', uptime_seconds: expect.any(Number) });
    expect(Object.keys(res.body).sort()).toEqual(['data', 'success']);
  });

  it('answers 404 in the envelope for an unknown /api path and a wrong method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/health'],
      ['DELETE', '/api/auth/login'],
    ] as const) {
      const res = await server.request(method, url);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual({ success: false, error: MSG.notFound });
    }
  });

  it('answers 400 MSG.invalidJson for a malformed JSON body', async () => {
    const res = await server.request('POST', '/api/auth/login', { rawBody: '{"email": "a@b.it", ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: MSG.invalidJson });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await server.request('POST', '/api/auth/login', {
      body: { email: 'a@b.it', password: 'x'.repeat(4096) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: MSG.payloadTooLarge });
  });

  it('answers 422 with Italian validation_errors', async () => {
    const empty = await server.request('POST', '/api/auth/login', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      success: false,
      error: MSG.validationFailed,
      validation_errors: { email: MSG.emailRequired, password: MSG.passwordRequired },
    });
    const malformed = await server.request('POST', '/api/auth/login', { body: { email: 'mario@', password: '123' } });
    expect(malformed.body.validation_errors).toEqual({ email: MSG.emailInvalid, password: MSG.passwordMin6 });
    const notObject = await server.request('POST', '/api/auth/login', { rawBody: '[1,2]' });
    expect(notObject.status).toBe(422);
    expect(notObject.body.validation_errors).toEqual({ _: MSG.validationFailed });
  });

  it('answers 415 with the Italian message for a body that is not JSON, whatever else it carries', async () => {
    const bodies = [
      { rawBody: 'email=a@b.it&password=demo1234', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      { rawBody: '{"email":"superadmin@banco.demo","password":"demo1234"}', headers: { 'Content-Type': 'text/plain' } },
      { rawBody: '{"email":"superadmin@banco.demo","password":"demo1234"}', headers: { 'Content-Type': '' } },
    ];
    for (const options of bodies) {
      const res = await server.request('POST', '/api/auth/login', options);
      expect(res.status, options.headers['Content-Type']).toBe(415);
      expect(res.body).toEqual({ success: false, error: MSG.unsupportedMediaType });
    }
  });

  it('reads a +json body as JSON, and a POST without a body as empty', async () => {
    const patchJson = await server.request('POST', '/api/auth/login', {
      rawBody: '{"email":"superadmin@banco.demo","password":"demo1234"}',
      headers: { 'Content-Type': 'application/merge-patch+json; charset=utf-8' },
    });
    expect(patchJson.status).toBe(200);
    const empty = await server.request('POST', '/api/auth/login');
    expect(empty.status).toBe(422);
    expect(empty.body.validation_errors).toEqual({ email: MSG.emailRequired, password: MSG.passwordRequired });
  });

  it('echoes a sane X-Request-Id and generates one otherwise', async () => {
    const echoed = await server.request('GET', '/api/health', { headers: { 'X-Request-Id': 'cassa-01.abc' } });
    expect(echoed.headers.get('x-request-id')).toBe('cassa-01.abc');
    const generated = await server.request('GET', '/api/health', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets the security headers on API and page responses', async () => {
    for (const url of ['/api/health', '/api/nope', '/']) {
      const res = await server.request('GET', url);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('referrer-policy'), url).toBe('no-referrer');
      expect(res.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    // an API answer loads nothing and is never cached; the page gets the app's policy
    const api = await server.request('GET', '/api/health');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('cache-control')).toBe('no-store');
    const csp = (await server.request('GET', '/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe('CORS', () => {
  it('allows a configured origin, with preflight', async () => {
    const res = await server.request('GET', '/api/health', { headers: { Origin: ALLOWED_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    const preflight = await server.request('OPTIONS', '/api/auth/login', {
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('always allows the desktop app (app://banco), also to reach a server on a private network', async () => {
    const res = await server.request('GET', '/api/health', { headers: { Origin: 'app://banco' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('app://banco');
    const preflight = await server.request('OPTIONS', '/api/auth/login', {
      headers: {
        Origin: 'app://banco',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('app://banco');
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
    for (const origin of ['app://evil', 'app://banco.evil.it', 'null']) {
      const other = await server.request('GET', '/api/health', { headers: { Origin: origin } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('gives no CORS headers to another origin', async () => {
    const res = await server.request('GET', '/api/health', { headers: { Origin: 'https://evil.example.com' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await server.request('OPTIONS', '/api/auth/login', {
      headers: { Origin: 'https://evil.example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Private-Network': 'true' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-private-network')).toBeNull();
  });
});

describe('the React app at /', () => {
  it('says in Italian that the UI is not built when RENDERER_DIR is missing', async () => {
    const res = await server.request<string>('GET', '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.body).toContain('npm run build');
    expect(res.body).toContain('non è ancora stata compilata');
  });

  it('serves index.html, static files, and falls back to index.html for client routes', async () => {
    await fs.mkdir(path.join(rendererDir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><div id="root">Banco SPA</div>');
    await fs.writeFile(path.join(rendererDir, 'assets', 'app.js'), 'console.log("banco")');

    for (const url of ['/', '/login', '/customers/42/edit']) {
      const res = await server.request<string>('GET', url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain('text/html');
      expect(res.body, url).toContain('Banco SPA');
    }
    const asset = await server.request<string>('GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.body).toBe('console.log("banco")');

    const missingAsset = await server.request('GET', '/assets/missing.js');
    expect(missingAsset.status).toBe(404);
    // /api never falls back to the app
    const api = await server.request('GET', '/api/unknown');
    expect(api.body).toEqual({ success: false, error: MSG.notFound });
  });
});
