import type { MikroORM } from '@mikro-orm/core';
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
 * EntityManager. Read before opening the transaction: the embedded database has one connection.
 */
export async function superadminRecipients(orm: MikroORM): Promise<Recipient[]> {
  const admins = await systemEm(orm).find(User, { role: 'superadmin', isActive: true }, { fields: ['id', 'notificationPreferences'] });
  return admins.map((admin) => ({ id: admin.id, notificationPreferences: admin.notificationPreferences ?? null }));
}
