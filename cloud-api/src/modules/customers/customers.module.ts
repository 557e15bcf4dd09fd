import { customersContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { readAhead } from '../../http/read-ahead.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createCustomerExports } from './customer-export.ts';
import { createCustomersService } from './customers.service.ts';
import { createLoyaltyService } from './loyalty.service.ts';

/**
 * The customers module (spec 2 §7 customers, points; issue 8): binds each endpoint of the shared
 * customersContract to a service call. Access, parsing, status, message and the response check
 * come from the contract.
 */
export function customersModule(options: RegistrarOptions): Router<AppState> {
  const customers = createCustomersService();
  const loyalty = createLoyaltyService();
  const exports = createCustomerExports(customers);
  return registerContract(customersContract, {
    list: readAhead(({ sc, query }) => customers.list(sc, query)),
    create: ({ sc, body }) => customers.create(sc, body),
    show: readAhead(({ sc, params }) => customers.show(sc, params.id)),
    exportData: ({ sc, params }) => exports.data(sc, params.id),
    exportPdf: ({ sc, params }) => exports.pdf(sc, params.id),
    update: ({ sc, params, body }) => customers.update(sc, params.id, body),
    remove: async ({ sc, params }) => {
      await customers.remove(sc, params.id);
      return null;
    },
    assignPoints: ({ sc, params, body }) => loyalty.assignPoints(sc, params.id, body),
    deletePoints: ({ sc, params }) => loyalty.deletePoints(sc, params.id, params.pointsId),
    convertPoints: ({ sc, params }) => loyalty.convertPoints(sc, params.id),
  }, options);
}
