import type { SqlEntityManager } from '@mikro-orm/sql';
import { ConsentEvent } from '../../modules/customers/consent-event.entity.ts';
import { Customer } from '../../modules/customers/customer.entity.ts';
import { searchTextOf } from '../../modules/customers/customer-search.ts';
import { PointsEntry } from '../../modules/customers/points-entry.entity.ts';
import type { Company } from '../../modules/companies/company.entity.ts';
import type { Store } from '../../modules/stores/store.entity.ts';
import { DEMO_CUSTOMERS } from './demo-customers.ts';
import type { DemoCompanyKey } from './demo-data.ts';

/**
 * The demo customers, each with its consents history (recorded by its store's manager, or by
 * nobody where the store has none) and its first ProFylo points.
 */
export function seedDemoCustomers(tx: SqlEntityManager, companies: Map<DemoCompanyKey, Company>, stores: Map<string, Store>): void {
  for (const { company: key, store: code, points, ...data } of DEMO_CUSTOMERS) {
    const company = companies.get(key);
    const store = stores.get(code) ?? null;
    if (!company) continue;
    const customer = tx.create(Customer, {
      ...data,
      company,
      store,
      documentType: 'identity_card',
      privacyConsent: true,
      isActive: true,
      searchText: searchTextOf({
        first_name: data.firstName,
        last_name: data.lastName,
        company_name: data.companyName,
        tax_code: data.taxCode,
        vat_number: data.vatNumber,
        phone: data.phone,
        email: data.email,
      }),
    });
    const manager = store?.manager ?? null;
    const consents = { privacy: true, marketing: data.marketingConsent, profiling: data.profilingConsent } as const;
    for (const [consent, granted] of Object.entries(consents) as [keyof typeof consents, boolean][]) {
      tx.create(ConsentEvent, { company, customer, consent, granted, changedBy: manager });
    }
    if (points) tx.create(PointsEntry, { company, customer, kind: 'manual', ...points, author: manager });
  }
}
