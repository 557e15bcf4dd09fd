import { productsContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createProductsService } from './products.service.ts';

/** The product catalogue (spec 3 §3, §7: /inventory/products, /warehouse/products/search). */
export function productsModule(options: RegistrarOptions): Router<AppState> {
  const products = createProductsService();
  return registerContract(productsContract, {
    list: ({ sc, query }) => products.list(sc, query),
    export: ({ sc, query }) => products.export(sc, query),
    search: ({ sc, query }) => products.search(sc, query.q),
    create: ({ sc, body }) => products.create(sc, body),
    update: ({ sc, params, body }) => products.update(sc, params.id, body),
    remove: async ({ sc, params }) => {
      await products.remove(sc, params.id);
      return null;
    },
    toggleStatus: ({ sc, params }) => products.toggleStatus(sc, params.id),
  }, options);
}
