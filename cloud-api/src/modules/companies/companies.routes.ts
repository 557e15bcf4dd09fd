import {
  MSG,
  companiesQuerySchema,
  createCompanyBodySchema,
  idField,
  updateCompanyBodySchema,
  z,
  type CompanyListExtra,
} from '@banco/shared';
import { Router } from '@koa/router';
import { allowAnonymous, authOf, requirePermission, type RouteRule } from '../../common/policy.ts';
import { ok, okWith } from '../../http/envelope.ts';
import type { AppState } from '../../http/state.ts';
import { parse } from '../../http/validate.ts';
import type { CompaniesService } from './companies.service.ts';

interface CompaniesRoutesDeps {
  companies: CompaniesService;
  requireAuth: RouteRule;
}

const idParams = z.object({ id: idField });

/**
 * /companies/*: the superadmin's 'Gestione Aziende' (spec 1 §2, §7). The companies permissions
 * (view, create, edit, delete) belong to superadmin only (shared permissions policy): every other
 * role gets 403.
 */
export function companiesRoutes({ companies, requireAuth }: CompaniesRoutesDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/companies' });

  router.get('/', requireAuth, requirePermission('companies', 'view'), async (ctx) => {
    const query = parse(companiesQuerySchema, ctx.query);
    const { items, stats, pagination } = await companies.list(query);
    okWith<typeof items, CompanyListExtra>(ctx, items, { stats, pagination }, { message: MSG.companiesLoaded });
  });

  router.post('/', requireAuth, requirePermission('companies', 'create'), async (ctx) => {
    const body = parse(createCompanyBodySchema, ctx.request.body);
    const company = await companies.create(authOf(ctx.state), body, ctx.state.requestId);
    ok(ctx, company, { message: MSG.companyCreated, status: 201 });
  });

  router.get('/:id', requireAuth, requirePermission('companies', 'view'), async (ctx) => {
    const { id } = parse(idParams, ctx.params);
    ok(ctx, await companies.get(id), { message: MSG.companyLoaded });
  });

  router.put('/:id', requireAuth, requirePermission('companies', 'edit'), async (ctx) => {
    const { id } = parse(idParams, ctx.params);
    const body = parse(updateCompanyBodySchema, ctx.request.body);
    ok(ctx, await companies.update(authOf(ctx.state), id, body, ctx.state.requestId), { message: MSG.companyUpdated });
  });

  router.delete('/:id', requireAuth, requirePermission('companies', 'delete'), async (ctx) => {
    const { id } = parse(idParams, ctx.params);
    await companies.remove(authOf(ctx.state), id, ctx.state.requestId);
    ok(ctx, null, { message: MSG.companyDeleted });
  });

  return router;
}

/** /public/plans: the active subscription plans, without authentication (the wizard's step 3). */
export function publicPlansRoutes({ companies }: Pick<CompaniesRoutesDeps, 'companies'>): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/public' });
  router.get('/plans', allowAnonymous, async (ctx) => {
    ok(ctx, await companies.publicPlans());
  });
  return router;
}
