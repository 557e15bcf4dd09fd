import type { PermissionsMap, Role } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { TenantScope } from '../../common/tenancy.ts';
import type { Company } from '../companies/company.entity.ts';
import type { User } from '../users/user.entity.ts';
import type { AuthSession } from './auth-session.entity.ts';
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
  user: User;
  /** The caller's own columns and current company's name, without building entities (GET /auth/me). */
  profile: CallerProfile;
  session: AuthSession;
  company: Company | null;
  /**
   * The unscoped EntityManager that loaded user and session: identity work only (profile,
   * password, sessions, company switch). Business data goes through ctx.state.em.
   */
  identityEm: SqlEntityManager;
}
