import { healthContract, type HealthDto } from '@banco/shared';
import type { Router } from '@koa/router';
import type { MikroORM } from '@mikro-orm/core';
import { API_VERSION } from '../../common/version.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import { reply } from '../../http/reply.ts';
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
export function healthModule({ orm, startedAt }: { orm: MikroORM; startedAt: number }, options: RegistrarOptions): Router<AppState> {
  return registerContract(healthContract, {
    health: async () => {
      const up = await databaseUp(orm);
      const health: HealthDto = {
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        version: API_VERSION,
        uptime_seconds: Math.floor((Date.now() - startedAt) / 1000),
      };
      return reply(health, { status: up ? 200 : 503 });
    },
  }, options);
}
