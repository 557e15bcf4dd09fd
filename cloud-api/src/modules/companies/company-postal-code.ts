import { postalCodeProvinceError } from '@banco/shared';
import { ValidationError } from '../../http/errors.ts';

/**
 * A partial change of a company's address (PUT /companies/{id}, PUT /settings/company) may send the
 * CAP or the province alone: the request schema cannot see the other. Checked on the values the
 * company would have (its own merged with the request's), when the request touched either
 * (issue 7.9), before anything is assigned, so a refusal writes nothing.
 */
export function checkCompanyPostalCode(
  company: { province?: string | null; postalCode?: string | null },
  body: { province?: unknown; postal_code?: unknown },
): void {
  if (body.province === undefined && body.postal_code === undefined) return;
  const error = postalCodeProvinceError(company.postalCode ?? null, company.province ?? null);
  if (error) throw new ValidationError({ postal_code: error });
}
