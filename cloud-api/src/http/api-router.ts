import { Router } from '@koa/router';
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
 * The modules' routes under `prefix`, one router per first path segment: a request is matched against
 * its segment's routes only. One router holding every route tests each route's pattern in turn at
 * every request (about 150 of them: a few percent of a point read's server time); here a request
 * meets the few dozen of its segment at most, in the modules' order. A route that started with a
 * parameter would belong to every segment: none does, and the check below refuses one.
 */
export function apiRouter(prefix: string, modules: readonly Router<AppState>[]): ApiRouter {
  const bySegment = new Map<string, Router<AppState>>();
  for (const module of modules) {
    for (const layer of module.stack) {
      const segment = typeof layer.path === 'string' ? layer.path.split('/')[1] : undefined;
      if (segment === undefined || /[:(*]/.test(segment)) throw new Error(`${String(layer.path)}: an API route starts with a fixed segment`);
      let router = bySegment.get(segment);
      if (!router) bySegment.set(segment, (router = new Router<AppState>({ prefix })));
      // HEAD comes back with GET
      router.register(layer.path, layer.methods.filter((method) => method !== 'HEAD'), layer.stack, { name: layer.name ?? null });
    }
  }
  const dispatch = new Map([...bySegment].map(([segment, router]) => [segment, router.routes()] as const));
  const middleware = (...[ctx, next]: Parameters<RoutesMiddleware>): Promise<unknown> => {
    const segment = firstSegment(ctx.path, prefix);
    const routes = segment === null ? undefined : dispatch.get(segment);
    return routes ? routes(ctx, next) : next();
  };
  return Object.assign(middleware, { routers: [...bySegment.values()] });
}
