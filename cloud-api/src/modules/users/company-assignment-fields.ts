import { defineFieldMap } from '../../common/field-map.ts';
import type { CompanyAssignment } from './company-assignment.entity.ts';

/**
 * An extra company's assignment as the API names its columns: the create, the DTO and the audit
 * trail read this list. Who and which company are relations, named beside it (user_id, company_id).
 */
export const companyAssignmentFields = defineFieldMap<CompanyAssignment>()({
  role: 'role',
});

/** The audited values of an assignment, as the API names them: its user, its company and its columns. */
export function companyAssignmentAuditSnapshot(assignment: CompanyAssignment): Record<string, unknown> {
  return { user_id: assignment.user.id, company_id: assignment.company.id, ...companyAssignmentFields.toApi(assignment) };
}
