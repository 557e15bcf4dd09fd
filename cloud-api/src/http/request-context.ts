import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { defineLazy } from './lazy-state.ts';
import type { AppState } from './state.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Outermost middleware: request id (X-Request-Id echoed when sane, generated otherwise), a pino
 * child logger per request (built when first used; it names the caller when it is built after
 * authentication), and one structured access-log line when the response is done.
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  // the access line names no secret: written without the redaction pass (a share of every request's cost)
  const access = logger.child({}, { redact: [] });
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    defineLazy(ctx.state, 'log', () => logger.child(ctx.state.auth ? { req_id: requestId, user_id: ctx.state.auth.userId } : { req_id: requestId }));
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const status = ctx.status;
      const line = {
        req_id: requestId,
        method: ctx.method,
        path: ctx.path,
        status,
        duration_ms: Math.round(durationMs * 100) / 100,
        user_id: ctx.state.auth?.userId ?? null,
      };
      if (status >= 500) access.error(line, 'request');
      else access.info(line, 'request');
    }
  };
}
