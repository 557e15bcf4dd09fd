import type { Dictionary, MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Tenant scoping, in one place.
 *
 * Every tenant-owned entity declares the `tenant` filter through `tenantFilter()`. The filter is on
 * by default and needs its parameters: an EntityManager that was not scoped here refuses to query
 * tenant-owned tables at all ("No arguments provided for filter 'tenant'"), so a forgotten scope
 * fails closed instead of leaking rows of another company.
 *
 * - `tenantEm()` is created per request right after authentication (common/policy.ts).
 * - `systemEm()` is the explicit unscoped access for code that works above tenants: migrations'
 *   seed, login, token refresh, the authenticator (identity is resolved before the tenant is known).
 */
export const TENANT_FILTER = 'tenant';

export interface CompanyScope {
  all: false;
  /** The session's current company. */
  companyId: number;
  /** The authenticated user (a user always sees its own row). */
  userId: number;
  /** Stores a manager/consultant is assigned to; null = every store of the company. */
  storeIds: number[] | null;
}
export type TenantScope = { all: true } | CompanyScope;

export const UNSCOPED: TenantScope = { all: true };

type Condition = (scope: CompanyScope) => Dictionary;

/** The `filters` entry of a tenant-owned entity; `condition` maps the scope to a where clause. */
export function tenantFilter(condition: Condition) {
  return {
    [TENANT_FILTER]: {
      name: TENANT_FILTER,
      default: true,
      // the declared parameter makes MikroORM demand the filter params (fail closed)
      cond: (args: Dictionary): Dictionary => {
        const scope = args as TenantScope;
        return scope.all ? {} : condition(scope);
      },
    },
  };
}

/** `{ id: { $in: ids } }`-style restriction that matches nothing for an empty list. */
export function inIds(ids: number[]): Dictionary {
  return ids.length > 0 ? { $in: ids } : { $in: [0] };
}

function scoped(orm: MikroORM, scope: TenantScope): SqlEntityManager {
  const em = orm.em.fork() as SqlEntityManager;
  em.setFilterParams(TENANT_FILTER, scope);
  return em;
}

/** A request-scoped EntityManager that only sees the rows of the scope. */
export function tenantEm(orm: MikroORM, scope: TenantScope): SqlEntityManager {
  return scoped(orm, scope);
}

/** An unscoped EntityManager, for identity and system work (see above). */
export function systemEm(orm: MikroORM): SqlEntityManager {
  return scoped(orm, UNSCOPED);
}
