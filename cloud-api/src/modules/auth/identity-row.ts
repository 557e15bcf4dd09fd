import type { Role, SubscriptionStatus } from '@banco/shared';
import { rawQuery, type RawQuery, type RawStatement } from '../../db/raw-reads.ts';
import type { UserDtoSource } from '../users/user-dto.ts';
import { userColumnsOf, type UserColumnsRow } from '../users/user-columns-row.ts';
import { relationsOf, storesOf, type RelationsRow, type UserRelations } from '../users/user-relations.ts';

/** The caller as GET /auth/me shows it: its own columns, its current company and the DTO's relations. */
export interface CallerProfile {
  user: UserDtoSource;
  company: { id: number; name: string } | null;
  relations: UserRelations;
}

/** What one request's identity needs, as the database has it. */
export interface IdentityRow {
  session: { userId: number; expiresAt: number | null; revokedAt: number | null };
  user: { id: number; role: Role; isActive: boolean; companyId: number | null };
  /** null: the session has no current company (superadmin). */
  company: { id: number; name: string; isActive: boolean; subscriptionStatus: SubscriptionStatus } | null;
  /** The user's stores in the session's company (managers and consultants work in these only), by id. */
  storeIds: number[];
  /** The user holds a company assignment to the session's company (an entrepreneur's extra company). */
  assigned: boolean;
  profile: CallerProfile;
}

/** The row of the identity's checks (IDENTITY_CHECK); the whole identity's row has the same columns but the store ids, which it has with their names. */
export interface IdentityCheckRow {
  s_user_id: number;
  s_expires_at: string | Date | null;
  s_revoked_at: string | Date | null;
  id: number;
  role: Role;
  is_active: boolean;
  u_company_id: number | null;
  c_id: number | null;
  c_name: string | null;
  c_is_active: boolean | null;
  c_subscription_status: SubscriptionStatus | null;
  store_ids: number[];
  assigned: boolean;
}

/** The row of the whole identity (IDENTITY): the checks' columns and the profile's. */
export interface IdentityDbRow extends RelationsRow, UserColumnsRow, Omit<IdentityCheckRow, 'store_ids'> {
  manager_id: number | null;
  language: UserDtoSource['language'];
  timezone: UserDtoSource['timezone'];
  theme_preference: UserDtoSource['themePreference'];
  email_notifications: boolean;
}

/**
 * What every check of an identity reads, in both statements below (one list, so the checks of a
 * read-ahead route and of every other route cannot drift apart): the session, its user, its
 * current company and whether the user is assigned to that company.
 */
const CHECKED_COLUMNS = `s.user_id as s_user_id, s.expires_at as s_expires_at, s.revoked_at as s_revoked_at,
      u.id, u.role, u.is_active, u.company_id as u_company_id,
      c.id as c_id, c.name as c_name, c.is_active as c_is_active, c.subscription_status as c_subscription_status,
      exists(select 1 from company_assignments ca where ca.user_id = u.id and ca.company_id = s.company_id) as assigned`;

/** The session ($1), its user and its current company. */
const SESSION = `from auth_sessions s
    join users u on u.id = s.user_id
    left join companies c on c.id = s.company_id`;

/**
 * Session, user, current company, the user's stores there, the assignment check and what GET
 * /auth/me adds (manager's name, plan, the entrepreneur's companies): one statement, one round
 * trip, only the columns the checks and the profile use. Raw (db/raw-reads.ts) because every
 * authenticated request runs it: prepared once per connection instead of built, parsed and planned
 * each time. Unscoped: identity is read before the tenant is known (as the connecting role). A
 * route that needs the User, Company or session entity loads it (auth.loadUser() and the like).
 */
const IDENTITY: RawStatement = {
  name: 'banco_identity',
  text: `select ${CHECKED_COLUMNS},
      u.email, u.first_name, u.last_name, u.phone, u.manager_id, u.email_verified_at,
      u.last_login_at, u.language, u.timezone, u.theme_preference, u.email_notifications, u.created_at, u.updated_at,
      p.name as plan_name,
      (select m.first_name || ' ' || m.last_name from users m where m.id = u.manager_id) as manager_name,
      (select json_agg(json_build_object('id', st.id, 'name', st.name, 'code', st.code, 'city', st.city, 'assigned_at', us.assigned_at) order by st.id)
         from user_stores us join stores st on st.id = us.store_id where us.user_id = u.id and us.company_id = s.company_id) as stores,
      case when u.role = 'entrepreneur' then (select json_agg(json_build_object('id', ac.id, 'name', ac.name, 'role', ca.role))
         from company_assignments ca join companies ac on ac.id = ca.company_id where ca.user_id = u.id) end as companies
    ${SESSION}
    left join subscription_plans p on p.id = c.subscription_plan_id
    where s.id = $1`,
};

/**
 * The identity's checks alone (session, user, current company, the user's store ids, the
 * assignment), for a read-ahead route's confirmation (http/read-ahead.ts): those routes never show
 * the caller's profile, and without it (names, stores by name, companies, plan: three json
 * aggregates and a dozen columns) the statement costs PostgreSQL about two thirds of the whole one.
 */
const IDENTITY_CHECK: RawStatement = {
  name: 'banco_identity_check',
  text: `select ${CHECKED_COLUMNS},
      array(select us.store_id from user_stores us where us.user_id = u.id and us.company_id = s.company_id order by us.store_id) as store_ids
    ${SESSION}
    where s.id = $1`,
};

const timeOf = (value: string | Date | null): number | null => (value === null ? null : new Date(value).getTime());

/** The statement of a session's identity: alone, or ahead of a route's read (read-ahead.ts). */
export const identityQuery = (sessionId: number): RawQuery<IdentityDbRow> => rawQuery<IdentityDbRow>(IDENTITY, [sessionId]);

/** The statement of a session's identity checks, ahead of a read-ahead route's read. */
export const identityCheckQuery = (sessionId: number): RawQuery<IdentityCheckRow> => rawQuery<IdentityCheckRow>(IDENTITY_CHECK, [sessionId]);

/** The checked part of an identity, from either statement's row. */
function checkedOf(row: Omit<IdentityCheckRow, 'store_ids'>, storeIds: number[]): Omit<IdentityRow, 'profile'> {
  const company = row.c_id === null ? null : { id: row.c_id, name: row.c_name as string, isActive: Boolean(row.c_is_active), subscriptionStatus: row.c_subscription_status as SubscriptionStatus };
  return {
    session: { userId: row.s_user_id, expiresAt: timeOf(row.s_expires_at), revokedAt: timeOf(row.s_revoked_at) },
    user: { id: row.id, role: row.role, isActive: Boolean(row.is_active), companyId: row.u_company_id },
    company,
    storeIds,
    assigned: Boolean(row.assigned),
  };
}

/**
 * The identity the checks' row holds (none: no such session), with the profile of the session's
 * last whole read: a read-ahead route does not show it, and the next other route reads it anew.
 */
export function checkedIdentityOf([row]: readonly IdentityCheckRow[], profile: CallerProfile): IdentityRow | null {
  return row ? { ...checkedOf(row, row.store_ids.map(Number)), profile } : null;
}

/** The identity its statement's rows hold (none: no such session). */
export function identityOf([row]: readonly IdentityDbRow[]): IdentityRow | null {
  if (!row) return null;
  // the stores are in id order (the scope's list); the profile sorts its own copy by name
  const stores = storesOf(row.stores);
  const checked = checkedOf(row, stores.map((store) => store.id));
  return {
    ...checked,
    profile: {
      user: userSourceOf(row),
      company: checked.company && { id: checked.company.id, name: checked.company.name },
      relations: relationsOf(row, row.role, checked.company !== null),
    },
  };
}

function userSourceOf(row: IdentityDbRow): UserDtoSource {
  return {
    ...userColumnsOf(row),
    manager: row.manager_id === null ? null : { id: row.manager_id },
    language: row.language,
    timezone: row.timezone,
    themePreference: row.theme_preference,
    emailNotifications: Boolean(row.email_notifications),
  };
}
