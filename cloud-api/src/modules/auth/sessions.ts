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
   * The same token presented again within the grace window after its rotation (another tab, a retry
   * after a lost reply) answers the same new refresh token; later, or once that successor was used
   * itself, the reuse revokes the whole family. Unknown/expired/revoked → 401.
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
  /** See AppConfig.refreshReuseGraceSeconds. */
  reuseGraceSeconds: number;
}

export function createSessions({ accessTokens, hashRefreshToken, refreshTtlSeconds, reuseGraceSeconds }: SessionsDeps): Sessions {
  const expiry = (now: Date) => new Date(now.getTime() + refreshTtlSeconds * 1000);
  /**
   * The token that replaces `token` at rotation is derived from it (keyed HMAC), not random: a
   * client that presents `token` again within the grace window gets the very same successor,
   * which the server can recompute although it stores only hashes.
   */
  const successorOf = (token: string) => Buffer.from(hashRefreshToken(`successor:${token}`), 'hex').toString('base64url');

  function addRefreshToken(
    em: SqlEntityManager,
    session: AuthSession,
    now: Date,
    token: string = newRefreshToken(),
  ): { token: string; entity: RefreshToken } {
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
      const tokenHash = hashRefreshToken(refreshToken);
      const load = (tx: SqlEntityManager) =>
        tx.findOne(
          RefreshToken,
          { tokenHash },
          { populate: ['session', 'session.user', 'session.user.company', 'session.company', 'replacedBy'], refresh: true },
        );

      type Outcome = (AuthTokens & { session: AuthSession }) | { revokeSessionId: number };

      /** A presented token that was already rotated: the same successor within the grace window, else revocation. */
      async function replayOrRevoke(used: RefreshToken): Promise<Outcome> {
        const successor = successorOf(refreshToken);
        const next = used.replacedBy;
        const withinGrace = !!used.usedAt && now.getTime() - used.usedAt.getTime() <= reuseGraceSeconds * 1000;
        if (withinGrace && next && next.tokenHash === hashRefreshToken(successor) && !next.usedAt && !next.revokedAt) {
          return pair(used.session, successor);
        }
        return { revokeSessionId: used.session.id };
      }

      // one transaction: of two concurrent rotations the second waits for the first's commit,
      // then sees the token used and its successor written
      const outcome = await em.transactional(async (tx): Promise<Outcome> => {
        const current = await load(tx);
        if (!current) throw invalid();
        const session = current.session;
        if (session.revokedAt || current.revokedAt) throw invalid();
        if (current.usedAt) return replayOrRevoke(current);
        if (current.expiresAt <= now || session.expiresAt <= now) throw invalid();
        assertMayWork(session.user, session.company ?? null);
        const claimed = await tx.nativeUpdate(RefreshToken, { id: current.id, usedAt: null }, { usedAt: now });
        if (claimed === 0) {
          const used = await load(tx);
          if (!used) throw invalid();
          return replayOrRevoke(used);
        }
        const next = addRefreshToken(tx, session, now, successorOf(refreshToken));
        current.usedAt = now;
        current.replacedBy = next.entity;
        session.lastRefreshedAt = now;
        session.expiresAt = expiry(now);
        await tx.flush();
        return pair(session, next.token);
      });
      // the revocation commits on its own: the refusal must not roll it back
      if ('revokeSessionId' in outcome) {
        await revokeFamily(em, outcome.revokeSessionId, 'reuse_detected', now);
        throw invalid();
      }
      return outcome;
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
