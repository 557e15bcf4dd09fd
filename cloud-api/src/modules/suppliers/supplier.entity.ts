import { defineEntity, p } from '@mikro-orm/core';
import { SUPPLIER_TYPES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';

/**
 * A company's supplier (spec 3 §2, §7). Name and code are unique in the company (the code is what
 * DDT numbers are unique with). The DDTs of the goods receipt (next) point at it with RESTRICT.
 */
export const SupplierSchema = defineEntity({
  name: 'Supplier',
  tableName: 'suppliers',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    name: p.string().length(200),
    code: p.string().length(5),
    type: p.enum(SUPPLIER_TYPES),
    vatNumber: p.string().length(11).nullable(),
    email: p.string().length(254).nullable(),
    phone: p.string().length(30).nullable(),
    notes: p.text().nullable(),
    verified: p.boolean().default(false),
    active: p.boolean().default(true),
    ...timestamps(),
  },
  uniques: [
    { name: 'suppliers_company_code_unique', properties: ['company', 'code'] },
    // a name is its company's only one, in any case (violation → SUPPLIER_MSG.nameTaken, http/unique-messages.ts)
    {
      name: 'suppliers_company_id_lower_name_unique',
      expression: 'create unique index "suppliers_company_id_lower_name_unique" on "suppliers" ("company_id", lower("name"))',
    },
  ],
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('suppliers'),
});

export class Supplier extends SupplierSchema.class {}
SupplierSchema.setClass(Supplier);
