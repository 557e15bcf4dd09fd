import { subscriptionContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createSubscriptionService } from './subscription.service.ts';

/** Impostazioni → Abbonamento: the company's plan and usage, and the plan-change request. */
export function subscriptionModule(options: RegistrarOptions): Router<AppState> {
  const subscription = createSubscriptionService();
  return registerContract(subscriptionContract, {
    show: ({ sc }) => subscription.show(sc),
    requestChange: ({ sc, body }) => subscription.requestChange(sc, body),
    withdrawChange: ({ sc }) => subscription.withdrawChange(sc),
  }, options);
}
