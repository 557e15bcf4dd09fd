import { companiesContract, publicPlansContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import { reply } from '../../http/reply.ts';
import type { AppState } from '../../http/state.ts';
import type { CompaniesService } from './companies.service.ts';

/** /companies/* (spec 1 §2, §7): binds the shared companiesContract to the companies service. */
export function companiesModule({ companies }: { companies: CompaniesService }, options: RegistrarOptions): Router<AppState> {
  return registerContract(companiesContract, {
    list: async ({ sc, query }) => {
      const { items, stats, pagination } = await companies.list(sc, query);
      return reply(items, { extra: { stats, pagination } });
    },
    create: ({ sc, body }) => companies.create(sc, body),
    show: ({ sc, params }) => companies.get(sc, params.id),
    update: ({ sc, params, body }) => companies.update(sc, params.id, body),
    remove: async ({ sc, params }) => {
      await companies.remove(sc, params.id);
      return null;
    },
  }, options);
}

/** /public/plans: the active subscription plans, without authentication (the company wizard's step 3). */
export function publicPlansModule({ companies }: { companies: CompaniesService }, options: RegistrarOptions): Router<AppState> {
  return registerContract(publicPlansContract, { list: () => companies.publicPlans() }, options);
}
