import { MSG, permissionsFor, roleHasStores, type PermissionsMap, type Role } from '@banco/shared';
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
import { readIdentity } from './identity-row.ts';

/** Each role's permissions, copied once: the auth context's map is only read (DTOs take their own copy). */
const PERMISSIONS = new Map<Role, PermissionsMap>();
const permissionsOf = (role: Role): PermissionsMap => {
  let permissions = PERMISSIONS.get(role);
  if (!permissions) PERMISSIONS.set(role, (permissions = permissionsFor(role)));
  return permissions;
};

export type Authenticate = (bearerToken: string | null) => Promise<AuthContext>;

/**
 * Bearer token → AuthContext. The JWT only names the session: user, role, company and the
 * session itself are re-read at every request, so deactivation, suspension and revocation
 * apply at once. One statement reads them all (identity-row.ts); the checks run on the row, and
 * the User and Company entities are loaded only by the routes that use them (auth.loadUser()).
 */
export function createAuthenticator(orm: MikroORM, reads: RawReads, accessTokens: AccessTokens): Authenticate {
  return async (bearerToken) => {
    if (!bearerToken) throw new UnauthorizedError(MSG.unauthenticated);
    const claims = await accessTokens.verify(bearerToken);
    const identity = await readIdentity(reads, claims.sessionId);
    const session = identity?.session;
    if (!identity || !session || session.userId !== claims.userId || session.revokedAt !== null || session.expiresAt === null || session.expiresAt <= Date.now()) {
      throw new UnauthorizedError(MSG.sessionExpired);
    }
    const { user, company } = identity;
    const companyId = company ? company.id : null;

    assertMayWork(user, company);

    let scope: TenantScope = UNSCOPED;
    if (user.role !== 'superadmin' && companyId !== null) {
      if (companyId !== user.companyId && !(user.role === 'entrepreneur' && identity.assigned)) {
        throw new ForbiddenError(MSG.companyNotAvailable);
      }
      scope = { all: false, companyId, userId: user.id, storeIds: roleHasStores(user.role) ? identity.storeIds : null };
    }

    // built on first use (most reads need no EntityManager); the entities land in its identity map
    let em: SqlEntityManager | undefined;
    const identityEm = (): SqlEntityManager => (em ??= systemEm(orm));
    const auth: AuthContext = {
      userId: user.id,
      sessionId: claims.sessionId,
      role: user.role,
      companyId,
      permissions: permissionsOf(user.role),
      scope,
      profile: identity.profile,
      loadUser: () => identityEm().findOneOrFail(User, user.id),
      loadCompany: async () => (companyId === null ? null : identityEm().findOneOrFail(Company, companyId)),
      get identityEm() {
        return identityEm();
      },
    };
    return auth;
  };
}
