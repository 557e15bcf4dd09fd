import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { SaleReturn } from '../returns/sale-return.entity.ts';
import { User } from '../users/user.entity.ts';
import { Sale } from './sale.entity.ts';

/**
 * A commission earned by a sale (issue 10): the consultant who sold and the manager who supervises,
 * each a percent of the products total after discounts, recorded as the sale was made.
 */
export const SaleCommissionSchema = defineEntity({
  name: 'SaleCommission',
  tableName: 'sale_commissions',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    sale: () => p.manyToOne(Sale).deleteRule('cascade').index(),
    user: () => p.manyToOne(User).deleteRule('restrict').index(),
    role: p.enum(['consultant', 'manager'] as const),
    percent: p.decimal('number').precision(5).scale(2),
    baseCents: p.bigint('number'),
    amountCents: p.bigint('number'),
    /** A reversal (negative base and amount): the return that took the commission back (issue 11). */
    saleReturn: () => p.manyToOne(SaleReturn).nullable().deleteRule('cascade').index(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sale_commissions'),
});

export class SaleCommission extends SaleCommissionSchema.class {}
SaleCommissionSchema.setClass(SaleCommission);
