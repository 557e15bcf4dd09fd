import type { Router } from '@koa/router';
import compose from 'koa-compose';
import type { AppState } from './state.ts';

/** What a router's routes() is: a middleware on the router's context. */
type RoutesMiddleware = ReturnType<Router<AppState>['routes']>;

/** The API's middleware, with the module routers it dispatches to (tests walk their routes). */
export type ApiRouter = ((...args: Parameters<RoutesMiddleware>) => Promise<unknown>) & { routers: readonly Router<AppState>[] };

/** The first segment of a path under `prefix` ('/api/customers/7' → 'customers'), or null outside it. */
function firstSegment(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix) || path[prefix.length] !== '/') return null;
  const start = prefix.length + 1;
  const end = path.indexOf('/', start);
  return end === -1 ? path.slice(start) : path.slice(start, end);
}

/**
 * The modules' routes under `prefix`, each request matched against the modules that serve its first
 * path segment only. One router holding every route tests each route's pattern in turn at every
 * request (about 150 of them: a few percent of a point read's server time); here a request meets
 * the few dozen of its segment at most, in the modules' order. A module whose route starts with a
 * parameter would serve every segment: none does, and the check below refuses one.
 */
export function apiRouter(prefix: string, modules: readonly Router<AppState>[]): ApiRouter {
  const bySegment = new Map<string, Router<AppState>[]>();
  for (const module of modules) {
    for (const layer of module.stack) {
      const segment = typeof layer.path === 'string' ? layer.path.split('/')[1] : undefined;
      if (segment === undefined || /[:(*]/.test(segment)) throw new Error(`${String(layer.path)}: an API route starts with a fixed segment`);
      const routers = bySegment.get(segment) ?? [];
      if (!routers.includes(module)) bySegment.set(segment, [...routers, module]);
    }
    module.prefix(prefix);
  }
  const dispatch = new Map<string, (...args: Parameters<RoutesMiddleware>) => Promise<unknown>>();
  for (const [segment, routers] of bySegment) dispatch.set(segment, compose(routers.map((router) => router.routes())));
  const middleware = (...[ctx, next]: Parameters<RoutesMiddleware>): Promise<unknown> => {
    const segment = firstSegment(ctx.path, prefix);
    const routes = segment === null ? undefined : dispatch.get(segment);
    return routes ? routes(ctx, next) : next();
  };
  return Object.assign(middleware, { routers: modules });
}
