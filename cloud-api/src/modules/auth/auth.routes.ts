import {
  MSG,
  changePasswordBodySchema,
  loginBodySchema,
  logoutBodySchema,
  profileBodySchema,
  refreshBodySchema,
} from '@banco/shared';
import { Router } from '@koa/router';
import { allowAnonymous, authOf, bearerToken, type RouteRule } from '../../common/policy.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import { parse } from '../../http/validate.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthService } from './auth.service.ts';
import type { Authenticate } from './authenticator.ts';

interface AuthRoutesDeps {
  auth: AuthService;
  authenticate: Authenticate;
  requireAuth: RouteRule;
}

/** /auth/*: parse with the shared schema → service → envelope. */
export function authRoutes({ auth, authenticate, requireAuth }: AuthRoutesDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/auth' });

  router.post('/login', allowAnonymous, async (ctx) => {
    const body = parse(loginBodySchema, ctx.request.body);
    ok(ctx, await auth.login(body, requestMeta(ctx)));
  });

  router.post('/refresh', allowAnonymous, async (ctx) => {
    const body = parse(refreshBodySchema, ctx.request.body);
    ok(ctx, await auth.refresh(body.refresh_token));
  });

  // the bearer is optional here: a valid refresh token in the body is enough to log out
  router.post('/logout', allowAnonymous, async (ctx) => {
    const body = parse(logoutBodySchema, ctx.request.body);
    const token = bearerToken(ctx.get('Authorization'));
    let caller: AuthContext | null = null;
    if (token) {
      try {
        caller = await authenticate(token);
      } catch (error) {
        if (!(error instanceof AppError) || !body.refresh_token) throw error;
      }
    }
    await auth.logout(caller, body.refresh_token);
    ok(ctx, null, { message: MSG.loggedOut });
  });

  router.get('/me', requireAuth, async (ctx) => {
    ok(ctx, await auth.me(authOf(ctx.state)));
  });

  router.put('/profile', requireAuth, async (ctx) => {
    const body = parse(profileBodySchema, ctx.request.body);
    ok(ctx, await auth.updateProfile(authOf(ctx.state), body, requestMeta(ctx)), { message: MSG.profileUpdated });
  });

  router.post('/change-password', requireAuth, async (ctx) => {
    const body = parse(changePasswordBodySchema, ctx.request.body);
    await auth.changePassword(authOf(ctx.state), body, requestMeta(ctx));
    ok(ctx, null, { message: MSG.passwordChanged });
  });

  return router;
}
