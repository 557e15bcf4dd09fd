import { MSG, permissionsFor, roleHasStores, type PermissionsMap, type Role, type SubscriptionStatus } from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { RawReads } from '../../db/raw-reads.ts';
import { systemEm, UNSCOPED, type TenantScope } from '../../common/tenancy.ts';
import { ForbiddenError, UnauthorizedError } from '../../http/errors.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';
import type { AccessTokens } from './access-tokens.ts';
import { assertMayWork } from './access-rules.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthSession } from './auth-session.entity.ts';
import { profileOf, readIdentity } from './identity-row.ts';

/** Each role's permissions, copied once: the auth context's map is only read (DTOs take their own copy). */
const PERMISSIONS = new Map<Role, PermissionsMap>();
const permissionsOf = (role: Role): PermissionsMap => {
  let permissions = PERMISSIONS.get(role);
  if (!permissions) PERMISSIONS.set(role, (permissions = permissionsFor(role)));
  return permissions;
};

export type Authenticate = (bearerToken: string | null) => Promise<AuthContext>;

const timeOf = (value: unknown): number | null => (value === null || value === undefined ? null : new Date(value as string | Date).getTime());

/**
 * Bearer token → AuthContext. The JWT only names the session: user, role, company and the
 * session itself are re-read at every request, so deactivation, suspension and revocation
 * apply at once. One statement reads them all (identity-row.ts); the checks run on the row, and
 * the entities (`user`, `session`, `company`) are built only when a route uses them.
 */
export function createAuthenticator(orm: MikroORM, reads: RawReads, accessTokens: AccessTokens): Authenticate {
  return async (bearerToken) => {
    if (!bearerToken) throw new UnauthorizedError(MSG.unauthenticated);
    const claims = await accessTokens.verify(bearerToken);
    const identity = await readIdentity(reads, orm.getMetadata(), claims.sessionId);
    const session = identity?.session;
    const expiresAt = timeOf(session?.expires_at);
    if (!identity || !session || identity.user.id !== claims.userId || timeOf(session.revoked_at) !== null || expiresAt === null || expiresAt <= Date.now()) {
      throw new UnauthorizedError(MSG.sessionExpired);
    }
    const userId = identity.user.id as number;
    const role = identity.user.role as Role;
    const companyRow = identity.company;
    const companyId = companyRow ? (companyRow.id as number) : null;

    assertMayWork(
      { isActive: Boolean(identity.user.is_active), role },
      companyRow && { isActive: Boolean(companyRow.is_active), subscriptionStatus: companyRow.subscription_status as SubscriptionStatus },
    );

    let scope: TenantScope = UNSCOPED;
    if (role !== 'superadmin' && companyId !== null) {
      if (companyId !== identity.user.company_id && !(role === 'entrepreneur' && identity.assigned)) {
        throw new ForbiddenError(MSG.companyNotAvailable);
      }
      scope = { all: false, companyId, userId, storeIds: roleHasStores(role) ? identity.storeIds : null };
    }

    // built on first use, into the identity EntityManager (as a findOne would have): most reads need neither
    let em: SqlEntityManager | undefined;
    const identityEm = (): SqlEntityManager => (em ??= systemEm(orm));
    let user: User | undefined;
    let company: Company | null | undefined;
    let sessionEntity: AuthSession | undefined;
    const userEntity = (): User => (user ??= identityEm().map(User, identity.user));
    const companyEntity = (): Company | null => {
      if (company === undefined) company = companyRow ? identityEm().map(Company, companyRow) : null;
      return company;
    };
    const auth: AuthContext = {
      userId,
      sessionId: claims.sessionId,
      role,
      companyId,
      permissions: permissionsOf(role),
      scope,
      get user() {
        return userEntity();
      },
      get profile() {
        return profileOf(identity);
      },
      get company() {
        return companyEntity();
      },
      get session() {
        if (!sessionEntity) {
          // its user and company are the same instances as auth.user and auth.company
          userEntity();
          companyEntity();
          sessionEntity = identityEm().map(AuthSession, session);
        }
        return sessionEntity;
      },
      get identityEm() {
        return identityEm();
      },
    };
    return auth;
  };
}
