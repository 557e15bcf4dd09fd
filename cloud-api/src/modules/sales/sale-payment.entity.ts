import { defineEntity, p } from '@mikro-orm/core';
import { SALE_PAYMENT_METHODS } from '@banco/shared';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Sale } from './sale.entity.ts';

/** One payment of a sale: its method and amount (cash may exceed the total: the change is on the sale). */
export const SalePaymentSchema = defineEntity({
  name: 'SalePayment',
  tableName: 'sale_payments',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    sale: () => p.manyToOne(Sale).deleteRule('cascade').index(),
    method: p.enum(SALE_PAYMENT_METHODS),
    amountCents: p.bigint('number'),
    installments: p.integer().nullable(),
    notes: p.string().length(200).nullable(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sale_payments'),
});

export class SalePayment extends SalePaymentSchema.class {}
SalePaymentSchema.setClass(SalePayment);
