import cors from '@koa/cors';
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import { DESKTOP_APP_ORIGIN, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@banco/shared';

/**
 * The headers of an API answer (JSON or a file, never a page to render), as the OWASP REST security
 * cheat sheet lists them: nothing may load or frame it, no sniffing, no referrer, no cache (customer
 * data). Fixed, so set from one list; the page's policy (below) is for documents and was a third of
 * every API answer's bytes.
 */
const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cache-Control', 'no-store'],
];

/**
 * Security headers: the API's fixed list under /api, koa-helmet for the pages. The page CSP fits the
 * React app served at /: only own scripts, own styles plus inline ones (the UI library injects
 * <style> tags), own API.
 */
export function securityHeaders(): Middleware {
  const pages = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // TLS, when used, is terminated by a reverse proxy that owns HSTS
    strictTransportSecurity: false,
  });
  return (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return pages(ctx, next);
    for (const [name, value] of API_HEADERS) ctx.set(name, value);
    return next();
  };
}

/**
 * CORS only for the configured origins and the desktop app (`app://banco`); same-origin requests
 * need none. The desktop app is always allowed, on every server (embedded or remote), so a shop's
 * server needs no setting for its counters. That opens nothing to the web: no web page can have the
 * origin app://banco (only an app that registers the scheme serves pages from it, and such a program
 * could call the API without any browser rule), and the API authenticates with a bearer token the
 * page must hold, never with cookies, so CORS protects no ambient credential here.
 * Private Network Access preflights (a page calling a server on 127.0.0.1 or the shop's network)
 * are answered for the allowed origins only.
 */
export function corsPolicy(origins: readonly string[]): Middleware {
  const allowed = new Set([DESKTOP_APP_ORIGIN, ...origins]);
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', IDEMPOTENCY_KEY_HEADER],
    exposeHeaders: ['X-Request-Id', 'Retry-After', IDEMPOTENT_REPLAY_HEADER],
    maxAge: 600,
    privateNetworkAccess: true,
  });
}
