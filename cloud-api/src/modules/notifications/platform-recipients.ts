import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../../common/tenancy.ts';
import { User } from '../users/user.entity.ts';

/** The ids of the active superadmins: the recipients of platform matters (failed mails, plan requests). */
export async function superadminIds(orm: MikroORM): Promise<number[]> {
  const admins = await systemEm(orm).find(User, { role: 'superadmin', isActive: true }, { fields: ['id'] });
  return admins.map((admin) => admin.id);
}
