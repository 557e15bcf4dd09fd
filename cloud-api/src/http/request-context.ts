import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from './state.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Outermost middleware: request id (X-Request-Id echoed when sane, generated otherwise), a pino
 * child logger per request, and one structured access-log line when the response is done.
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    const log = logger.child({ req_id: requestId });
    ctx.state.log = log;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const status = ctx.status;
      const line = {
        method: ctx.method,
        path: ctx.path,
        status,
        duration_ms: Math.round(durationMs * 100) / 100,
        user_id: ctx.state.auth?.userId ?? null,
      };
      if (status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    }
  };
}
