import { defineEntity, p } from '@mikro-orm/core';
import { STORE_STATUSES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { searchFormSql } from '../../common/search-form.ts';
import { trigramIndexes } from '../../common/trigram.ts';
import { inIds, tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';

/** A shop of a company. Tenant-owned; managers and consultants only see their assigned stores. */
export const StoreSchema = defineEntity({
  name: 'Store',
  tableName: 'stores',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    code: p.string().length(20),
    name: p.string().length(200),
    address: p.string().length(255),
    city: p.string().length(100),
    province: p.string().length(2),
    postalCode: p.string().length(5),
    phone: p.string().length(30),
    email: p.string().length(254).nullable(),
    status: p.enum(STORE_STATUSES).default('active'),
    operatorsTelecom: p.json<string[]>(),
    operatorsEnergy: p.json<string[]>(),
    operatorsMobility: p.json<string[]>(),
    whatsappEnabled: p.boolean().default(false),
    whatsappNumber: p.string().length(30).nullable(),
    notes: p.text().nullable(),
    manager: () => p.manyToOne(User).nullable(),
    ...timestamps(),
    /**
     * The list's search column (stores-page.ts), kept by PostgreSQL: name, code, city and address in
     * searchForm (so "forli" finds Forlì), one per line (a search term has no line break, so it
     * cannot match across two of them). Never loaded with the entity.
     */
    searchText: p
      .text()
      .generated(`(${['name', 'code', 'city', 'address'].map((column) => searchFormSql(column)).join(' || chr(10) || ')}) stored`)
      .lazy()
      .nullable(),
  },
  uniques: [
    { properties: ['company', 'code'] },
    // a name is its company's only one, in any case (violation → MSG.storeNameTaken, http/unique-messages.ts);
    // also the lists' order, a company's stores by name in lower case (stores-list.ts STORES_BY_NAME)
    {
      name: 'stores_company_id_lower_name_unique',
      expression: 'create unique index "stores_company_id_lower_name_unique" on "stores" ("company_id", lower("name"))',
    },
  ],
  indexes: [
    // the list's search (as the owner; under row-level security LIKE is not leakproof and scans)
    ...trigramIndexes('stores', ['search_text']),
  ],
  filters: tenantFilter((scope) =>
    scope.storeIds === null ? { company: scope.companyId } : { company: scope.companyId, id: inIds(scope.storeIds) },
  ),
  policies: tenantWall('stores'),
});

export class Store extends StoreSchema.class {}
StoreSchema.setClass(Store);
