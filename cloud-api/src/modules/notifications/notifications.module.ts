import { notificationsContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { notificationsService as notifications } from './notifications.service.ts';

/** /notifications/* (Banco): binds the shared notificationsContract to the bell's service. */
export function notificationsModule(options: RegistrarOptions): Router<AppState> {
  return registerContract(notificationsContract, {
    list: ({ sc, query }) => notifications.list(sc, query),
    markAllRead: ({ sc }) => notifications.markAllRead(sc),
    preferences: ({ sc }) => notifications.preferences(sc),
    savePreferences: ({ sc, body }) => notifications.savePreferences(sc, body),
    markRead: ({ sc, params }) => notifications.markRead(sc, params.id),
  }, options);
}
