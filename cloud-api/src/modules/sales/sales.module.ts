import { salesContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createSalesService } from './sales.service.ts';

/** Sales at the counter (issue 10; spec 2 §2.6): completion and the sale's detail. */
export function salesModule(options: RegistrarOptions): Router<AppState> {
  const sales = createSalesService();
  return registerContract(salesContract, {
    complete: ({ sc, body }) => sales.complete(sc, body),
    show: ({ sc, params }) => sales.show(sc, params.id),
  }, options);
}
