import { comuniContract, MSG } from '@banco/shared';
import type { Router } from '@koa/router';
import { NotFoundError } from '../../http/errors.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { comuneByCode, provinciaByComune } from './comuni-index.ts';

/** GET /comuni/by-codice-c and /comuni/provincia-by-comune (spec 2 §7): lookups in the comuni dataset. */
export function comuniModule(options: RegistrarOptions): Router<AppState> {
  return registerContract(comuniContract, {
    byCodiceCatastale: async ({ query }) => comuneByCode(query.codice_c) ?? notFound(),
    provinciaByComune: async ({ query }) => provinciaByComune(query.comune, query.provincia) ?? notFound(),
  }, options);
}

function notFound(): never {
  throw new NotFoundError(MSG.comuneNotFound);
}
