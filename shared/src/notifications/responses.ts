import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../api/notifications.ts';
import { paginationSchema } from '../api/pagination.ts';

/** The answers of /notifications (Banco): one schema each, the types follow from them. */

export const notificationDtoSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  /** An in-app path to open ('/settings/system'), or null. */
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

export const notificationListDataSchema = z.object({
  notifications: z.array(notificationDtoSchema),
  unread_count: z.number().int(),
  pagination: paginationSchema,
});
export type NotificationListData = z.infer<typeof notificationListDataSchema>;

/** Per kind, whether the user wants it (absent = yes). */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const markedReadSchema = z.object({ updated: z.number().int() });
