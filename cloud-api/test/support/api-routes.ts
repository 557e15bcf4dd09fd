import type { AnyEndpoint } from '@banco/shared';
import { buildApp } from '../../src/app.ts';
import { declaredEndpoint } from '../../src/http/registrar.ts';
import { createInFlightTracker } from '../../src/http/in-flight.ts';
import { createLogger } from '../../src/logger.ts';
import { createSetupGate } from '../../src/modules/setup/setup-gate.ts';
import type { RunningServer } from '../../src/index.ts';

/** One route the API answers: method, full path (`/api/stores/:id`) and its contract when declared. */
export interface ApiRoute {
  method: string;
  path: string;
  endpoint: AnyEndpoint | undefined;
}

interface RouterLayer {
  methods: string[];
  path: string | RegExp;
  stack: unknown[];
}

/**
 * Every route of the app as buildApp composes it (the same modules as the running server), read off
 * its Koa router: nobody has to list a new domain's routes for the tests that walk them all.
 */
export function apiRoutes(server: RunningServer): ApiRoute[] {
  const app = buildApp({
    config: server.config,
    orm: server.orm,
    logger: createLogger('silent'),
    inFlight: createInFlightTracker(),
    setupGate: createSetupGate(),
  });
  const routers = app.middleware.flatMap((middleware) => (middleware as { routers?: { stack: RouterLayer[] }[] }).routers ?? []);
  const routes: ApiRoute[] = [];
  for (const layer of routers.flatMap((router) => router.stack)) {
    if (typeof layer.path !== 'string') continue;
    const endpoint = declaredEndpoint(layer.stack.at(-1));
    for (const method of layer.methods.filter((name) => name !== 'HEAD')) {
      routes.push({ method, path: layer.path, endpoint });
    }
  }
  return routes;
}
