import type { HealthDto } from '@banco/shared';
import { Router } from '@koa/router';
import type { MikroORM } from '@mikro-orm/core';
import { allowAnonymous } from '../../common/policy.ts';
import { API_VERSION } from '../../common/version.ts';
import { ok } from '../../http/envelope.ts';
import type { AppState } from '../../http/state.ts';

async function databaseUp(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}

/** GET /health (public): 200 when the database answers a real SELECT 1, else 503 with status 'degraded'. */
export function healthRoutes({ orm, startedAt }: { orm: MikroORM; startedAt: number }): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/health', allowAnonymous, async (ctx) => {
    const up = await databaseUp(orm);
    const health: HealthDto = {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      version: API_VERSION,
      uptime_seconds: Math.floor((Date.now() - startedAt) / 1000),
    };
    ok(ctx, health, { status: up ? 200 : 503 });
  });
  return router;
}
