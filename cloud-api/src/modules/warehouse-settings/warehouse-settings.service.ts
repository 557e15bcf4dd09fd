import {
  can,
  MSG,
  withDefaults,
  type StoreWarehouseSettings as StoreWarehouseSettingsDto,
  type WarehouseSettings,
  type WarehouseSettingsChange,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { diff } from '../../common/audit.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';
import { StoreWarehouseSettings } from './warehouse-settings.entity.ts';

/** The store, as the caller sees it (the tenant filter: the company's stores, a manager's own), or 404. */
async function visibleStore(em: SqlEntityManager, storeId: number): Promise<Store> {
  const store = await em.findOne(Store, { id: storeId });
  if (!store) throw new NotFoundError(MSG.storeNotFound);
  return store;
}

/**
 * The settings a store works with: its saved values over the defaults. Later domains (sales, returns,
 * goods receipt, transfers, counts) read them through this, never from the table.
 */
export async function warehouseSettingsFor(em: SqlEntityManager, storeId: number): Promise<WarehouseSettings> {
  const row = await em.findOne(StoreWarehouseSettings, { store: storeId });
  return withDefaults(row?.values ?? null);
}

export function createWarehouseSettingsService() {
  async function show(sc: ServiceContext, storeId: number): Promise<StoreWarehouseSettingsDto> {
    const store = await visibleStore(sc.em, storeId);
    const row = await sc.em.findOne(StoreWarehouseSettings, { store: store.id });
    return {
      store_id: store.id,
      store_name: store.name,
      settings: withDefaults(row?.values ?? null),
      updated_at: row ? row.updatedAt.toISOString() : null,
      can_edit: can(sc.auth.permissions, 'warehouse', 'edit'),
    };
  }

  return {
    show,

    /** Saves the keys the body names; an audit row lists what changed (nothing changed: no row). */
    async save(sc: ServiceContext, body: WarehouseSettingsChange): Promise<StoreWarehouseSettingsDto> {
      await sc.em.transactional(async (tx) => {
        const store = await visibleStore(tx, body.store_id);
        const row = await tx.findOne(StoreWarehouseSettings, { store: store.id });
        const current = withDefaults(row?.values ?? null);
        const next: WarehouseSettings = { ...current, ...(body.settings as Partial<WarehouseSettings>) };
        const changes = diff(current, next);
        if (Object.keys(changes).length === 0) return;
        const updatedBy = tx.getReference(User, sc.auth.userId);
        if (row) tx.assign(row, { values: next, updatedBy });
        else tx.create(StoreWarehouseSettings, { company: store.company, store, values: next, updatedBy });
        sc.audit(tx, { companyId: store.company.id, entityType: 'WarehouseSettings', entityId: store.id, action: 'updated', changes });
      });
      return show(sc, body.store_id);
    },
  };
}
