import { fillMessage, MSG } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { User } from './user.entity.ts';

/**
 * Why each of these managers cannot be deleted yet: consultants still name it as their supervisor
 * (the same rule DELETE /users/{id} answers 409 with). One statement for a whole page.
 */
export async function deleteBlockedReasons(em: SqlEntityManager, managerIds: readonly number[]): Promise<Map<number, string>> {
  const reasons = new Map<number, string>();
  if (managerIds.length === 0) return reasons;
  // the consultants are in their manager's company, which is the caller's: the tenant filter keeps them
  const consultants = await em.find(User, { manager: { $in: [...managerIds] } }, { fields: ['manager'] });
  const counts = new Map<number, number>();
  for (const consultant of consultants) {
    const managerId = consultant.manager?.id;
    if (managerId !== undefined) counts.set(managerId, (counts.get(managerId) ?? 0) + 1);
  }
  for (const [managerId, count] of counts) reasons.set(managerId, fillMessage(MSG.userManagerHasConsultants, { count }));
  return reasons;
}
