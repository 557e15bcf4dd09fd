import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appContentSecurityPolicy, createAppProtocolHandler, mimeTypeOf, resolveAppAsset } from './app-protocol.ts';

let base: string;
let dir: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'banco-protocol-'));
  dir = join(base, 'renderer');
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><p>index</p>');
  await writeFile(join(dir, 'favicon.svg'), '<svg/>');
  await writeFile(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(dir, 'assets', 'index-abc.css'), 'body{}');
  await writeFile(join(dir, 'assets', 'font file.woff2'), 'w');
  await writeFile(join(base, 'secret.txt'), 'secret');
  await writeFile(join(base, 'renderer-other.txt'), 'other');
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('app:// request → file', () => {
  it.each([
    ['app://banco/index.html', 'index.html', 'text/html; charset=utf-8'],
    ['app://banco/assets/index-abc.js', 'assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['app://banco/assets/index-abc.css?v=1#x', 'assets/index-abc.css', 'text/css; charset=utf-8'],
    ['app://banco/favicon.svg', 'favicon.svg', 'image/svg+xml'],
    ['app://banco/assets/font%20file.woff2', 'assets/font file.woff2', 'font/woff2'],
  ])('serves the bundled file %s', async (url, file, mimeType) => {
    expect(await resolveAppAsset(dir, url)).toEqual({ kind: 'file', filePath: join(dir, file), mimeType });
  });

  it.each(['app://banco/', 'app://banco', 'app://banco/negozi/12', 'app://banco/login?next=%2Fnegozi', 'app://banco/assets'])(
    'answers index.html for the client route %s',
    async (url) => {
      expect(await resolveAppAsset(dir, url)).toEqual({ kind: 'file', filePath: join(dir, 'index.html'), mimeType: 'text/html; charset=utf-8' });
    },
  );

  it.each(['app://banco/assets/missing.js', 'app://banco/negozi/logo.png', 'app://other/index.html', 'app://BANCO/index.html', 'https://banco/index.html'])(
    'answers 404 for %s (no index.html for a missing asset or another host)',
    async (url) => {
      expect(await resolveAppAsset(dir, url)).toEqual({ kind: 'not-found' });
    },
  );

  it.each([
    'app://banco/..%2fsecret.txt',
    'app://banco/assets/..%2f..%2fsecret.txt',
    'app://banco/%2e%2e%2fsecret.txt',
    'app://banco/..%5csecret.txt',
    'app://banco/a\\..\\..\\secret.txt',
    'app://banco/%00index.html',
    'app://banco/C:%5cWindows%5cwin.ini',
    'app://banco/C:/Windows/win.ini',
    'app://banco/%E0%A4%A',
    'not a url',
  ])('refuses the path %s', async (url) => {
    expect(await resolveAppAsset(dir, url)).toEqual({ kind: 'bad-request' });
  });

  it('resolves literal dot segments inside the bundle, never above it', async () => {
    // The URL parser removes them first: /../../secret.txt is /secret.txt of the bundle (missing).
    expect(await resolveAppAsset(dir, 'app://banco/../../secret.txt')).toEqual({ kind: 'not-found' });
    expect(await resolveAppAsset(dir, 'app://banco/%2e%2e/renderer-other.txt')).toEqual({ kind: 'not-found' });
    expect(await resolveAppAsset(dir, 'app://banco/assets/../favicon.svg')).toMatchObject({ filePath: join(dir, 'favicon.svg') });
  });

  it('knows the MIME types of the bundle', () => {
    expect(mimeTypeOf('a.HTML')).toBe('text/html; charset=utf-8');
    expect(mimeTypeOf('a.mjs')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeOf('a.png')).toBe('image/png');
    expect(mimeTypeOf('a.unknown')).toBe('application/octet-stream');
  });
});

describe('protocol handler', () => {
  const handler = () => createAppProtocolHandler({ rendererDir: dir, apiBaseUrl: 'http://127.0.0.1:43121' });

  it('answers the file with its type, the CSP and nosniff', async () => {
    const response = await handler()(new Request('app://banco/assets/index-abc.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('connect-src \'self\' app://banco http://127.0.0.1:43121');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('falls back to index.html for client routes, HEAD without a body', async () => {
    expect(await (await handler()(new Request('app://banco/utenti/3/modifica'))).text()).toContain('<p>index</p>');
    const head = await handler()(new Request('app://banco/', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('refuses traversal, missing assets and other methods', async () => {
    expect((await handler()(new Request('app://banco/..%2fsecret.txt'))).status).toBe(400);
    expect((await handler()(new Request('app://banco/assets/none.js'))).status).toBe(404);
    const post = await handler()(new Request('app://banco/', { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 404 when the bundle is missing (broken install)', async () => {
    const missing = createAppProtocolHandler({ rendererDir: join(base, 'nowhere'), apiBaseUrl: 'https://b.it' });
    expect((await missing(new Request('app://banco/'))).status).toBe(404);
  });

  it('CSP: own code only, API calls to the server origin only', () => {
    const csp = appContentSecurityPolicy('https://banco.example.it/negozio');
    expect(csp).toContain("script-src 'self' app://banco;");
    expect(csp).toContain("connect-src 'self' app://banco https://banco.example.it;");
    expect(csp).toContain("object-src 'none'");
  });
});
