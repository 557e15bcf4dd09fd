import {
  MSG,
  type AuthTokens,
  type changePasswordBodySchema,
  type LoginResult,
  type loginBodySchema,
  type profileBodySchema,
  type UserDto,
  type z,
} from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import { diff, HIDDEN } from '../../common/audit.ts';
import { systemEm } from '../../common/tenancy.ts';
import type { RawReads } from '../../db/raw-reads.ts';
import { UnauthorizedError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { RequestMeta } from '../../http/state.ts';
import { passwordChangedMail } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { toUserDto, userDtoOf } from '../users/user-dto.ts';
import { profileFields } from '../users/user-fields.ts';
import type { AuthContext } from './auth-context.ts';
import { assertMayWork } from './access-rules.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { userWithPassword } from './password-check.ts';
import { hashPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';

/** Parsed bodies (the shared schemas' output). */
type Credentials = z.output<typeof loginBodySchema>;
type ProfileChanges = z.output<typeof profileBodySchema>;
type PasswordChange = z.output<typeof changePasswordBodySchema>;

export interface AuthService {
  login(credentials: Credentials, meta: RequestMeta): Promise<LoginResult>;
  refresh(refreshToken: string): Promise<AuthTokens>;
  /** Revokes the bearer's session and/or the refresh token's one; 401 when neither is known. */
  logout(auth: AuthContext | null, refreshToken: string | undefined): Promise<void>;
  me(sc: ServiceContext): Promise<UserDto>;
  updateProfile(sc: ServiceContext, changes: ProfileChanges): Promise<UserDto>;
  changePassword(sc: ServiceContext, change: PasswordChange, meta: RequestMeta): Promise<void>;
}

interface AuthServiceDeps {
  orm: MikroORM;
  /** Identity reads below the ORM (the UserDto's relations). */
  reads: RawReads;
  sessions: Sessions;
  throttle: LoginThrottle;
}

export function createAuthService({ orm, reads, sessions, throttle }: AuthServiceDeps): AuthService {
  return {
    async login({ email, password }, meta) {
      const em = systemEm(orm);
      const user = await userWithPassword(em, throttle, { email, password, ip: meta.ip }, ['company']);
      if (!user) throw new UnauthorizedError(MSG.invalidCredentials);
      const company = user.company ?? null;
      assertMayWork(user, company);
      user.lastLoginAt = new Date();
      const { session: _session, ...tokens } = await sessions.open(em, user, company, meta);
      return { user: await toUserDto(reads, user, company), ...tokens };
    },

    async refresh(refreshToken) {
      const em = systemEm(orm);
      const { session: _session, ...tokens } = await sessions.rotate(em, refreshToken);
      return tokens;
    },

    async logout(auth, refreshToken) {
      const em = auth?.identityEm ?? systemEm(orm);
      let revoked = false;
      if (auth) {
        await sessions.revoke(em, auth.sessionId, 'logout');
        revoked = true;
      }
      if (refreshToken) {
        const session = await sessions.findByRefreshToken(em, refreshToken);
        if (session) {
          await sessions.revoke(em, session.id, 'logout');
          revoked = true;
        } else if (!revoked) {
          throw new UnauthorizedError(MSG.invalidRefreshToken);
        }
      }
      if (!revoked) throw new UnauthorizedError(MSG.unauthenticated);
    },

    async me({ auth }) {
      // as the identity statement read them: no entity built, no second statement
      const { user, company, relations } = auth.profile;
      return userDtoOf(user, company, relations);
    },

    async updateProfile({ auth, audit }, changes) {
      const user = await auth.loadUser();
      const em = auth.identityEm;
      const next = profileFields.valuesOf(changes);
      const changed = diff(profileFields.toApi(user), next);
      if (Object.keys(changed).length > 0) {
        await em.transactional(async (tx) => {
          tx.assign(user, profileFields.toEntity(next));
          audit(tx, { companyId: auth.companyId, entityType: 'User', entityId: user.id, action: 'profile_updated', changes: changed });
        });
      }
      return toUserDto(reads, user, auth.profile.company);
    },

    async changePassword({ auth, audit }, change, meta) {
      const user = await auth.loadUser();
      const em = auth.identityEm;
      // the current password is checked as a login is, under the same throttle: a stolen session cannot guess it
      if (!(await userWithPassword(em, throttle, { email: user.email, password: change.current_password, ip: meta.ip }))) {
        throw new ValidationError({ current_password: MSG.currentPasswordWrong });
      }
      const passwordHash = await hashPassword(change.new_password);
      await em.transactional(async (tx) => {
        user.passwordHash = passwordHash;
        audit(tx, {
          companyId: auth.companyId,
          entityType: 'User',
          entityId: user.id,
          action: 'password_changed',
          changes: { password: { from: HIDDEN, to: HIDDEN } },
        });
        await tx.flush();
        await sessions.revokeOthers(tx, user.id, auth.sessionId, 'password_changed');
        enqueueMail(tx, passwordChangedMail({ email: user.email, firstName: user.firstName, companyId: auth.companyId }));
      });
    },
  };
}
