import { salesContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { createCashShiftsService } from './cash-shifts.service.ts';
import { createSalesService } from './sales.service.ts';
import { salesDashboard, saveDailyGoals } from './sales-dashboard.ts';
import { currentSalesRates } from './sales-rates.ts';

/** Sales at the counter (issue 10; spec 2 §2.6, §2.8–2.9): completion, the sale, the list and its file, the cash shifts. */
export function salesModule({ throttle }: { throttle: LoginThrottle }, options: RegistrarOptions): Router<AppState> {
  const sales = createSalesService({ throttle });
  const shifts = createCashShiftsService({ throttle });
  return registerContract(salesContract, {
    complete: ({ sc, body, http }) => sales.complete(sc, body, requestMeta(http)),
    show: ({ sc, params }) => sales.show(sc, params.id),
    rates: ({ sc }) => currentSalesRates(sc),
    list: ({ sc, query }) => sales.list(sc, query),
    dashboard: ({ sc, query }) => salesDashboard(sc, query.store_id),
    saveGoals: ({ sc, body }) => saveDailyGoals(sc, body),
    receipt: ({ sc, params }) => sales.receipt(sc, params.id),
    export: ({ sc, query }) => sales.export(sc, query),
    currentShift: ({ sc, query }) => shifts.current(sc, query.store_id),
    openShift: ({ sc, body }) => shifts.open(sc, body),
    showShift: ({ sc, params }) => shifts.show(sc, params.id),
    shiftReport: ({ sc, params }) => shifts.report(sc, params.id),
    closeShift: ({ sc, params, body, http }) => shifts.close(sc, params.id, body, requestMeta(http)),
  }, options);
}
