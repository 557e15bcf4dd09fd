import { salesContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { createSalesService } from './sales.service.ts';

/** Sales at the counter (issue 10; spec 2 §2.6): completion, the sale's detail, the list and its file. */
export function salesModule({ throttle }: { throttle: LoginThrottle }, options: RegistrarOptions): Router<AppState> {
  const sales = createSalesService({ throttle });
  return registerContract(salesContract, {
    complete: ({ sc, body, http }) => sales.complete(sc, body, requestMeta(http)),
    show: ({ sc, params }) => sales.show(sc, params.id),
    list: ({ sc, query }) => sales.list(sc, query),
    export: ({ sc, query }) => sales.export(sc, query),
  }, options);
}
