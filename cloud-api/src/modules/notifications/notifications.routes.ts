import { idField, MSG, notificationPreferencesBodySchema, notificationsQuerySchema, z } from '@banco/shared';
import { Router } from '@koa/router';
import { authOf, type RouteRule } from '../../common/policy.ts';
import { ok } from '../../http/envelope.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import type { AppState } from '../../http/state.ts';
import { parse } from '../../http/validate.ts';
import { notificationsService as notifications } from './notifications.service.ts';

const idParams = z.object({ id: idField });

/** /notifications/* (Banco): every signed-in user's own bell and preferences. */
export function notificationsRoutes({ requireAuth }: { requireAuth: RouteRule }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/notifications' });
  const emOf = (state: AppState) => {
    if (!state.em) throw new UnauthorizedError(MSG.unauthenticated);
    return state.em;
  };

  router.get('/', requireAuth, async (ctx) => {
    ok(ctx, await notifications.list(authOf(ctx.state), emOf(ctx.state), parse(notificationsQuerySchema, ctx.query)));
  });

  router.post('/read-all', requireAuth, async (ctx) => {
    ok(ctx, await notifications.markAllRead(authOf(ctx.state), emOf(ctx.state)));
  });

  router.get('/preferences', requireAuth, async (ctx) => {
    ok(ctx, await notifications.preferences(authOf(ctx.state), emOf(ctx.state)));
  });

  router.put('/preferences', requireAuth, async (ctx) => {
    const body = parse(notificationPreferencesBodySchema, ctx.request.body);
    ok(ctx, await notifications.savePreferences(authOf(ctx.state), emOf(ctx.state), body), { message: MSG.notificationPreferencesSaved });
  });

  router.post('/:id/read', requireAuth, async (ctx) => {
    const { id } = parse(idParams, ctx.params);
    ok(ctx, await notifications.markRead(authOf(ctx.state), emOf(ctx.state), id));
  });

  return router;
}
