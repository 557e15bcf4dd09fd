import type { Appearance } from '@banco/shared';
import { diff } from '../../common/audit.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { User } from '../users/user.entity.ts';

function toAppearance(user: User): Appearance {
  return { theme_preference: user.themePreference, density: user.density };
}

/** The caller's own theme and density (a user always sees its own row, whatever the tenant). */
export function createAppearanceService() {
  return {
    async show(sc: ServiceContext): Promise<Appearance> {
      return toAppearance(await sc.em.findOneOrFail(User, { id: sc.auth.userId }));
    },

    async update(sc: ServiceContext, body: Appearance): Promise<Appearance> {
      const user = await sc.em.findOneOrFail(User, { id: sc.auth.userId });
      // audited under the API's names, as every other audit row
      const changes = diff(toAppearance(user), body);
      if (Object.keys(changes).length > 0) {
        await sc.em.transactional(async (tx) => {
          tx.assign(user, { themePreference: body.theme_preference, density: body.density });
          sc.audit(tx, {
            companyId: sc.auth.companyId,
            entityType: 'User',
            entityId: user.id,
            action: 'appearance_updated',
            changes,
          });
        });
      }
      return toAppearance(user);
    },
  };
}
