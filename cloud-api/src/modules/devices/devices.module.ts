import { devicesContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { DEVICE_CATEGORIES, deviceBrands, deviceModels, searchDevices } from './device-catalogue.ts';

/** GET /devices/brands, /models, /search, /categories (spec 3 §7): the device catalogue (NOTICE.md). */
export function devicesModule(options: RegistrarOptions): Router<AppState> {
  return registerContract(devicesContract, {
    brands: async ({ query }) => deviceBrands(query.search),
    models: async ({ query }) => deviceModels(query.brand, query.search),
    search: async ({ query }) => searchDevices(query.q, 20),
    categories: async () => [...DEVICE_CATEGORIES],
  }, options);
}
