import { defineEntity, p } from '@mikro-orm/core';
import { inIds, tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { timestamps } from '../../common/timestamps.ts';
import { Company } from '../companies/company.entity.ts';
import { Store } from './store.entity.ts';

/** A provider's activation code of a store (spec 1 §3 Activation code). Tenant-owned. */
export const ActivationCodeSchema = defineEntity({
  name: 'ActivationCode',
  tableName: 'activation_codes',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).deleteRule('cascade').index(),
    operator: p.string().length(100),
    agentCode: p.string().length(100).nullable(),
    dealerCode: p.string().length(100).nullable(),
    activationCode: p.string().length(100).nullable(),
    isActive: p.boolean().default(true),
    validFrom: p.date().nullable(),
    validUntil: p.date().nullable(),
    notes: p.text().nullable(),
    ...timestamps(),
  },
  filters: tenantFilter((scope) =>
    scope.storeIds === null ? { company: scope.companyId } : { company: scope.companyId, store: inIds(scope.storeIds) },
  ),
  policies: tenantWall('activation_codes'),
});

export class ActivationCode extends ActivationCodeSchema.class {}
ActivationCodeSchema.setClass(ActivationCode);
