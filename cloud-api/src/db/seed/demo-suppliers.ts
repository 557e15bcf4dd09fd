import { withPartitaIvaCheckDigit, type SupplierType } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Company } from '../../modules/companies/company.entity.ts';
import { Supplier } from '../../modules/suppliers/supplier.entity.ts';
import type { DemoCompanyKey } from './demo-data.ts';

/** Invented suppliers of the kinds a phone shop buys from (names are examples, VAT numbers valid but fictitious). */
const SUPPLIERS: readonly [name: string, code: string, type: SupplierType, vatBody: string, email: string, verified: boolean][] = [
  ['Distribuzione Telefonia Italia S.p.A.', 'DTI', 'telecom', '0456789101', 'ordini@dti-distribuzione.example', true],
  ['Mobile Wholesale Europe S.r.l.', 'MWE', 'telecom', '0567891012', 'sales@mwe.example', true],
  ['Accessori Pro Ingrosso S.r.l.', 'API', 'accessori', '0678910123', 'ordini@accessoripro.example', true],
  ['Cover & Co. S.n.c.', 'COV', 'accessori', '0789101234', 'info@coverco.example', false],
  ['Ricambi Smart S.r.l.', 'RSM', 'riparazioni', '0891012345', 'ricambi@ricambismart.example', false],
];

export function seedDemoSuppliers(tx: SqlEntityManager, companies: Map<DemoCompanyKey, Company>): void {
  for (const key of ['demo', 'sud'] as const) {
    const company = companies.get(key);
    if (!company) continue;
    for (const [name, code, type, vatBody, email, verified] of SUPPLIERS) {
      tx.create(Supplier, { company, name, code, type, vatNumber: withPartitaIvaCheckDigit(vatBody), email, phone: null, notes: null, verified, active: true });
    }
  }
}
