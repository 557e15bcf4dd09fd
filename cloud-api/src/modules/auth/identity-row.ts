import { ReferenceKind, type Dictionary, type EntityMetadata, type EntityName } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Company } from '../companies/company.entity.ts';
import { CompanyAssignment } from '../users/company-assignment.entity.ts';
import { UserStore } from '../stores/user-store.entity.ts';
import { User } from '../users/user.entity.ts';
import { AuthSession } from './auth-session.entity.ts';

/** A table's columns (scalars and owning relations) as `"alias"."column" as "alias.column"`. */
function columnsOf(meta: EntityMetadata, alias: string): string {
  return meta.props
    .filter((prop) => prop.persist !== false && (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)))
    .flatMap((prop) => prop.fieldNames)
    .map((column) => `"${alias}"."${column}" as "${alias}.${column}"`)
    .join(', ');
}

/** The columns of `alias` in a row, under their own names (what `em.map` takes). */
export function columnsFrom(row: Dictionary, alias: string): Dictionary {
  const prefix = `${alias}.`;
  return Object.fromEntries(Object.entries(row).filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]));
}

/** What one request's identity needs, as the database has it. */
export interface IdentityRow {
  session: Dictionary;
  user: Dictionary;
  /** null: the session has no current company (superadmin). */
  company: Dictionary | null;
  /** The user's stores in the session's company (managers and consultants work in these only). */
  storeIds: number[];
  /** The user holds a company assignment to the session's company (an entrepreneur's extra company). */
  assigned: boolean;
}

const tableOf = (em: SqlEntityManager, entity: EntityName) => em.getMetadata().get(entity).tableName;

/**
 * Session, user, current company, the user's store ids there and the assignment check: one
 * statement, one round trip, no entity built (the caller maps what it uses). Unscoped: identity
 * is read before the tenant is known, so `em` is the identity EntityManager.
 */
export async function readIdentity(em: SqlEntityManager, sessionId: number): Promise<IdentityRow | null> {
  const [row] = await em.execute<Dictionary[]>(identitySql(em), [sessionId]);
  if (!row) return null;
  const company = columnsFrom(row, 'c');
  return {
    session: columnsFrom(row, 's'),
    user: columnsFrom(row, 'u'),
    company: company.id === null || company.id === undefined ? null : company,
    storeIds: (row.store_ids as (number | string)[]).map(Number),
    assigned: Boolean(row.assigned),
  };
}

/** The statement of readIdentity, built once per ORM (its metadata). */
const statements = new WeakMap<object, string>();
function identitySql(em: SqlEntityManager): string {
  const metadata = em.getMetadata();
  const cached = statements.get(metadata);
  if (cached) return cached;
  const sql = `select ${columnsOf(metadata.get(AuthSession), 's')}, ${columnsOf(metadata.get(User), 'u')}, ${columnsOf(metadata.get(Company), 'c')},
      array(select us.store_id from ${tableOf(em, UserStore)} us where us.user_id = u.id and us.company_id = s.company_id order by us.store_id) as store_ids,
      exists(select 1 from ${tableOf(em, CompanyAssignment)} ca where ca.user_id = u.id and ca.company_id = s.company_id) as assigned
    from ${tableOf(em, AuthSession)} s
    join ${tableOf(em, User)} u on u.id = s.user_id
    left join ${tableOf(em, Company)} c on c.id = s.company_id
    where s.id = ?`;
  statements.set(metadata, sql);
  return sql;
}
