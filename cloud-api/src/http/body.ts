import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from './errors.ts';

/** The methods whose body is read (a body on GET or DELETE is ignored, as it always was). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** application/json and the `+json` types (application/merge-patch+json, ...). */
const isJson = (ctx: Context): boolean => Boolean(ctx.request.is('application/json', '+json'));

/** A body is there: a positive Content-Length, or a chunked one. An empty POST has none. */
function carriesBody(ctx: Context): boolean {
  const length = ctx.request.length;
  return length === undefined ? ctx.get('Transfer-Encoding') !== '' : length > 0;
}

/**
 * JSON bodies only, up to `limit`: a body of another type (text/plain, a form) is refused with
 * 415 MSG.unsupportedMediaType instead of being read as empty; too big → 413; malformed → 400
 * MSG.invalidJson.
 */
export function jsonBody(limit: string): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    detectJSON: isJson,
    jsonLimit: limit,
    onError(error) {
      const status = (error as { status?: unknown }).status;
      if (status === 413) throw new PayloadTooLargeError();
      throw new BadRequestError();
    },
  }) as Middleware;
  return async (ctx, next) => {
    if (BODY_METHODS.has(ctx.method) && carriesBody(ctx) && !isJson(ctx)) throw new UnsupportedMediaTypeError();
    return parse(ctx, next);
  };
}
