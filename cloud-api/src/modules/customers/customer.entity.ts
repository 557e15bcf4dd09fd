import { defineEntity, p } from '@mikro-orm/core';
import { CUSTOMER_TYPES, DOCUMENT_TYPES } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { trigramIndexes } from '../../common/trigram.ts';
import { Company } from '../companies/company.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { customerListVersionTriggers } from './customer-list-version-triggers.ts';

/**
 * A customer of a company (spec 2 §3.1), private person or company. Customers belong to the
 * company: every user of it sees them all, whatever their stores (spec 2 §6). `store` is the store
 * the customer was registered at (the stores' customer counts), and keeps that store from being
 * deleted (RESTRICT). `searchText` is the list's search column (customer-search.ts): the searched
 * fields in lower case without accents, so the search is case- and accent-insensitive on
 * PostgreSQL and PGlite alike, served by a trigram index.
 */
export const CustomerSchema = defineEntity({
  name: 'Customer',
  tableName: 'customers',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).nullable().deleteRule('restrict').index(),
    customerType: p.enum(CUSTOMER_TYPES),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    taxCode: p.string().length(16).nullable(),
    birthDate: p.date().nullable(),
    birthPlace: p.string().length(100).nullable(),
    nationality: p.string().length(100).nullable(),
    companyName: p.string().length(200).nullable(),
    vatNumber: p.string().length(11).nullable(),
    fiscalCode: p.string().length(16).nullable(),
    legalRepresentative: p.string().length(200).nullable(),
    pecEmail: p.string().length(254).nullable(),
    sdiCode: p.string().length(7).nullable(),
    phone: p.string().length(30),
    email: p.string().length(254).nullable(),
    address: p.string().length(255).nullable(),
    civicNumber: p.string().length(20).nullable(),
    city: p.string().length(100).nullable(),
    province: p.string().length(2).nullable(),
    postalCode: p.string().length(5).nullable(),
    documentType: p.enum(DOCUMENT_TYPES).default('identity_card'),
    documentNumber: p.string().length(50).nullable(),
    documentIssuedBy: p.string().length(200).nullable(),
    documentIssuedDate: p.date().nullable(),
    documentExpiryDate: p.date().nullable(),
    privacyConsent: p.boolean().default(false),
    marketingConsent: p.boolean().default(false),
    profilingConsent: p.boolean().default(false),
    isActive: p.boolean().default(true),
    searchText: p.text(),
    /** Deleted while it had sales: personal data erased, the row kept for the fiscal records (hidden everywhere). */
    anonymizedAt: p.datetime().nullable(),
    ...timestamps(),
  },
  indexes: [
    // the list: a company's customers, newest first
    { properties: ['company', 'createdAt', 'id'] },
    ...trigramIndexes('customers', ['search_text']),
  ],
  uniques: [
    // the wall behind the duplicate check (customer-duplicates.ts): one tax code per company among
    // individuals, one VAT number per company among companies
    {
      name: 'customers_company_tax_code_unique',
      expression:
        `create unique index "customers_company_tax_code_unique" on "customers" ("company_id", "tax_code") where customer_type = 'individual'`,
    },
    {
      name: 'customers_company_vat_number_unique',
      expression:
        `create unique index "customers_company_vat_number_unique" on "customers" ("company_id", "vat_number") where customer_type = 'company'`,
    },
  ],
  filters: {
    ...tenantFilter((scope) => ({ company: scope.companyId })),
    // a customer deleted while it had sales is kept for them (anonymised) but is gone for everyone else
    notAnonymized: { name: 'notAnonymized', default: true, cond: { anonymizedAt: null } },
  },
  policies: tenantWall('customers'),
  triggers: customerListVersionTriggers(),
});

export class Customer extends CustomerSchema.class {}
CustomerSchema.setClass(Customer);
