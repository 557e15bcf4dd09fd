import { MSG, switchCompanyBodySchema } from '@banco/shared';
import { Router } from '@koa/router';
import { authOf, requirePermission, type RouteRule } from '../../common/policy.ts';
import { ok } from '../../http/envelope.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import { parse } from '../../http/validate.ts';
import type { UsersService } from './users.service.ts';

interface UsersRoutesDeps {
  users: UsersService;
  requireAuth: RouteRule;
}

/** /users/* of this issue: company listing and switching (entrepreneurs). */
export function usersRoutes({ users, requireAuth }: UsersRoutesDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/users' });

  router.get('/available-companies', requireAuth, requirePermission('companies', 'switch'), async (ctx) => {
    ok(ctx, await users.availableCompanies(authOf(ctx.state)));
  });

  router.post(
    '/switch-company',
    requireAuth,
    requirePermission('companies', 'switch', MSG.onlyEntrepreneursSwitch),
    async (ctx) => {
      const body = parse(switchCompanyBodySchema, ctx.request.body);
      ok(ctx, await users.switchCompany(authOf(ctx.state), body.company_id, requestMeta(ctx)), {
        message: MSG.companySwitched,
      });
    },
  );

  return router;
}
