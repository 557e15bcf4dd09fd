import {
  MSG,
  pageWindow,
  paginationOf,
  type NotificationDto,
  type NotificationListData,
  type NotificationPreferences,
  type notificationsQuerySchema,
  type z,
} from '@banco/shared';
import { NotFoundError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { User } from '../users/user.entity.ts';
import { notificationFields } from './notification-fields.ts';
import { Notification } from './notification.entity.ts';

type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

function toDto(notification: Notification): NotificationDto {
  return {
    id: notification.id,
    ...notificationFields.toApi(notification),
    read_at: notification.readAt?.toISOString() ?? null,
    created_at: notification.createdAt.toISOString(),
  };
}

/**
 * The header bell (Banco): the caller's own notifications in its current company, newest first.
 * Another user's notification answers 404 like one that does not exist.
 */
export const notificationsService = {
  async list({ auth, em }: ServiceContext, query: NotificationsQuery): Promise<NotificationListData> {
    const mine = { user: auth.userId };
    const [rows, total] = await em.findAndCount(Notification, query.unread ? { ...mine, readAt: null } : mine, {
      orderBy: { id: 'desc' },
      ...pageWindow(query),
    });
    const unread = query.unread ? total : await em.count(Notification, { ...mine, readAt: null });
    return { notifications: rows.map(toDto), unread_count: unread, pagination: paginationOf(query.page, query.per_page, total) };
  },

  async markRead({ auth, em }: ServiceContext, id: number): Promise<NotificationDto> {
    const notification = await em.findOne(Notification, { id, user: auth.userId });
    if (!notification) throw new NotFoundError(MSG.notFound);
    notification.readAt ??= new Date();
    await em.flush();
    return toDto(notification);
  },

  async markAllRead({ auth, em }: ServiceContext): Promise<{ updated: number }> {
    const updated = await em.nativeUpdate(Notification, { user: auth.userId, readAt: null }, { readAt: new Date() });
    return { updated };
  },

  async preferences({ auth, em }: ServiceContext): Promise<NotificationPreferences> {
    const user = await em.findOneOrFail(User, auth.userId, { fields: ['notificationPreferences'] });
    return { ...(user.notificationPreferences ?? {}) };
  },

  async savePreferences({ auth, em }: ServiceContext, changes: NotificationPreferences): Promise<NotificationPreferences> {
    const user = await em.findOneOrFail(User, auth.userId);
    const next = { ...(user.notificationPreferences ?? {}), ...changes };
    user.notificationPreferences = next;
    await em.flush();
    return next;
  },
};
