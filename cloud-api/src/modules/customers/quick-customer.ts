import type { QuickCustomer } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createdChanges } from '../../common/audit.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { consentsOf, recordConsentChanges } from './customer-consents.ts';
import { assertNoDuplicate } from './customer-duplicates.ts';
import { customerFields } from './customer-fields.ts';
import { searchTextOf } from './customer-search.ts';
import { Customer } from './customer.entity.ts';

/**
 * 'Nuovo Cliente Rapido' (spec 2 §2.6): a person with name, surname and phone, written in the
 * caller's transaction (the sale's), registered at the store, with its consents and audit row as
 * every new customer. A tax code already in the company is the same 409 as the customer wizard's.
 */
export async function createQuickCustomer(sc: ServiceContext, tx: SqlEntityManager, companyId: number, storeId: number, quick: QuickCustomer): Promise<Customer> {
  const values = customerFields.valuesOf({ customer_type: 'individual' as const, ...quick, tax_code: quick.tax_code ?? null, is_active: true });
  if (quick.tax_code) await assertNoDuplicate(tx, companyId, { customer_type: 'individual', tax_code: quick.tax_code }, null);
  const customer = tx.create(Customer, { ...customerFields.toEntity(values), company: companyId, store: storeId, searchText: searchTextOf(values) });
  await tx.flush();
  recordConsentChanges(tx, customer, null, consentsOf(customer), sc.auth.userId);
  sc.audit(tx, { companyId, entityType: 'Customer', entityId: customer.id, action: 'created', changes: createdChanges(values) });
  return customer;
}
