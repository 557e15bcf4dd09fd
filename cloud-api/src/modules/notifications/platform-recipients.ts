import type { NotificationPreferences } from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { platformRecipientsRoutine } from './platform-recipients-routine.ts';
import { systemEm } from '../../common/tenancy.ts';
import { User } from '../users/user.entity.ts';
import type { Recipient } from './notify.ts';

/** The ids of the active superadmins: the recipients of platform matters (failed mails, plan requests). */
export async function superadminIds(orm: MikroORM): Promise<number[]> {
  const admins = await systemEm(orm).find(User, { role: 'superadmin', isActive: true }, { fields: ['id'] });
  return admins.map((admin) => admin.id);
}

/**
 * The active superadmins with their notification preferences, for notifyRecipients() on a tenant
 * EntityManager: read through `em` (any scope, in its transaction) by platformRecipientsRoutine,
 * which company-scoped work may call.
 */
export async function superadminRecipients(em: SqlEntityManager): Promise<Recipient[]> {
  // a plain select: PGlite's driver has no callRoutine
  const [row] = await em.execute<{ recipients: { id: number; notification_preferences: NotificationPreferences | null }[] }[]>(
    `select "${platformRecipientsRoutine.name}"() as recipients`,
  );
  return (row?.recipients ?? []).map((admin) => ({ id: admin.id, notificationPreferences: admin.notification_preferences }));
}
