import { MSG, type AvailableCompany, type LoginResult } from '@banco/shared';
import { ForbiddenError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { RequestMeta } from '../../http/state.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { RawReads } from '../../db/raw-reads.ts';
import type { Sessions } from '../auth/sessions.ts';
import { isCompanyOperational } from '../companies/company-status.ts';
import type { Company } from '../companies/company.entity.ts';
import { toUserDto } from './user-dto.ts';
import { createUserManagement, type UserManagement } from './user-management.ts';

/** Company switching (issue 2) and the users screens (user-management.ts). */
export interface UsersService extends UserManagement {
  /** The entrepreneur's primary company, then the assigned ones by name. */
  availableCompanies(sc: ServiceContext): Promise<AvailableCompany[]>;
  /** A new session (opened with the request's `meta`) whose current company is `companyId`; the calling session is revoked. */
  switchCompany(sc: ServiceContext, companyId: number, meta: RequestMeta): Promise<LoginResult>;
}

export function createUsersService({ sessions, reads }: { sessions: Sessions; reads: RawReads }): UsersService {
  async function heldCompanies(auth: AuthContext): Promise<{ company: Company; primary: boolean }[]> {
    const user = await auth.loadUser();
    await auth.identityEm.populate(user, ['company', 'companyAssignments.company']);
    const assigned = user.companyAssignments
      .getItems()
      .map((assignment) => assignment.company)
      .filter((company) => company.id !== user.company?.id)
      .sort((a, b) => a.name.localeCompare(b.name, 'it'));
    return [
      ...(user.company ? [{ company: user.company, primary: true }] : []),
      ...assigned.map((company) => ({ company, primary: false })),
    ];
  }

  return {
    ...createUserManagement({ sessions }),

    async availableCompanies({ auth }) {
      return (await heldCompanies(auth)).map(({ company, primary }) => ({
        id: company.id,
        name: company.name,
        assignment_type: primary ? 'primary' : 'assigned',
        is_current: company.id === auth.companyId ? 1 : 0,
      }));
    },

    async switchCompany({ auth }, companyId, meta) {
      // A company the entrepreneur does not hold and a company that does not exist get the same
      // 403 MSG.companyNotAvailable: the answer must not reveal which ids exist in other tenants.
      const target = (await heldCompanies(auth)).find(({ company }) => company.id === companyId)?.company;
      if (!target) throw new ForbiddenError(MSG.companyNotAvailable);
      if (!isCompanyOperational(target)) throw new ForbiddenError(MSG.companySuspended);
      const user = await auth.loadUser();
      const tokens = await auth.identityEm.transactional(async (tx) => {
        await sessions.revoke(tx, auth.sessionId, 'company_switched');
        const { session: _session, ...pair } = await sessions.open(tx, user, target, meta);
        return pair;
      });
      return { user: await toUserDto(reads, user, target), ...tokens };
    },
  };
}
