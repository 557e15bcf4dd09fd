import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';
import { notificationPreferencesBodySchema, notificationsQuerySchema } from '../api/notifications.ts';
import { idField } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { markedReadSchema, notificationDtoSchema, notificationListDataSchema, notificationPreferencesSchema } from './responses.ts';

/**
 * /notifications/* (Banco): every signed-in user's own bell and preferences. Another user's
 * notification answers 404 like one that does not exist; a malformed id 422.
 */
export const notificationsContract = {
  list: defineEndpoint({ method: 'GET', path: '/notifications', access: 'authenticated', query: notificationsQuerySchema, response: notificationListDataSchema }),
  markAllRead: defineEndpoint({ method: 'POST', path: '/notifications/read-all', access: 'authenticated', response: markedReadSchema }),
  preferences: defineEndpoint({ method: 'GET', path: '/notifications/preferences', access: 'authenticated', response: notificationPreferencesSchema }),
  savePreferences: defineEndpoint({
    method: 'PUT',
    path: '/notifications/preferences',
    access: 'authenticated',
    body: notificationPreferencesBodySchema,
    response: notificationPreferencesSchema,
    message: MSG.notificationPreferencesSaved,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    access: 'authenticated',
    params: z.object({ id: idField }),
    response: notificationDtoSchema,
  }),
};
