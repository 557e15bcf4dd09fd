import { defineEntity, p } from '@mikro-orm/core';
import { SALE_STATUSES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Customer } from '../customers/customer.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * The header of a sale: a fiscal record, so nothing it points at may vanish under it (RESTRICT on the
 * store, the customer and the consultant; a customer with sales is anonymised, never deleted).
 * Issue 8 reads it for the customers' purchase statistics; the sales wizard (issue 10) writes it and
 * adds the lines, payments and the client-generated id of the offline counter.
 */
export const SaleSchema = defineEntity({
  name: 'Sale',
  tableName: 'sales',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).deleteRule('restrict').index(),
    /** Null: a walk-in sale ('Cliente occasionale'). */
    customer: () => p.manyToOne(Customer).nullable().deleteRule('restrict'),
    consultant: () => p.manyToOne(User).nullable().deleteRule('restrict').index(),
    saleNumber: p.string().length(30),
    status: p.enum(SALE_STATUSES).default('completed'),
    totalCents: p.bigint('number'),
    notes: p.text().nullable(),
    saleDate: p.datetime(),
    ...timestamps(),
  },
  indexes: [
    // a customer's purchases, newest first (statistics, recent sales, last purchase in the list)
    { properties: ['customer', 'saleDate'] },
  ],
  uniques: [{ properties: ['company', 'saleNumber'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sales'),
});

export class Sale extends SaleSchema.class {}
SaleSchema.setClass(Sale);
