import {
  MSG,
  activationCodesBodySchema,
  assignStoreUserBodySchema,
  availableOperatorsQuerySchema,
  storeCreateBodySchema,
  storeListQuerySchema,
  storeUpdateBodySchema,
} from '@banco/shared';
import { Router } from '@koa/router';
import { authOf, requirePermission, type RouteRule } from '../../common/policy.ts';
import { ok } from '../../http/envelope.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import type { AppRouterContext, AppState } from '../../http/state.ts';
import { parse } from '../../http/validate.ts';
import { createActivationCodesService, type ActivationCodesService } from './activation-codes.service.ts';
import { pathId, type StoreCaller } from './store-access.ts';
import { createStoreStaffService, type StoreStaffService } from './store-staff.service.ts';
import { createStoresService, type StoresService } from './stores.service.ts';

export interface StoresRoutesDeps {
  stores: StoresService;
  staff: StoreStaffService;
  codes: ActivationCodesService;
  requireAuth: RouteRule;
}

function callerOf(ctx: AppRouterContext): StoreCaller {
  const auth = authOf(ctx.state);
  if (!ctx.state.em) throw new UnauthorizedError();
  return { auth, em: ctx.state.em, requestId: ctx.state.requestId };
}

/**
 * /stores/* (spec 1 §7 Stores). Every route: requireAuth, then the stores permission of the
 * action (shared policy); which stores exist for the caller is the tenant filter's business, so
 * another company's store, or a store a manager/consultant is not assigned to, answers 404.
 */
export function storesRoutes({ stores, staff, codes, requireAuth }: StoresRoutesDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/stores' });
  const view = requirePermission('stores', 'view');
  const create = requirePermission('stores', 'create');
  const edit = requirePermission('stores', 'edit');
  const remove = requirePermission('stores', 'delete');
  const assignStaff = requirePermission('stores', 'assign_staff');

  router.get('/', requireAuth, view, async (ctx) => {
    ok(ctx, await stores.list(callerOf(ctx), parse(storeListQuerySchema, ctx.query)));
  });

  router.post('/', requireAuth, create, async (ctx) => {
    const body = parse(storeCreateBodySchema, ctx.request.body);
    ok(ctx, await stores.create(callerOf(ctx), body), { status: 201, message: MSG.storeCreated });
  });

  // fixed paths before /:id
  router.get('/available-operators', requireAuth, view, async (ctx) => {
    const query = parse(availableOperatorsQuerySchema, ctx.query);
    ok(ctx, await stores.availableOperators(callerOf(ctx), query.company_id));
  });

  router.get('/my-stores', requireAuth, view, async (ctx) => {
    ok(ctx, await stores.myStores(callerOf(ctx)));
  });

  router.get('/:id', requireAuth, view, async (ctx) => {
    ok(ctx, await stores.show(callerOf(ctx), pathId(ctx.params.id)));
  });

  router.put('/:id', requireAuth, edit, async (ctx) => {
    const id = pathId(ctx.params.id);
    const body = parse(storeUpdateBodySchema, ctx.request.body);
    ok(ctx, await stores.update(callerOf(ctx), id, body), { message: MSG.storeUpdated });
  });

  router.delete('/:id', requireAuth, remove, async (ctx) => {
    await stores.remove(callerOf(ctx), pathId(ctx.params.id));
    ok(ctx, null, { message: MSG.storeDeleted });
  });

  router.get('/:id/stats', requireAuth, view, async (ctx) => {
    ok(ctx, await stores.stats(callerOf(ctx), pathId(ctx.params.id)));
  });

  router.get('/:id/staff', requireAuth, view, async (ctx) => {
    ok(ctx, await staff.staff(callerOf(ctx), pathId(ctx.params.id)));
  });

  router.get('/:id/users', requireAuth, view, async (ctx) => {
    ok(ctx, await staff.users(callerOf(ctx), pathId(ctx.params.id)));
  });

  router.post('/:id/users', requireAuth, assignStaff, async (ctx) => {
    const id = pathId(ctx.params.id);
    const body = parse(assignStoreUserBodySchema, ctx.request.body);
    ok(ctx, await staff.assignUser(callerOf(ctx), id, body.user_id), { message: MSG.storeUserAssigned });
  });

  router.delete('/:id/users/:userId', requireAuth, assignStaff, async (ctx) => {
    const id = pathId(ctx.params.id);
    const userId = pathId(ctx.params.userId, MSG.storeUserNotAssigned);
    ok(ctx, await staff.unassignUser(callerOf(ctx), id, userId), { message: MSG.storeUserRemoved });
  });

  router.get('/:id/activation-codes', requireAuth, view, async (ctx) => {
    ok(ctx, await codes.list(callerOf(ctx), pathId(ctx.params.id)));
  });

  // the body is { codes: [...] }; a bare list of code objects is accepted as well
  router.post('/:id/activation-codes', requireAuth, edit, async (ctx) => {
    const id = pathId(ctx.params.id);
    const raw: unknown = ctx.request.body;
    const body = parse(activationCodesBodySchema, Array.isArray(raw) ? { codes: raw } : raw);
    ok(ctx, await codes.save(callerOf(ctx), id, body.codes), { message: MSG.activationCodesSaved });
  });

  router.delete('/:id/activation-codes/:codeId', requireAuth, edit, async (ctx) => {
    const id = pathId(ctx.params.id);
    const codeId = pathId(ctx.params.codeId, MSG.activationCodeNotFound);
    await codes.remove(callerOf(ctx), id, codeId);
    ok(ctx, null, { message: MSG.activationCodeDeleted });
  });

  return router;
}

/** The stores module's routes with its services. */
export function storesModule(requireAuth: RouteRule): Router<AppState> {
  return storesRoutes({ stores: createStoresService(), staff: createStoreStaffService(), codes: createActivationCodesService(), requireAuth });
}
