import {
  companyAssignmentBodySchema,
  companySettingsBodySchema,
  MSG,
  operatorBodySchema,
  operatorsQuerySchema,
  settingsProfileBodySchema,
} from '@banco/shared';
import { Router } from '@koa/router';
import { authOf, requirePermission, type RouteRule } from '../../common/policy.ts';
import { ok } from '../../http/envelope.ts';
import { serviceContextOf } from '../../http/service-context.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import { parse } from '../../http/validate.ts';
import type { SettingsService } from './settings.service.ts';

interface SettingsRoutesDeps {
  settings: SettingsService;
  requireAuth: RouteRule;
}


/**
 * /settings/* (spec 1 §7 Settings). Who may do what is the shared permissions policy:
 * settings view (everyone) / edit (company owners), system_settings, subscription_plans,
 * operators, multi_company (superadmin).
 */
export function settingsRoutes({ settings, requireAuth }: SettingsRoutesDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/settings' });

  router.get('/', requireAuth, requirePermission('settings', 'view'), async (ctx) => {
    ok(ctx, await settings.dashboard(authOf(ctx.state)));
  });

  router.get('/user-profile', requireAuth, requirePermission('settings', 'view'), (ctx) => {
    ok(ctx, settings.profile(authOf(ctx.state)));
  });

  router.put('/user-profile', requireAuth, requirePermission('settings', 'view'), async (ctx) => {
    const body = parse(settingsProfileBodySchema, ctx.request.body);
    ok(ctx, await settings.updateProfile(serviceContextOf(ctx.state), body), { message: MSG.profileUpdated });
  });

  router.get('/company', requireAuth, requirePermission('settings', 'edit'), async (ctx) => {
    ok(ctx, await settings.company(serviceContextOf(ctx.state).em, authOf(ctx.state)));
  });

  router.put('/company', requireAuth, requirePermission('settings', 'edit'), async (ctx) => {
    const body = parse(companySettingsBodySchema, ctx.request.body);
    ok(ctx, await settings.updateCompany(serviceContextOf(ctx.state).em, authOf(ctx.state), body, requestMeta(ctx)), {
      message: MSG.companySettingsUpdated,
    });
  });

  router.get('/system', requireAuth, requirePermission('system_settings', 'view'), async (ctx) => {
    ok(ctx, await settings.system(serviceContextOf(ctx.state).em));
  });

  router.get('/subscription-plans', requireAuth, requirePermission('subscription_plans', 'view'), async (ctx) => {
    ok(ctx, await settings.plans(serviceContextOf(ctx.state).em, authOf(ctx.state)));
  });

  router.get('/operators', requireAuth, requirePermission('operators', 'view'), async (ctx) => {
    const query = parse(operatorsQuerySchema, ctx.query);
    ok(ctx, await settings.operators.list(serviceContextOf(ctx.state).em, authOf(ctx.state), query.company_id));
  });

  router.post('/operators', requireAuth, requirePermission('operators', 'create'), requirePermission('operators', 'edit'), async (ctx) => {
    const body = parse(operatorBodySchema, ctx.request.body);
    const operator = await settings.operators.save(serviceContextOf(ctx.state).em, authOf(ctx.state), body, requestMeta(ctx));
    ok(ctx, operator, { message: MSG.operatorSaved, status: body.id === undefined ? 201 : 200 });
  });

  router.get('/multi-company', requireAuth, requirePermission('multi_company', 'view'), async (ctx) => {
    ok(ctx, await settings.multiCompany.overview(serviceContextOf(ctx.state).em));
  });

  router.post('/multi-company/assign', requireAuth, requirePermission('multi_company', 'assign'), async (ctx) => {
    const body = parse(companyAssignmentBodySchema, ctx.request.body);
    const assigned = await settings.multiCompany.assign(serviceContextOf(ctx.state).em, authOf(ctx.state), body, requestMeta(ctx));
    ok(ctx, assigned, { message: MSG.entrepreneurAssigned, status: 201 });
  });

  router.post('/multi-company/unassign', requireAuth, requirePermission('multi_company', 'assign'), async (ctx) => {
    const body = parse(companyAssignmentBodySchema, ctx.request.body);
    await settings.multiCompany.unassign(serviceContextOf(ctx.state).em, authOf(ctx.state), body, requestMeta(ctx));
    ok(ctx, null, { message: MSG.assignmentRemoved });
  });

  return router;
}
