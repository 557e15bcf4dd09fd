import { defineEntity, p } from '@mikro-orm/core';
import { tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { storeScopedFilter } from './store-scoped.ts';

/** A store's own location beside the three every store has (Pronto Vendita, Cassaforte, Esposizione). */
export const StorageLocationSchema = defineEntity({
  name: 'StorageLocation',
  tableName: 'storage_locations',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).deleteRule('cascade'),
    code: p.string().length(40),
    name: p.string().length(60),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'storage_locations_store_code_unique', properties: ['store', 'code'] }],
  filters: storeScopedFilter(),
  policies: tenantWall('storage_locations'),
});

export class StorageLocation extends StorageLocationSchema.class {}
StorageLocationSchema.setClass(StorageLocation);
