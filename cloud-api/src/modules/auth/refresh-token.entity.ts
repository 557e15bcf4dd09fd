import { defineEntity, p } from '@mikro-orm/core';
import { AuthSession } from './auth-session.entity.ts';

/**
 * One opaque refresh token of a session (family). Only its keyed SHA-256 hash is stored. A token is
 * used once: rotation sets used_at and replaced_by; presenting a used token again revokes the family.
 */
export const RefreshTokenSchema = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.integer().primary(),
    session: () => p.manyToOne(AuthSession).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    replacedBy: () => p.manyToOne(RefreshToken).nullable().deleteRule('set null'),
    revokedAt: p.datetime().nullable(),
  },
});

export class RefreshToken extends RefreshTokenSchema.class {}
RefreshTokenSchema.setClass(RefreshToken);
