import { defineEntity, p } from '@mikro-orm/core';
import { REFUND_METHODS, RETURN_TYPES } from '@banco/shared';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Customer } from '../customers/customer.entity.ts';
import { CashShift } from '../sales/cash-shift.entity.ts';
import { Sale } from '../sales/sale.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A return or exchange (issue 11; spec 2 §3.6): a record beside the fiscal sale it undoes, so nothing
 * it points at may vanish (RESTRICT). Written once per `clientId` (the counter's UUID) with its lines,
 * the stock, the refund and the reversals in one transaction (return-writer.ts). Amounts in cents as
 * the server computed them; `shift` is the drawer a cash refund came out of.
 */
export const SaleReturnSchema = defineEntity({
  name: 'SaleReturn',
  tableName: 'sale_returns',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).deleteRule('restrict').index(),
    sale: () => p.manyToOne(Sale).deleteRule('restrict').index(),
    customer: () => p.manyToOne(Customer).nullable().deleteRule('restrict').index(),
    processedBy: () => p.manyToOne(User).deleteRule('restrict').index(),
    /** The manager (or owner) who approved at the counter: above €500 or a major defect (spec 2 §5.5). */
    approvedBy: () => p.manyToOne(User).nullable().deleteRule('restrict'),
    shift: () => p.manyToOne(CashShift).nullable().deleteRule('restrict').index(),
    /** An exchange's new sale. */
    exchangeSale: () => p.manyToOne(Sale).nullable().deleteRule('restrict'),
    clientId: p.uuid(),
    /** The completion's fingerprint (common/request-fingerprint.ts): another refund under the same client id is a 409. */
    requestHash: p.string().length(64).nullable(),
    returnNumber: p.string().length(30),
    type: p.enum(RETURN_TYPES),
    customerAgreement: p.boolean(),
    originalCents: p.bigint('number'),
    returnValueCents: p.bigint('number'),
    restockingCents: p.bigint('number'),
    refundCents: p.bigint('number'),
    bonusCents: p.bigint('number').default(0),
    processingFeeCents: p.bigint('number').default(0),
    finalCents: p.bigint('number'),
    /** Given back as store credit at face value: the sale's share paid with the customer's credit or coupons. */
    balanceCreditCents: p.bigint('number').default(0),
    refundMethod: p.enum(REFUND_METHODS).nullable(),
    newProductsCents: p.bigint('number').nullable(),
    differenceCents: p.bigint('number').nullable(),
    direction: p.string().length(20).nullable(),
    pointsReversed: p.integer().default(0),
    pointsNotRecovered: p.integer().default(0),
    commissionsReversedCents: p.bigint('number').default(0),
    notes: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['store', 'createdAt'] }],
  uniques: [{ properties: ['company', 'returnNumber'] }, { properties: ['company', 'clientId'] }],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sale_returns'),
});

export class SaleReturn extends SaleReturnSchema.class {}
SaleReturnSchema.setClass(SaleReturn);
