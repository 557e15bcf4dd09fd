import { defineEntity, p } from '@mikro-orm/core';
import { CREDIT_ENTRY_KINDS } from '@banco/shared';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';
import { Customer } from './customer.entity.ts';
import { Sale } from '../sales/sale.entity.ts';

/**
 * One entry of a customer's store credit (issue 10): credit a refund gives (returns, issue 11) is
 * positive, what a sale spends of it negative. The balance is the sum, never a column edited in
 * place. Entries go with their customer; their sale and author stay (RESTRICT).
 */
export const CreditEntrySchema = defineEntity({
  name: 'CreditEntry',
  tableName: 'customer_credit_entries',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    customer: () => p.manyToOne(Customer).deleteRule('cascade').index(),
    kind: p.enum(CREDIT_ENTRY_KINDS),
    amountCents: p.bigint('number'),
    /** The sale that spent it ('spent'). */
    sale: () => p.manyToOne(Sale).nullable().deleteRule('restrict').index(),
    author: () => p.manyToOne(User).nullable().deleteRule('restrict').index(),
    notes: p.string().length(255).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('customer_credit_entries'),
});

export class CreditEntry extends CreditEntrySchema.class {}
CreditEntrySchema.setClass(CreditEntry);
