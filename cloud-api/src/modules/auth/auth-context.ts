import type { PermissionsMap, Role } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { TenantScope } from '../../common/tenancy.ts';
import type { Company } from '../companies/company.entity.ts';
import type { User } from '../users/user.entity.ts';
import type { CallerProfile } from './identity-row.ts';

/** The authenticated caller of a request (ctx.state.auth). */
export interface AuthContext {
  userId: number;
  sessionId: number;
  role: Role;
  /** The session's current company (null for superadmin). */
  companyId: number | null;
  permissions: PermissionsMap;
  scope: TenantScope;
  /**
   * The caller's own columns, current company and relations as the identity statement read them (GET /auth/me).
   * In a read-ahead route (which never shows it) it is the session's last whole read: only the checks are read again.
   */
  profile: CallerProfile;
  /** The caller as an entity, loaded into identityEm on first call (later calls answer from its identity map). */
  loadUser(): Promise<User>;
  /** The session's current company as an entity (null for superadmin), loaded like loadUser. */
  loadCompany(): Promise<Company | null>;
  /**
   * The unscoped EntityManager of loadUser and loadCompany: identity work only (profile,
   * password, sessions, company switch). Business data goes through ctx.state.em.
   */
  identityEm: SqlEntityManager;
}
