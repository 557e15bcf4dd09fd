import { MSG, type FirstAdminInput } from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import { recordAudit } from '../../common/audit.ts';
import { systemEm } from '../../common/tenancy.ts';
import { ConflictError, ValidationError } from '../../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { User } from '../users/user.entity.ts';

/** An arbitrary constant key: one first-admin creation at a time across server processes. */
const FIRST_ADMIN_LOCK = 4_2026_0001;

/** Whether the installation has no superadmin yet (a new, non-demo install). */
export async function needsFirstAdmin(orm: MikroORM): Promise<boolean> {
  return (await systemEm(orm).count(User, { role: 'superadmin' })) === 0;
}

/**
 * Creates the first superadmin of an installation, only while none exists: two concurrent
 * attempts (two browsers, the CLI and a browser) give one administrator and one 409.
 * System code (no tenant yet), hence the unscoped EntityManager.
 */
export async function createFirstAdmin(orm: MikroORM, input: FirstAdminInput, requestId: string | null = null): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return systemEm(orm).transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [FIRST_ADMIN_LOCK]);
    if ((await tx.count(User, { role: 'superadmin' })) > 0) throw new ConflictError(MSG.setupAlreadyDone);
    if ((await tx.count(User, { email: input.email })) > 0) throw new ValidationError({ email: MSG.userEmailTaken });
    const user = tx.create(User, {
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      role: 'superadmin',
      company: null,
      isActive: true,
      emailVerifiedAt: new Date(),
    });
    await tx.flush();
    recordAudit(tx, {
      actorId: user.id,
      companyId: null,
      entityType: 'User',
      entityId: user.id,
      action: 'first_admin_created',
      requestId,
    });
    return user;
  });
}
