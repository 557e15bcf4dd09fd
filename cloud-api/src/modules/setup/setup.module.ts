import { MSG, setupContract } from '@banco/shared';
import type { Router } from '@koa/router';
import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../../common/tenancy.ts';
import { ConflictError, ValidationError } from '../../http/errors.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { User } from '../users/user.entity.ts';
import { createFirstAdmin, needsFirstAdmin } from './first-admin.ts';
import type { SetupGate } from './setup-gate.ts';

interface SetupModuleDeps {
  orm: MikroORM;
  auth: AuthService;
  gate: SetupGate;
  supportEmail: string | null;
}

/** Demo data present: the login page shows the demo credentials only then. */
async function hasDemoAccounts(orm: MikroORM): Promise<boolean> {
  return (await systemEm(orm).count(User, { email: { $like: '%@banco.demo' } })) > 0;
}

/**
 * /setup/* (public, Banco): binds the shared setupContract. Creating the first superadmin works
 * only while none exists, and from another machine only with the code printed on the server's
 * console; the answer is a login, so the new administrator is signed in at once.
 */
export function setupModule({ orm, auth, gate, supportEmail }: SetupModuleDeps, options: RegistrarOptions): Router<AppState> {
  return registerContract(setupContract, {
    status: async ({ http }) => {
      const needsAdmin = await needsFirstAdmin(orm);
      return { needs_admin: needsAdmin, requires_code: needsAdmin && gate.requiresCode(http.ip), demo: await hasDemoAccounts(orm), support_email: supportEmail };
    },
    createAdmin: async ({ body, http }) => {
      if (!(await needsFirstAdmin(orm))) throw new ConflictError(MSG.setupAlreadyDone);
      if (gate.requiresCode(http.ip) && !gate.accepts(body.setup_code)) {
        throw new ValidationError({ setup_code: MSG.setupCodeInvalid });
      }
      const meta = requestMeta(http);
      await createFirstAdmin(orm, body, meta.requestId);
      return auth.login({ email: body.email, password: body.password }, meta);
    },
  }, options);
}
