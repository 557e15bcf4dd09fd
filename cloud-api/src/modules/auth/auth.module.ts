import { authContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { bearerToken } from '../../common/policy.ts';
import { AppError } from '../../http/errors.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthService } from './auth.service.ts';
import type { Authenticate } from './authenticator.ts';

interface AuthModuleDeps {
  auth: AuthService;
  authenticate: Authenticate;
}

/** /auth/* (spec 1 §7 Authentication): binds the shared authContract to the auth service. */
export function authModule({ auth, authenticate }: AuthModuleDeps, options: RegistrarOptions): Router<AppState> {
  return registerContract(authContract, {
    login: ({ body, http }) => auth.login(body, requestMeta(http)),
    refresh: ({ body }) => auth.refresh(body.refresh_token),
    // public: the bearer is optional here, a valid refresh token in the body is enough to log out
    logout: async ({ body, http }) => {
      const token = bearerToken(http.get('Authorization'));
      let caller: AuthContext | null = null;
      if (token) {
        try {
          caller = await authenticate(token);
        } catch (error) {
          if (!(error instanceof AppError) || !body.refresh_token) throw error;
        }
      }
      await auth.logout(caller, body.refresh_token);
      return null;
    },
    me: ({ sc }) => auth.me(sc),
    updateProfile: ({ sc, body }) => auth.updateProfile(sc, body),
    changePassword: async ({ sc, body, http }) => {
      await auth.changePassword(sc, body, requestMeta(http));
      return null;
    },
  }, options);
}
