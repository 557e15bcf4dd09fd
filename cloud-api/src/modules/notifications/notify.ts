import type { NotificationKind, NotificationPreferences } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';
import { notificationFields } from './notification-fields.ts';
import { Notification } from './notification.entity.ts';

export interface NotificationMessage {
  /** The company the notification concerns; null for platform matters. */
  companyId: number | null;
  kind: NotificationKind;
  title: string;
  message: string;
  link?: string | null;
}

/** Whether the user wants notifications of `kind` (Impostazioni → Notifiche; absent = yes). */
export function wants(preferences: NotificationPreferences | null | undefined, kind: NotificationKind): boolean {
  return preferences?.[kind] !== false;
}

/** A recipient as notify needs it: who, and which kinds they switched off. */
export interface Recipient {
  id: number;
  notificationPreferences?: NotificationPreferences | null;
}

/**
 * Queues one notification per recipient who wants its kind, on `em`: written by the same
 * flush/transaction as the change it tells about. Every feature notifies this way.
 */
export async function notify(em: SqlEntityManager, recipientIds: readonly number[], message: NotificationMessage): Promise<void> {
  if (recipientIds.length === 0) return;
  // a tenant EntityManager reaches the users of its company; platform recipients come with the system one
  const recipients = await em.find(User, { id: { $in: [...recipientIds] }, isActive: true }, { fields: ['id', 'notificationPreferences'] });
  notifyRecipients(em, recipients, message);
}

/**
 * notify() for recipients already read (platform-recipients.ts): a company's request can tell the
 * superadmins, whom its tenant EntityManager cannot see, in its own transaction.
 */
export function notifyRecipients(em: SqlEntityManager, recipients: readonly Recipient[], message: NotificationMessage): void {
  for (const user of recipients) {
    if (!wants(user.notificationPreferences, message.kind)) continue;
    em.create(Notification, {
      company: message.companyId === null ? null : em.getReference(Company, message.companyId),
      user: em.getReference(User, user.id),
      ...notificationFields.toEntity({ ...message, link: message.link ?? null }),
    });
  }
}
