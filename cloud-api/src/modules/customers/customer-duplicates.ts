import { MSG } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError } from '../../http/errors.ts';
import { customerDisplayName } from './customer-dto.ts';
import { Customer } from './customer.entity.ts';

interface Identity {
  customer_type: 'individual' | 'company';
  tax_code?: string | null | undefined;
  vat_number?: string | null | undefined;
}

/** The 409 of a duplicate, naming the existing customer, on the field that collides. */
function duplicateError(field: 'tax_code' | 'vat_number', existing: Customer): AppError {
  const template = field === 'tax_code' ? MSG.customerTaxCodeTaken : MSG.customerVatTaken;
  const message = template.replace('{name}', customerDisplayName(existing));
  return new AppError(409, message, { validationErrors: { [field]: message } });
}

/** The customer of the company that already has this identity (tax code of a person, VAT of a company), if any. */
async function existingWith(em: SqlEntityManager, companyId: number, identity: Identity, exceptId: number | null): Promise<Customer | null> {
  const code = identity.customer_type === 'individual' ? { taxCode: identity.tax_code ?? '' } : { vatNumber: identity.vat_number ?? '' };
  return em.findOne(Customer, {
    company: companyId,
    customerType: identity.customer_type,
    ...code,
    ...(exceptId === null ? {} : { id: { $ne: exceptId } }),
  });
}

/**
 * Refuses a second customer with the same tax code (individuals) or VAT number (companies) in one
 * company (issue 8): 409 naming the existing one. The partial unique indexes of the customers table
 * are the wall behind it (two requests at once): `duplicateAfterViolation` names the winner then.
 */
export async function assertNoDuplicate(em: SqlEntityManager, companyId: number, identity: Identity, exceptId: number | null): Promise<void> {
  const existing = await existingWith(em, companyId, identity, exceptId);
  if (existing) throw duplicateError(identity.customer_type === 'individual' ? 'tax_code' : 'vat_number', existing);
}

/** After a unique violation of the customers' indexes: the 409 naming the customer that got there first. */
export async function duplicateAfterViolation(em: SqlEntityManager, companyId: number, identity: Identity, exceptId: number | null): Promise<AppError> {
  const existing = await existingWith(em.fork(), companyId, identity, exceptId);
  if (!existing) return new AppError(409, MSG.conflict);
  return duplicateError(identity.customer_type === 'individual' ? 'tax_code' : 'vat_number', existing);
}
