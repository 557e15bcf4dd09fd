import { API_BASE_PATH } from '@banco/shared';
import type { Middleware } from 'koa';
import { NotFoundError } from './errors.ts';

/** After the API router: an /api request nothing answered → 404 in the envelope. */
export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    if (ctx.path === API_BASE_PATH || ctx.path.startsWith(`${API_BASE_PATH}/`)) throw new NotFoundError();
    return next();
  };
}
