import { storesContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { readAhead } from '../../http/read-ahead.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createActivationCodesService } from './activation-codes.service.ts';
import { createStoreStaffService } from './store-staff.service.ts';
import { createStoresService } from './stores.service.ts';

/**
 * The stores module (spec 1 §7 Stores): binds each endpoint of the shared storesContract to a
 * service call. Access, parsing, status, message and the response check come from the contract.
 */
export function storesModule(options: RegistrarOptions): Router<AppState> {
  const stores = createStoresService();
  const staff = createStoreStaffService();
  const codes = createActivationCodesService();
  return registerContract(storesContract, {
    list: readAhead(({ sc, query }) => stores.list(sc, query)),
    create: ({ sc, body }) => stores.create(sc, body),
    availableOperators: ({ sc, query }) => stores.availableOperators(sc, query.company_id),
    myStores: ({ sc }) => stores.myStores(sc),
    show: readAhead(({ sc, params }) => stores.show(sc, params.id)),
    update: ({ sc, params, body }) => stores.update(sc, params.id, body),
    remove: async ({ sc, params }) => {
      await stores.remove(sc, params.id);
      return null;
    },
    stats: ({ sc, params }) => stores.stats(sc, params.id),
    staff: ({ sc, params }) => staff.staff(sc, params.id),
    users: ({ sc, params }) => staff.users(sc, params.id),
    assignUser: ({ sc, params, body }) => staff.assignUser(sc, params.id, body.user_id),
    unassignUser: ({ sc, params }) => staff.unassignUser(sc, params.id, params.userId),
    activationCodes: ({ sc, params }) => codes.list(sc, params.id),
    saveActivationCodes: ({ sc, params, body }) => codes.save(sc, params.id, body.codes),
    deleteActivationCode: async ({ sc, params }) => {
      await codes.remove(sc, params.id, params.codeId);
      return null;
    },
  }, options);
}
