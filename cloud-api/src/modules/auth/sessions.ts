import { MSG, type AuthTokens } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { UnauthorizedError } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/state.ts';
import type { Company } from '../companies/company.entity.ts';
import type { User } from '../users/user.entity.ts';
import type { AccessTokens } from './access-tokens.ts';
import { assertMayWork } from './access-rules.ts';
import { AuthSession } from './auth-session.entity.ts';
import { RefreshToken } from './refresh-token.entity.ts';
import { newRefreshToken } from './refresh-token-codec.ts';

export type RevokeReason =
  | 'logout'
  | 'reuse_detected'
  | 'password_changed'
  | 'company_switched'
  | 'company_unassigned'
  // users module: an administrator deactivated the user, reset its password or changed its role
  | 'user_deactivated'
  | 'password_reset'
  | 'role_changed';

export interface Sessions {
  /** A new session (refresh-token family) for the user in `company`, flushed; answers the token pair. */
  open(em: SqlEntityManager, user: User, company: Company | null, meta: RequestMeta): Promise<AuthTokens & { session: AuthSession }>;
  /**
   * Rotates a refresh token: the old one is marked used and replaced, a new pair is answered.
   * A used token presented again revokes the whole family. Unknown/expired/revoked → 401.
   */
  rotate(em: SqlEntityManager, refreshToken: string): Promise<AuthTokens & { session: AuthSession }>;
  /** The session a refresh token belongs to, or null. */
  findByRefreshToken(em: SqlEntityManager, refreshToken: string): Promise<AuthSession | null>;
  revoke(em: SqlEntityManager, sessionId: number, reason: RevokeReason): Promise<void>;
  /** Revokes every live session of the user except `keepSessionId`. */
  revokeOthers(em: SqlEntityManager, userId: number, keepSessionId: number, reason: RevokeReason): Promise<void>;
  /** Revokes every live session of the user (users module: an administrator's change to the account). */
  revokeAll(em: SqlEntityManager, userId: number, reason: RevokeReason): Promise<void>;
  /** Revokes every live session of the user whose current company is `companyId` (settings: unassignment). */
  revokeInCompany(em: SqlEntityManager, userId: number, companyId: number, reason: RevokeReason): Promise<void>;
}

interface SessionsDeps {
  accessTokens: AccessTokens;
  hashRefreshToken: (token: string) => string;
  refreshTtlSeconds: number;
}

export function createSessions({ accessTokens, hashRefreshToken, refreshTtlSeconds }: SessionsDeps): Sessions {
  const expiry = (now: Date) => new Date(now.getTime() + refreshTtlSeconds * 1000);

  function addRefreshToken(em: SqlEntityManager, session: AuthSession, now: Date): { token: string; entity: RefreshToken } {
    const token = newRefreshToken();
    const entity = em.create(RefreshToken, { session, tokenHash: hashRefreshToken(token), expiresAt: expiry(now), createdAt: now });
    return { token, entity };
  }

  async function pair(session: AuthSession, refreshToken: string): Promise<AuthTokens & { session: AuthSession }> {
    const accessToken = await accessTokens.sign({
      userId: session.user.id,
      sessionId: session.id,
      companyId: session.company?.id ?? null,
      role: session.user.role,
    });
    return { session, access_token: accessToken, refresh_token: refreshToken, expires_in: accessTokens.ttlSeconds };
  }

  async function revokeFamily(em: SqlEntityManager, sessionId: number, reason: RevokeReason, now = new Date()): Promise<void> {
    await em.nativeUpdate(AuthSession, { id: sessionId, revokedAt: null }, { revokedAt: now, revokedReason: reason });
    await em.nativeUpdate(RefreshToken, { session: sessionId, revokedAt: null }, { revokedAt: now });
  }

  return {
    async open(em, user, company, meta) {
      const now = new Date();
      const session = em.create(AuthSession, {
        user,
        company,
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent,
        createdAt: now,
        expiresAt: expiry(now),
      });
      const { token } = addRefreshToken(em, session, now);
      await em.flush();
      return pair(session, token);
    },

    async rotate(em, refreshToken) {
      const invalid = () => new UnauthorizedError(MSG.invalidRefreshToken);
      const now = new Date();
      const current = await em.findOne(
        RefreshToken,
        { tokenHash: hashRefreshToken(refreshToken) },
        { populate: ['session', 'session.user', 'session.user.company', 'session.company'] },
      );
      if (!current) throw invalid();
      const session = current.session;
      if (session.revokedAt || current.revokedAt) throw invalid();
      if (current.usedAt) {
        await revokeFamily(em, session.id, 'reuse_detected', now);
        throw invalid();
      }
      if (current.expiresAt <= now || session.expiresAt <= now) throw invalid();
      assertMayWork(session.user, session.company ?? null);
      // claim the token atomically: of two concurrent uses only one wins, the other is a reuse
      const claimed = await em.nativeUpdate(RefreshToken, { id: current.id, usedAt: null }, { usedAt: now });
      if (claimed === 0) {
        await revokeFamily(em, session.id, 'reuse_detected', now);
        throw invalid();
      }
      const next = addRefreshToken(em, session, now);
      current.usedAt = now;
      current.replacedBy = next.entity;
      session.lastRefreshedAt = now;
      session.expiresAt = expiry(now);
      await em.flush();
      return pair(session, next.token);
    },

    async findByRefreshToken(em, refreshToken) {
      const token = await em.findOne(RefreshToken, { tokenHash: hashRefreshToken(refreshToken) }, { populate: ['session'] });
      return token?.session ?? null;
    },

    revoke(em, sessionId, reason) {
      return revokeFamily(em, sessionId, reason);
    },

    async revokeOthers(em, userId, keepSessionId, reason) {
      const now = new Date();
      const others = await em.find(
        AuthSession,
        { user: userId, id: { $ne: keepSessionId }, revokedAt: null },
        { fields: ['id'] },
      );
      if (others.length === 0) return;
      const ids = others.map((s) => s.id);
      await em.nativeUpdate(AuthSession, { id: { $in: ids } }, { revokedAt: now, revokedReason: reason });
      await em.nativeUpdate(RefreshToken, { session: { $in: ids }, revokedAt: null }, { revokedAt: now });
    },

    revokeAll(em, userId, reason) {
      // no session has id 0: every live session of the user
      return this.revokeOthers(em, userId, 0, reason);
    },

    async revokeInCompany(em, userId, companyId, reason) {
      const live = await em.find(AuthSession, { user: userId, company: companyId, revokedAt: null }, { fields: ['id'] });
      for (const session of live) await revokeFamily(em, session.id, reason);
    },
  };
}
