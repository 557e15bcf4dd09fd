import { firstAdminBodySchema, MSG, type SetupStatus } from '@banco/shared';
import { Router } from '@koa/router';
import type { MikroORM } from '@mikro-orm/core';
import { allowAnonymous } from '../../common/policy.ts';
import { systemEm } from '../../common/tenancy.ts';
import { ok } from '../../http/envelope.ts';
import { ConflictError, ValidationError } from '../../http/errors.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import { parse } from '../../http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { User } from '../users/user.entity.ts';
import { createFirstAdmin, needsFirstAdmin } from './first-admin.ts';
import type { SetupGate } from './setup-gate.ts';

interface SetupRoutesDeps {
  orm: MikroORM;
  auth: AuthService;
  gate: SetupGate;
}

/** Demo data present: the login page shows the demo credentials only then. */
async function hasDemoAccounts(orm: MikroORM): Promise<boolean> {
  return (await systemEm(orm).count(User, { email: { $like: '%@banco.demo' } })) > 0;
}

/**
 * /setup/* (public, Banco): the first-run screen of a new installation. Creating the first
 * superadmin works only while none exists, and from another machine only with the code printed
 * on the server's console; the answer is a login, so the new administrator is signed in at once.
 */
export function setupRoutes({ orm, auth, gate }: SetupRoutesDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/setup' });

  router.get('/status', allowAnonymous, async (ctx) => {
    const needsAdmin = await needsFirstAdmin(orm);
    const status: SetupStatus = {
      needs_admin: needsAdmin,
      requires_code: needsAdmin && gate.requiresCode(ctx.ip),
      demo: await hasDemoAccounts(orm),
    };
    ok(ctx, status);
  });

  router.post('/admin', allowAnonymous, async (ctx) => {
    const body = parse(firstAdminBodySchema, ctx.request.body);
    if (!(await needsFirstAdmin(orm))) throw new ConflictError(MSG.setupAlreadyDone);
    if (gate.requiresCode(ctx.ip) && !gate.accepts(body.setup_code)) {
      throw new ValidationError({ setup_code: MSG.setupCodeInvalid });
    }
    const meta = requestMeta(ctx);
    await createFirstAdmin(orm, body, meta.requestId);
    ok(ctx, await auth.login({ email: body.email, password: body.password }, meta), {
      status: 201,
      message: MSG.setupAdminCreated,
    });
  });

  return router;
}
