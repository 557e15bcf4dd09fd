import { ReferenceKind, type Dictionary, type EntityMetadata, type EntityName, type MetadataStorage } from '@mikro-orm/core';
import type { Role } from '@banco/shared';
import type { RawReads, RawStatement } from '../../db/raw-reads.ts';
import type { UserDtoSource } from '../users/user-dto.ts';
import { Company } from '../companies/company.entity.ts';
import { CompanyAssignment } from '../users/company-assignment.entity.ts';
import { UserStore } from '../stores/user-store.entity.ts';
import { User } from '../users/user.entity.ts';
import { AuthSession } from './auth-session.entity.ts';

/** The columns a table's entity maps (scalars and owning relations). */
function columnNamesOf(meta: EntityMetadata): string[] {
  return meta.props
    .filter((prop) => prop.persist !== false && (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)))
    .flatMap((prop) => prop.fieldNames);
}

/** `"alias"."column" as "alias.column"` for each column. */
const selectList = (alias: string, columns: readonly string[]): string => columns.map((column) => `"${alias}"."${column}" as "${alias}.${column}"`).join(', ');

/** The columns of one alias in a row, under their own names (what `em.map` takes); the key list is built once. */
function columnsFrom(row: Dictionary, alias: string, columns: readonly string[]): Dictionary {
  const out: Dictionary = {};
  for (const column of columns) out[column] = row[`${alias}.${column}`];
  return out;
}

const dateOf = (value: unknown): Date => new Date(value as string | Date);

/** The caller as GET /auth/me shows it: its own columns and its current company's name. */
export interface CallerProfile {
  user: UserDtoSource;
  company: { id: number; name: string } | null;
}

/** The caller's profile straight from the identity row (no entity built). */
export function profileOf(identity: IdentityRow): CallerProfile {
  const { user, company } = identity;
  return { user: userSourceOf(user), company: company && { id: company.id as number, name: company.name as string } };
}

function userSourceOf(user: Dictionary): UserDtoSource {
  return {
    id: user.id as number,
    email: user.email as string,
    firstName: user.first_name as string,
    lastName: user.last_name as string,
    phone: user.phone as string | null,
    role: user.role as Role,
    manager: user.manager_id === null || user.manager_id === undefined ? null : { id: user.manager_id as number },
    isActive: Boolean(user.is_active),
    emailVerifiedAt: user.email_verified_at === null ? null : dateOf(user.email_verified_at),
    lastLoginAt: user.last_login_at === null ? null : dateOf(user.last_login_at),
    language: user.language as UserDtoSource['language'],
    timezone: user.timezone as UserDtoSource['timezone'],
    themePreference: user.theme_preference as UserDtoSource['themePreference'],
    emailNotifications: Boolean(user.email_notifications),
    createdAt: dateOf(user.created_at),
    updatedAt: dateOf(user.updated_at),
  };
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

/**
 * Session, user, current company, the user's store ids there and the assignment check: one
 * statement, one round trip, no entity built (the caller maps what it uses). Raw (db/raw-reads.ts)
 * because every authenticated request runs it: prepared once per connection instead of built,
 * parsed and planned each time. Unscoped: identity is read before the tenant is known (as the
 * connecting role); the ORM's metadata names the columns.
 */
export async function readIdentity(reads: RawReads, metadata: MetadataStorage, sessionId: number): Promise<IdentityRow | null> {
  const { statement, columns } = identityStatement(metadata);
  const [row] = await reads.select<Dictionary>(statement, [sessionId]);
  if (!row) return null;
  const company = row['c.id'] === null || row['c.id'] === undefined ? null : columnsFrom(row, 'c', columns.c);
  return {
    session: columnsFrom(row, 's', columns.s),
    user: columnsFrom(row, 'u', columns.u),
    company,
    storeIds: (row.store_ids as (number | string)[]).map(Number),
    assigned: Boolean(row.assigned),
  };
}

interface IdentityStatement {
  statement: RawStatement;
  /** The columns of each alias, in the statement's order. */
  columns: { s: string[]; u: string[]; c: string[] };
}

/** The statement of readIdentity, built once per ORM (its metadata). */
const statements = new WeakMap<MetadataStorage, IdentityStatement>();
function identityStatement(metadata: MetadataStorage): IdentityStatement {
  const cached = statements.get(metadata);
  if (cached) return cached;
  const table = (entity: EntityName) => metadata.get(entity).tableName;
  const columns = { s: columnNamesOf(metadata.get(AuthSession)), u: columnNamesOf(metadata.get(User)), c: columnNamesOf(metadata.get(Company)) };
  const sql = `select ${selectList('s', columns.s)}, ${selectList('u', columns.u)}, ${selectList('c', columns.c)},
      array(select us.store_id from ${table(UserStore)} us where us.user_id = u.id and us.company_id = s.company_id order by us.store_id) as store_ids,
      exists(select 1 from ${table(CompanyAssignment)} ca where ca.user_id = u.id and ca.company_id = s.company_id) as assigned
    from ${table(AuthSession)} s
    join ${table(User)} u on u.id = s.user_id
    left join ${table(Company)} c on c.id = s.company_id
    where s.id = $1`;
  const built = { statement: { name: 'banco_identity', text: sql }, columns };
  statements.set(metadata, built);
  return built;
}
