import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { DESKTOP_APP_HOST, DESKTOP_APP_SCHEME } from '@banco/shared';

/**
 * The `app://banco/` protocol: the renderer bundled in the app (out/renderer), served from the
 * app's own files, so the window opens without any server. Plain Node with the web Request and
 * Response (what Electron's protocol.handle takes); the Electron adapter only registers it.
 *
 * - a file of the bundle answers with its MIME type;
 * - a client route (no file extension, e.g. /negozi/12) answers index.html (SPA fallback);
 * - a missing asset (with an extension) is 404, never index.html;
 * - a path leaving the bundle (.., encoded slashes or backslashes, NUL) is refused (400);
 * - another host than `banco` is 404; other methods than GET/HEAD are 405.
 */
export type AppAssetResolution =
  | { kind: 'file'; filePath: string; mimeType: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function mimeTypeOf(filePath: string): string {
  return MIME_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

const INDEX_FILE = 'index.html';

/** The decoded path segments of an app:// URL, or undefined when one is unsafe. */
function safeSegments(pathname: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment) || /^[a-z]:/i.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** Which file of `rendererDir` answers `rawUrl`. */
export async function resolveAppAsset(rendererDir: string, rawUrl: string): Promise<AppAssetResolution> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { kind: 'bad-request' };
  }
  if (url.protocol !== `${DESKTOP_APP_SCHEME}:` || url.host !== DESKTOP_APP_HOST) return { kind: 'not-found' };
  const segments = safeSegments(url.pathname);
  if (segments === undefined) return { kind: 'bad-request' };
  const root = resolve(rendererDir);
  const index = join(root, INDEX_FILE);
  const filePath = resolve(root, ...segments);
  const inside = relative(root, filePath);
  if (inside.startsWith('..') || isAbsolute(inside)) return { kind: 'bad-request' };
  if (segments.length > 0 && (await isFile(filePath))) return { kind: 'file', filePath, mimeType: mimeTypeOf(filePath) };
  const last = segments.at(-1) ?? '';
  if (extname(last) !== '') return { kind: 'not-found' };
  return { kind: 'file', filePath: index, mimeType: mimeTypeOf(index) };
}

/**
 * The Content-Security-Policy of the bundled pages: own scripts and styles (plus inline styles,
 * which the UI library injects), and API calls to the app's server only.
 */
export function appContentSecurityPolicy(apiBaseUrl: string): string {
  const self = `'self' ${DESKTOP_APP_SCHEME}://${DESKTOP_APP_HOST}`;
  return [
    `default-src ${self}`,
    `script-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data: blob:`,
    `font-src ${self} data:`,
    `connect-src ${self} ${new URL(apiBaseUrl).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface AppProtocolOptions {
  /** out/renderer of the app (inside app.asar when packaged: Electron's fs reads it). */
  rendererDir: string;
  /** The server the pages call (connect-src). */
  apiBaseUrl: string;
}

function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

/** The protocol.handle handler: Request → Response. */
export function createAppProtocolHandler(options: AppProtocolOptions): (request: Request) => Promise<Response> {
  const csp = appContentSecurityPolicy(options.apiBaseUrl);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Metodo non consentito', { allow: 'GET, HEAD' });
    const resolution = await resolveAppAsset(options.rendererDir, request.url);
    if (resolution.kind === 'bad-request') return textResponse(400, 'Richiesta non valida');
    if (resolution.kind === 'not-found') return textResponse(404, 'Non trovato');
    let body: Buffer;
    try {
      body = await readFile(resolution.filePath);
    } catch {
      return textResponse(404, 'Non trovato');
    }
    const headers = {
      'content-type': resolution.mimeType,
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    };
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}
