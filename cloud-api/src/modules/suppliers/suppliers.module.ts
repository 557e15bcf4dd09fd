import { suppliersContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createSuppliersService } from './suppliers.service.ts';

/** Suppliers (spec 3 §7: /inventory/suppliers, /warehouse/suppliers). */
export function suppliersModule(options: RegistrarOptions): Router<AppState> {
  const suppliers = createSuppliersService();
  return registerContract(suppliersContract, {
    list: ({ sc, query }) => suppliers.list(sc, query),
    create: ({ sc, body }) => suppliers.create(sc, body),
    update: ({ sc, params, body }) => suppliers.update(sc, params.id, body),
    verify: ({ sc, params }) => suppliers.verify(sc, params.id),
    toggleActive: ({ sc, params }) => suppliers.toggleActive(sc, params.id),
    picks: ({ sc }) => suppliers.picks(sc),
    quickCreate: ({ sc, body }) => suppliers.create(sc, body),
  }, options);
}
