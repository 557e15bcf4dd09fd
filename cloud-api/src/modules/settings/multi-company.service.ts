import { MSG, type AssignedCompany, type companyAssignmentBodySchema, type MultiCompanyData, type z } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createdChanges, removedChanges } from '../../common/audit.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { Sessions } from '../auth/sessions.ts';
import { Company } from '../companies/company.entity.ts';
import { companyAssignmentAuditSnapshot, companyAssignmentFields } from '../users/company-assignment-fields.ts';
import { CompanyAssignment } from '../users/company-assignment.entity.ts';
import { User } from '../users/user.entity.ts';

type AssignmentBody = z.output<typeof companyAssignmentBodySchema>;

function toAssignedCompany(assignment: CompanyAssignment): AssignedCompany {
  return {
    company_id: assignment.company.id,
    company_name: assignment.company.name,
    ...companyAssignmentFields.toApi(assignment),
    assigned_date: assignment.assignedAt.toISOString(),
  };
}

export interface MultiCompanyService {
  /** Every entrepreneur with its primary and assigned companies, and the companies to pick from. */
  overview(sc: ServiceContext): Promise<MultiCompanyData>;
  /** Gives an entrepreneur an extra company (role always entrepreneur, spec 1 §6). */
  assign(sc: ServiceContext, body: AssignmentBody): Promise<AssignedCompany>;
  /** Takes an extra company back; the entrepreneur's sessions working in it end at once. */
  unassign(sc: ServiceContext, body: AssignmentBody): Promise<void>;
}

/**
 * Impostazioni → Multi-azienda, superadmin only (the routes require the multi_company
 * permission): the superadmin's request EntityManager is unscoped, as this page spans tenants.
 */
export function createMultiCompanyService({ sessions }: { sessions: Sessions }): MultiCompanyService {
  async function entrepreneurOf(tx: SqlEntityManager, userId: number): Promise<User> {
    const user = await tx.findOne(User, { id: userId }, { populate: ['company'] });
    if (!user) throw new NotFoundError(MSG.entrepreneurNotFound);
    if (user.role !== 'entrepreneur') throw new ValidationError({ user_id: MSG.assignmentNotEntrepreneur });
    return user;
  }

  return {
    async overview({ em }) {
      const [users, companies] = await Promise.all([
        em.find(
          User,
          { role: 'entrepreneur' },
          { populate: ['company', 'companyAssignments.company'], orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' } },
        ),
        em.find(Company, {}, { orderBy: { name: 'asc', id: 'asc' }, fields: ['id', 'name'] }),
      ]);
      let totalAssignments = 0;
      const entrepreneurs = users.map((user) => {
        const primary = user.company ?? null;
        const assigned = user.companyAssignments
          .getItems()
          .filter((assignment) => assignment.company.id !== primary?.id)
          .sort((a, b) => a.company.name.localeCompare(b.company.name, 'it'))
          .map(toAssignedCompany);
        totalAssignments += assigned.length;
        return {
          user_id: user.id,
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          primary_company_id: primary?.id ?? null,
          primary_company_name: primary?.name ?? null,
          assigned_companies: assigned,
          total_companies: (primary ? 1 : 0) + assigned.length,
        };
      });
      return {
        entrepreneurs,
        available_companies: companies.map(({ id, name }) => ({ id, name })),
        stats: {
          total_entrepreneurs: entrepreneurs.length,
          available_companies: companies.length,
          total_assignments: totalAssignments,
        },
      };
    },

    async assign({ em, audit }, body) {
      // a concurrent identical assignment: the unique (user, company) index decides (http/unique-messages.ts)
      return em.transactional(async (tx) => {
        const user = await entrepreneurOf(tx, body.user_id);
        const company = await tx.findOne(Company, { id: body.company_id });
        if (!company) throw new NotFoundError(MSG.companyNotFound);
        if (user.company?.id === company.id) throw new ValidationError({ company_id: MSG.assignmentPrimaryCompany });
        if ((await tx.count(CompanyAssignment, { user: user.id, company: company.id })) > 0) {
          throw new ConflictError(MSG.assignmentAlreadyExists);
        }
        const assignment = tx.create(CompanyAssignment, { user, company, ...companyAssignmentFields.toEntity({ role: 'entrepreneur' as const }) });
        await tx.flush();
        audit(tx, {
          companyId: company.id,
          entityType: 'CompanyAssignment',
          entityId: assignment.id,
          action: 'created',
          changes: createdChanges(companyAssignmentAuditSnapshot(assignment)),
        });
        return toAssignedCompany(assignment);
      });
    },

    async unassign({ em, audit }, body) {
      await em.transactional(async (tx) => {
        await entrepreneurOf(tx, body.user_id);
        const assignment = await tx.findOne(CompanyAssignment, { user: body.user_id, company: body.company_id });
        if (!assignment) throw new NotFoundError(MSG.assignmentNotFound);
        audit(tx, {
          companyId: body.company_id,
          entityType: 'CompanyAssignment',
          entityId: assignment.id,
          action: 'deleted',
          changes: removedChanges(companyAssignmentAuditSnapshot(assignment)),
        });
        tx.remove(assignment);
        // a session working in that company would only meet 403s from now on: end it
        await sessions.revokeInCompany(tx, body.user_id, body.company_id, 'company_unassigned');
      });
    },
  };
}
