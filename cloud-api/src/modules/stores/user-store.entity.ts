import { defineEntity, p } from '@mikro-orm/core';
import { inIds, tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';
import { Store } from './store.entity.ts';

/** A user's assignment to a store (managers and consultants). Tenant-owned. */
export const UserStoreSchema = defineEntity({
  name: 'UserStore',
  tableName: 'user_stores',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    store: () => p.manyToOne(Store).deleteRule('cascade').index(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    assignedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['user', 'store'] }],
  filters: tenantFilter((scope) =>
    scope.storeIds === null ? { company: scope.companyId } : { company: scope.companyId, store: inIds(scope.storeIds) },
  ),
  policies: tenantWall('user_stores'),
});

export class UserStore extends UserStoreSchema.class {}
UserStoreSchema.setClass(UserStore);
