import { MSG, permissionsFor, roleHasStores, type PermissionsMap, type Role } from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { RawQuery, RawReads } from '../../db/raw-reads.ts';
import { systemEm, UNSCOPED, type TenantScope } from '../../common/tenancy.ts';
import { ForbiddenError, UnauthorizedError } from '../../http/errors.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';
import type { AccessClaims, AccessTokens } from './access-tokens.ts';
import { assertMayWork } from './access-rules.ts';
import type { AuthContext } from './auth-context.ts';
import { checkedIdentityOf, identityCheckQuery, identityOf, identityQuery, type IdentityCheckRow, type IdentityRow } from './identity-row.ts';

/** Each role's permissions, copied once: the auth context's map is only read (DTOs take their own copy). */
const PERMISSIONS = new Map<Role, PermissionsMap>();
const permissionsOf = (role: Role): PermissionsMap => {
  let permissions = PERMISSIONS.get(role);
  if (!permissions) PERMISSIONS.set(role, (permissions = permissionsFor(role)));
  return permissions;
};

/** Sessions whose last identity is remembered for read-ahead; beyond it the oldest is forgotten. */
const REMEMBERED_SESSIONS = 10_000;

export type Authenticate = (bearerToken: string | null) => Promise<AuthContext>;

/**
 * A caller taken from its session's last confirmed identity, for a read-only route: the identity
 * statement then travels with the route's first read and confirms it (read-ahead.ts).
 */
export interface ProvisionalCaller {
  auth: AuthContext;
  /** The identity checks' statement that confirms it. */
  lead: RawQuery<IdentityCheckRow>;
  /**
   * The caller the lead's rows show, checked as `authenticate` checks (401/403 otherwise);
   * `same`: the provisional caller is that caller (same user, role, company and stores).
   */
  confirm(rows: readonly IdentityCheckRow[]): { fresh: AuthContext; same: boolean };
}

export interface Authenticator {
  /** The caller, its identity read now. */
  authenticate: Authenticate;
  /** The caller to confirm later (its session's identity is remembered), or else read now. */
  provisional(bearerToken: string | null): Promise<ProvisionalCaller | AuthContext>;
}

const sameStores = (a: number[] | null, b: number[] | null): boolean =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((id, i) => id === b[i]));

/** Everything a route's checks and reads take from the caller: user, role, company and scope. */
function sameCaller(a: AuthContext, b: AuthContext): boolean {
  if (a.userId !== b.userId || a.role !== b.role || a.companyId !== b.companyId || a.scope.all !== b.scope.all) return false;
  return a.scope.all || b.scope.all || (a.scope.companyId === b.scope.companyId && a.scope.userId === b.scope.userId && sameStores(a.scope.storeIds, b.scope.storeIds));
}

/**
 * Bearer token → AuthContext. The JWT only names the session: user, role, company and the
 * session itself are re-read at every request, so deactivation, suspension and revocation
 * apply at once. One statement reads them all (identity-row.ts), alone or ahead of a read-only
 * route's own statements (`provisional`); the checks run on the row, and the User and Company
 * entities are loaded only by the routes that use them (auth.loadUser()).
 */
export function createAuthenticator(orm: MikroORM, reads: RawReads, accessTokens: AccessTokens): Authenticator {
  // the last identity each session showed (a guess, always confirmed by a fresh read of it)
  const remembered = new Map<number, IdentityRow>();
  const remember = (sessionId: number, identity: IdentityRow): void => {
    remembered.delete(sessionId);
    remembered.set(sessionId, identity);
    if (remembered.size > REMEMBERED_SESSIONS) remembered.delete(remembered.keys().next().value as number);
  };

  /** The scope the identity allows, or its 401/403 (the session is then forgotten: nothing to guess from). */
  const scopeOf = (claims: AccessClaims, identity: IdentityRow | null): { identity: IdentityRow; scope: TenantScope } => {
    const session = identity?.session;
    if (!identity || !session || session.userId !== claims.userId || session.revokedAt !== null || session.expiresAt === null || session.expiresAt <= Date.now()) {
      throw new UnauthorizedError(MSG.sessionExpired);
    }
    const { user, company } = identity;
    assertMayWork(user, company);
    if (user.role === 'superadmin' || company === null) return { identity, scope: UNSCOPED };
    if (company.id !== user.companyId && !(user.role === 'entrepreneur' && identity.assigned)) throw new ForbiddenError(MSG.companyNotAvailable);
    return { identity, scope: { all: false, companyId: company.id, userId: user.id, storeIds: roleHasStores(user.role) ? identity.storeIds : null } };
  };

  const contextOf = (claims: AccessClaims, found: IdentityRow | null): AuthContext => {
    let checked: { identity: IdentityRow; scope: TenantScope };
    try {
      checked = scopeOf(claims, found);
    } catch (error) {
      remembered.delete(claims.sessionId);
      throw error;
    }
    const { identity, scope } = checked;
    const { user, company } = identity;
    const companyId = company ? company.id : null;
    remember(claims.sessionId, identity);

    // built on first use (most reads need no EntityManager); the entities land in its identity map
    let em: SqlEntityManager | undefined;
    const identityEm = (): SqlEntityManager => (em ??= systemEm(orm));
    return {
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
  };

  const claimsOf = async (bearerToken: string | null): Promise<AccessClaims> => {
    if (!bearerToken) throw new UnauthorizedError(MSG.unauthenticated);
    return accessTokens.verify(bearerToken);
  };
  const guessed = (claims: AccessClaims, identity: IdentityRow): AuthContext | null => {
    try {
      return contextOf(claims, identity);
    } catch {
      return null;
    }
  };
  const readNow = async (claims: AccessClaims): Promise<AuthContext> => {
    const [rows] = await reads.selectAll([identityQuery(claims.sessionId)] as const);
    return contextOf(claims, identityOf(rows));
  };

  return {
    authenticate: async (bearerToken) => readNow(await claimsOf(bearerToken)),
    provisional: async (bearerToken) => {
      const claims = await claimsOf(bearerToken);
      const last = remembered.get(claims.sessionId);
      const auth = last ? guessed(claims, last) : null;
      // nothing remembered, or what was remembered no longer passes (a session since extended): read it now
      if (!last || !auth) return readNow(claims);
      return {
        auth,
        // the checks alone: read-ahead routes do not show the profile, which stays the last whole read's
        lead: identityCheckQuery(claims.sessionId),
        confirm: (rows) => {
          const fresh = contextOf(claims, checkedIdentityOf(rows, last.profile));
          return { fresh, same: sameCaller(auth, fresh) };
        },
      };
    },
  };
}
