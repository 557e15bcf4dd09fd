import { appearanceContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createAppearanceService } from './appearance.service.ts';

/** Impostazioni → Aspetto: the caller's theme and density. */
export function appearanceModule(options: RegistrarOptions): Router<AppState> {
  const appearance = createAppearanceService();
  return registerContract(appearanceContract, {
    show: ({ sc }) => appearance.show(sc),
    update: ({ sc, body }) => appearance.update(sc, body),
  }, options);
}
