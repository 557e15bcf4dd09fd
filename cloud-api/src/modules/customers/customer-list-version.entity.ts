import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';

/**
 * A company's customer list version: a number the database raises whenever a statement adds,
 * removes or changes what the list's search sees of the company's customers (a customer added,
 * deleted, erased, its search column changed). It lets the list's total, with or without a search,
 * be counted once and then reused for the next pages and the same search, for as long as the version
 * stays (customer-search-totals.ts). Kept by triggers on customers (customer-list-version-triggers.ts),
 * never written by the application; no row yet reads as version 0.
 */
export const CustomerListVersionSchema = defineEntity({
  name: 'CustomerListVersion',
  tableName: 'customer_list_versions',
  properties: {
    company: () => p.manyToOne(Company).deleteRule('cascade').primary(),
    version: p.bigint('number'),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('customer_list_versions'),
});

export class CustomerListVersion extends CustomerListVersionSchema.class {}
CustomerListVersionSchema.setClass(CustomerListVersion);
