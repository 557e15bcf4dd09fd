import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * One `Idempotency-Key` a user sent to an idempotent endpoint, with the answer it got: written in
 * the same transaction as the work, so a key is stored exactly when its work committed. A repeat
 * with the same request gets the stored answer (http/idempotency.ts). Tenant-owned through the
 * caller's company (null for the superadmin, whose work is above tenants); kept 24 hours.
 */
export const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).nullable().deleteRule('cascade').index(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    key: p.string().columnType('uuid'),
    /** `POST /stores`: the declared route, not the filled path. */
    endpoint: p.string().length(200),
    /** sha256 (hex) of the parsed params, query and body. */
    requestHash: p.string().length(64),
    /** Null while its work runs (the row is seen by other requests only once committed, with the answer). */
    status: p.integer().nullable(),
    response: p.json<unknown>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['user', 'key'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('idempotency_keys'),
});

export class IdempotencyKey extends IdempotencyKeySchema.class {}
IdempotencyKeySchema.setClass(IdempotencyKey);
