import type { Middleware } from 'koa';
import { failure } from './envelope.ts';
import { mapError } from './map-error.ts';
import type { AppState } from './state.ts';

/** The one place errors become responses: the envelope, with the stack only in the log. */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const mapped = mapError(error);
      if (mapped.internal) {
        ctx.state.log.error({ err: error }, 'unhandled error');
      }
      ctx.status = mapped.status;
      for (const [name, value] of Object.entries(mapped.headers)) ctx.set(name, value);
      ctx.body = failure(mapped.message, {
        ...(mapped.validationErrors ? { validationErrors: mapped.validationErrors } : {}),
        ...(mapped.internal ? { requestId: ctx.state.requestId } : {}),
      });
    }
  };
}
