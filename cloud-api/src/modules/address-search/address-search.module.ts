import { addressSearchContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createAddressSearchService, type AddressSearchDeps } from './address-search.service.ts';

/** GET /address-search (spec 2 §2.12, §7): the customer wizard's address autocomplete. */
export function addressSearchModule(deps: AddressSearchDeps, options: RegistrarOptions): Router<AppState> {
  const addresses = createAddressSearchService(deps);
  return registerContract(addressSearchContract, {
    search: ({ sc, query }) => addresses.search(sc, query.q),
  }, options);
}
