import { usersContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { readAhead } from '../../http/read-ahead.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import type { UsersService } from './users.service.ts';

/** /users/* (spec 1 §7 Users): binds the shared usersContract to the users service. */
export function usersModule({ users }: { users: UsersService }, options: RegistrarOptions): Router<AppState> {
  return registerContract(usersContract, {
    availableCompanies: ({ sc }) => users.availableCompanies(sc),
    switchCompany: ({ sc, body, http }) => users.switchCompany(sc, body.company_id, requestMeta(http)),
    list: readAhead(({ sc, query }) => users.list(sc, query)),
    create: async ({ sc, body }) => ({ user: await users.create(sc, body) }),
    show: async ({ sc, params }) => ({ user: await users.show(sc, params.id) }),
    update: async ({ sc, params, body }) => ({ user: await users.update(sc, params.id, body) }),
    remove: async ({ sc, params }) => {
      await users.remove(sc, params.id);
      return null;
    },
    assignStores: async ({ sc, params, body }) => ({ user: await users.assignStores(sc, params.id, body.store_ids) }),
  }, options);
}
