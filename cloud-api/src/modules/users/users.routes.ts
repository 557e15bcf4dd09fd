import {
  MSG,
  assignUserStoresBodySchema,
  createUserBodySchema,
  idField,
  switchCompanyBodySchema,
  updateUserBodySchema,
  usersQuerySchema,
  z,
} from '@banco/shared';
import { Router } from '@koa/router';
import { authOf, requirePermission, type RouteRule } from '../../common/policy.ts';
import { ok } from '../../http/envelope.ts';
import { serviceContextOf } from '../../http/service-context.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import { parse } from '../../http/validate.ts';
import type { UsersService } from './users.service.ts';

interface UsersRoutesDeps {
  users: UsersService;
  requireAuth: RouteRule;
}

const idParams = z.object({ id: idField });


/** /users/*: company listing and switching (entrepreneurs), and the users screens (spec 1 §7 Users). */
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

  router.get('/', requireAuth, requirePermission('users', 'view'), async (ctx) => {
    const query = parse(usersQuerySchema, ctx.query);
    ok(ctx, await users.list(authOf(ctx.state), serviceContextOf(ctx.state).em, query));
  });

  router.post('/', requireAuth, requirePermission('users', 'create'), async (ctx) => {
    const body = parse(createUserBodySchema, ctx.request.body);
    const user = await users.create(authOf(ctx.state), serviceContextOf(ctx.state).em, body, requestMeta(ctx));
    ok(ctx, { user }, { status: 201, message: MSG.userCreated });
  });

  router.get('/:id', requireAuth, requirePermission('users', 'view'), async (ctx) => {
    const { id } = parse(idParams, ctx.params);
    ok(ctx, { user: await users.show(authOf(ctx.state), serviceContextOf(ctx.state).em, id) });
  });

  router.put('/:id', requireAuth, requirePermission('users', 'edit'), async (ctx) => {
    const { id } = parse(idParams, ctx.params);
    const body = parse(updateUserBodySchema, ctx.request.body);
    const user = await users.update(authOf(ctx.state), serviceContextOf(ctx.state).em, id, body, requestMeta(ctx));
    ok(ctx, { user }, { message: MSG.userUpdated });
  });

  router.delete('/:id', requireAuth, requirePermission('users', 'delete'), async (ctx) => {
    const { id } = parse(idParams, ctx.params);
    await users.remove(authOf(ctx.state), serviceContextOf(ctx.state).em, id, requestMeta(ctx));
    ok(ctx, null, { message: MSG.userDeleted });
  });

  router.post('/:id/stores', requireAuth, requirePermission('users', 'edit'), async (ctx) => {
    const { id } = parse(idParams, ctx.params);
    const body = parse(assignUserStoresBodySchema, ctx.request.body);
    const user = await users.assignStores(authOf(ctx.state), serviceContextOf(ctx.state).em, id, body.store_ids, requestMeta(ctx));
    ok(ctx, { user }, { message: MSG.userStoresAssigned });
  });

  return router;
}
