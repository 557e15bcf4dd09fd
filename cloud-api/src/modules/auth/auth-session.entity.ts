import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A login session = a refresh-token family. Access tokens carry its id (sid) and every request
 * checks it, so revocation applies at once. company_id is the session's current company.
 */
export const AuthSessionSchema = defineEntity({
  name: 'AuthSession',
  tableName: 'auth_sessions',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    company: () => p.manyToOne(Company).nullable().deleteRule('cascade'),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastRefreshedAt: p.datetime().nullable(),
    /** Moves forward at each rotation (sliding REFRESH_TOKEN_TTL). */
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** logout | reuse_detected | password_changed | company_switched */
    revokedReason: p.string().length(30).nullable(),
  },
});

export class AuthSession extends AuthSessionSchema.class {}
AuthSessionSchema.setClass(AuthSession);
