import { warehouseSettingsContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createWarehouseSettingsService } from './warehouse-settings.service.ts';

/** /warehouse/settings (spec 3 §2 "Warehouse settings screen", §3, §5, §9): a store's warehouse settings. */
export function warehouseSettingsModule(options: RegistrarOptions): Router<AppState> {
  const settings = createWarehouseSettingsService();
  return registerContract(warehouseSettingsContract, {
    show: ({ sc, query }) => settings.show(sc, query.store_id),
    save: ({ sc, body }) => settings.save(sc, body),
  }, options);
}
