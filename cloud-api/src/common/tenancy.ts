import type { Dictionary, MikroORM, PolicyDef } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Tenant scoping, in one place. Two walls (docs/tenancy.md):
 *
 * 1. The ORM: every tenant-owned entity declares the `tenant` filter through `tenantFilter()`. The
 *    filter is on by default and needs its parameters: an EntityManager that was not scoped here
 *    refuses to query tenant-owned tables at all ("No arguments provided for filter 'tenant'"), so a
 *    forgotten scope fails closed instead of leaking rows of another company. QueryBuilders get the
 *    same filter (db/tenant-entity-manager.ts).
 * 2. PostgreSQL row-level security: a company-scoped EntityManager runs every statement in a
 *    transaction as the TENANT_ROLE with the company (and user) in session settings; the policies of
 *    migration `..._tenant_row_security` hide and refuse the rows of other companies.
 *
 * - `tenantEm()` is created per request right after authentication (common/policy.ts).
 * - `systemEm()` is the explicit unscoped access for code that works above tenants: the seed,
 *   login, token refresh, the authenticator (identity is resolved before the tenant is known). It
 *   runs as the connecting role, which the policies do not restrict.
 */
export const TENANT_FILTER = 'tenant';

/** The database role company-scoped work runs as: no superuser, no BYPASSRLS, owns nothing. */
export const TENANT_ROLE = 'banco_app';
/** Session settings the row-level security policies read (`current_setting(..., true)`). */
export const COMPANY_SETTING = 'banco.company_id';
export const USER_SETTING = 'banco.user_id';

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

const CURRENT_COMPANY = `nullif(current_setting('${COMPANY_SETTING}', true), '')::int`;
const CURRENT_USER = `nullif(current_setting('${USER_SETTING}', true), '')::int`;

/** The rows of the current company. */
export const COMPANY_ROWS = `company_id = ${CURRENT_COMPANY}`;
/** The rows of the current company, and those of the current user (`column` names the user). */
export function companyOrOwnRows(column: string): string {
  return `${COMPANY_ROWS} or ${column} = ${CURRENT_USER}`;
}

/**
 * The `policies` entry of a tenant-owned entity: the row-level security policy that walls the
 * TENANT_ROLE into `rows` (created by migration `..._tenant_row_security`; the schema check in
 * test/db.test.ts keeps both equal). Store-level restrictions stay in the ORM filter.
 */
export function tenantWall(table: string, rows: string = COMPANY_ROWS): PolicyDef[] {
  return [{ name: `${table}_tenant_wall`, command: 'all', roles: [TENANT_ROLE], using: rows, check: rows }];
}

/** `{ id: { $in: ids } }`-style restriction that matches nothing for an empty list. */
export function inIds(ids: number[]): Dictionary {
  return ids.length > 0 ? { $in: ids } : { $in: [0] };
}

function scoped(orm: MikroORM, scope: TenantScope): SqlEntityManager {
  const em = orm.em.fork() as SqlEntityManager;
  em.setFilterParams(TENANT_FILTER, scope);
  if (!scope.all) {
    // every statement of this EntityManager (and of its transactions) runs in a transaction that
    // first does `select set_config('banco.company_id', ..., true), ..., set_config('role', 'banco_app', true)`:
    // the role as a variable, because set_config('role', r, true) is SET LOCAL ROLE r and so rides
    // in the same statement (MikroORM's `role` option would cost one more round trip per transaction)
    em.setSessionContext({
      variables: { [COMPANY_SETTING]: scope.companyId, [USER_SETTING]: scope.userId, role: TENANT_ROLE },
    });
  }
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
