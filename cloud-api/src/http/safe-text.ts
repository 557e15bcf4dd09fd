import { unsafeTextErrors } from '@banco/shared';
import type { Middleware } from 'koa';
import { ValidationError } from './errors.ts';

/**
 * The one rule for text, before any route: a NUL or an unpaired surrogate anywhere in the query
 * string or the JSON body is a 422 on its field — also where a route ignores that param or body,
 * so such a request never reaches a handler. (Path params are checked by their route's parse.)
 */
export function safeTextOnly(): Middleware {
  return async (ctx, next) => {
    const errors = { ...unsafeTextErrors(ctx.query), ...unsafeTextErrors((ctx.request as { body?: unknown }).body) };
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await next();
  };
}
