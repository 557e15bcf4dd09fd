import { DESKTOP_APP_ORIGIN, withoutRefreshToken } from '@banco/shared';
import type { Middleware } from 'koa';

/**
 * The desktop app's page (Origin app://banco) never receives a refresh token: its main process
 * holds the session and posts the grants and refreshes itself, with no Origin. A grant the page made
 * directly (a script that got into it) is answered without the token, so it cannot carry the
 * session off; the page's own flow never asks for one.
 */
export function noRefreshTokenForDesktopPage(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.get('Origin') !== DESKTOP_APP_ORIGIN) return;
    const body = withoutRefreshToken(ctx.body);
    if (body !== ctx.body) ctx.body = body;
  };
}
