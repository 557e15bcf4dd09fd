import { MSG } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ForbiddenError, ValidationError } from '../http/errors.ts';
import type { AuthContext } from '../modules/auth/auth-context.ts';
import { Company } from '../modules/companies/company.entity.ts';
import { isCompanyOperational } from '../modules/companies/company-status.ts';

/**
 * The company a new row (store, user, operator, …) belongs to, from the caller and the
 * `company_id` it sent — one rule for every domain:
 * - the superadmin works above companies and must name an existing company that is working (not
 *   deactivated, suspended or cancelled): otherwise a 422 on company_id;
 * - everyone else creates in the active company of the session: company_id may be omitted, or name
 *   that company; any other company is a 403 with one message (switch company first).
 */
export async function companyOfNewRow(em: SqlEntityManager, auth: AuthContext, requested: number | null | undefined): Promise<Company> {
  if (auth.role === 'superadmin') {
    const company = requested == null ? null : await em.findOne(Company, { id: requested });
    if (!company) throw new ValidationError({ company_id: MSG.companyRequired });
    if (!isCompanyOperational(company)) throw new ValidationError({ company_id: MSG.companyNotOperational });
    return company;
  }
  if (auth.companyId === null || (requested != null && requested !== auth.companyId)) {
    throw new ForbiddenError(MSG.companyNotCurrent);
  }
  return em.findOneOrFail(Company, { id: auth.companyId });
}
