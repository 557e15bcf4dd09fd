import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A store's saved warehouse settings (spec 3 §3): the values as the API names them, whole (the
 * defaults filled in at the first save). A store without a row has the defaults. The row goes
 * with its store and its company; who saved last is kept while that user exists.
 */
export const StoreWarehouseSettingsSchema = defineEntity({
  name: 'StoreWarehouseSettings',
  tableName: 'warehouse_settings',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    store: () => p.oneToOne(Store).owner().unique().deleteRule('cascade'),
    values: p.json<Record<string, unknown>>(),
    updatedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    ...timestamps(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('warehouse_settings'),
});

export class StoreWarehouseSettings extends StoreWarehouseSettingsSchema.class {}
StoreWarehouseSettingsSchema.setClass(StoreWarehouseSettings);
