import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { BadRequestError, PayloadTooLargeError } from './errors.ts';

/** JSON bodies only, up to `limit`; too big → 413, malformed → 400 MSG.invalidJson. */
export function jsonBody(limit: string): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    onError(error) {
      const status = (error as { status?: unknown }).status;
      if (status === 413) throw new PayloadTooLargeError();
      throw new BadRequestError();
    },
  }) as Middleware;
}
