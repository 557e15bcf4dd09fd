import { MSG, permissionsFor, roleHasStores } from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import { systemEm, UNSCOPED, type TenantScope } from '../../common/tenancy.ts';
import { ForbiddenError, UnauthorizedError } from '../../http/errors.ts';
import { UserStore } from '../stores/user-store.entity.ts';
import { CompanyAssignment } from '../users/company-assignment.entity.ts';
import type { AccessTokens } from './access-tokens.ts';
import { assertMayWork } from './access-rules.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthSession } from './auth-session.entity.ts';

export type Authenticate = (bearerToken: string | null) => Promise<AuthContext>;

/**
 * Bearer token → AuthContext. The JWT only names the session: user, role, company and the
 * session itself are re-read at every request, so deactivation, suspension and revocation
 * apply at once. One joined query (session + user + current company), plus the store ids for
 * managers/consultants and the assignment check for an entrepreneur working in an extra company.
 */
export function createAuthenticator(orm: MikroORM, accessTokens: AccessTokens): Authenticate {
  return async (bearerToken) => {
    if (!bearerToken) throw new UnauthorizedError(MSG.unauthenticated);
    const claims = await accessTokens.verify(bearerToken);
    const em = systemEm(orm);
    const session = await em.findOne(
      AuthSession,
      { id: claims.sessionId },
      // user.company stays a reference: its id is all the checks below need
      { populate: ['user', 'company'] },
    );
    const now = new Date();
    if (!session || session.user.id !== claims.userId || session.revokedAt || session.expiresAt <= now) {
      throw new UnauthorizedError(MSG.sessionExpired);
    }
    const user = session.user;
    const company = session.company ?? null;
    assertMayWork(user, company);

    let scope: TenantScope = UNSCOPED;
    if (user.role !== 'superadmin' && company) {
      if (company.id !== user.company?.id) {
        const holds = user.role === 'entrepreneur' && (await em.count(CompanyAssignment, { user: user.id, company: company.id })) > 0;
        if (!holds) throw new ForbiddenError(MSG.companyNotAvailable);
      }
      let storeIds: number[] | null = null;
      if (roleHasStores(user.role)) {
        const rows = await em.find(UserStore, { user: user.id, company: company.id }, { fields: ['store'] });
        storeIds = rows.map((row) => row.store.id);
      }
      scope = { all: false, companyId: company.id, userId: user.id, storeIds };
    }

    return {
      userId: user.id,
      sessionId: session.id,
      role: user.role,
      companyId: company?.id ?? null,
      permissions: permissionsFor(user.role),
      scope,
      user,
      session,
      company,
      identityEm: em,
    };
  };
}
