import { defineEntity, p } from '@mikro-orm/core';
import { SALE_STATUSES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Customer } from '../customers/customer.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';
import { CashShift } from './cash-shift.entity.ts';

/**
 * The header of a sale: a fiscal record, so nothing it points at may vanish under it (RESTRICT on the
 * store, the customer and the consultant; a customer with sales is anonymised, never deleted).
 * Issue 8 reads it for the customers' purchase statistics; the sales wizard (issue 10) writes it with
 * its lines and payments (sale-writer.ts). `clientId` is the UUID the counter made when the wizard
 * started: one sale per id in a company, so a repeated completion finds the first (null: a sale not
 * made at a counter). Amounts are in cents as the server priced them.
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
    /** The manager who authorised a discount or an amount beyond the seller's limits at the counter. */
    authorizedBy: () => p.manyToOne(User).nullable().deleteRule('restrict'),
    /** The store's open shift when the sale was made (its cash is that drawer's). */
    shift: () => p.manyToOne(CashShift).nullable().deleteRule('restrict').index(),
    clientId: p.uuid().nullable(),
    /** The completion's fingerprint (common/request-fingerprint.ts): another cart under the same client id is a 409. */
    requestHash: p.string().length(64).nullable(),
    saleNumber: p.string().length(30),
    status: p.enum(SALE_STATUSES).default('completed'),
    subtotalCents: p.bigint('number').default(0),
    discountCents: p.bigint('number').default(0),
    servicesCents: p.bigint('number').default(0),
    deliveryCents: p.bigint('number').default(0),
    totalCents: p.bigint('number'),
    changeCents: p.bigint('number').default(0),
    services: p.json<string[]>().default('[]'),
    deliveryMethod: p.string().length(10).default('pickup'),
    deliveryAddress: p.string().length(255).nullable(),
    deliveryDate: p.date().nullable(),
    notes: p.text().nullable(),
    saleDate: p.datetime(),
    ...timestamps(),
  },
  indexes: [
    // a customer's purchases, newest first (statistics, recent sales, last purchase in the list)
    { properties: ['customer', 'saleDate'] },
    // the sales list newest first, its count and period: the company's (owners), a store's (managers, consultants)
    { properties: ['company', 'saleDate', 'id'] },
    { properties: ['store', 'saleDate', 'id'] },
  ],
  uniques: [{ properties: ['company', 'saleNumber'] }, { properties: ['company', 'clientId'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sales'),
});

export class Sale extends SaleSchema.class {}
SaleSchema.setClass(Sale);
