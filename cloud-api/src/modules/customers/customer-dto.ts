import { tierProgress, type CustomerDto } from '@banco/shared';
import { customerFields, type CustomerColumn } from './customer-fields.ts';
import type { Customer } from './customer.entity.ts';

/** What a CustomerDto is built from: the customer with its company (name). */
export type CustomerSource = Pick<Customer, 'id' | CustomerColumn | 'createdAt' | 'updatedAt'> & {
  company: { id: number; name: string };
};

/** What a customer's answer reads from other tables: points ledger, sales, its store's name. */
export interface CustomerFigures {
  currentPoints: number;
  lifetimePoints: number;
  /** ISO timestamp of the latest sale, null = 'Nessun acquisto'. */
  lastPurchase: string | null;
  /** The store the customer was registered at (read beside the entity: see customer-figures.ts). */
  storeId: number | null;
  storeName: string | null;
}

export const NO_FIGURES: CustomerFigures = { currentPoints: 0, lifetimePoints: 0, lastPurchase: null, storeId: null, storeName: null };

/** 'Nome Cognome' of a person, the company name of a company. */
export function customerDisplayName(customer: Pick<Customer, 'customerType' | 'firstName' | 'lastName' | 'companyName'>): string {
  if (customer.customerType === 'company') return customer.companyName ?? '';
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ');
}

const day = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The customer as the API returns it (spec 2 §3.1). */
export function toCustomerDto(customer: CustomerSource, figures: CustomerFigures): CustomerDto {
  return {
    id: customer.id,
    company_id: customer.company.id,
    owner_company_name: customer.company.name,
    display_name: customerDisplayName(customer),
    ...customerFields.toApi(customer),
    birth_date: day(customer.birthDate),
    document_issued_date: day(customer.documentIssuedDate),
    document_expiry_date: day(customer.documentExpiryDate),
    store_id: figures.storeId,
    store_name: figures.storeName,
    last_purchase_date: figures.lastPurchase,
    current_points: figures.currentPoints,
    current_tier: tierProgress(figures.lifetimePoints).tier,
    created_at: customer.createdAt.toISOString(),
    updated_at: customer.updatedAt.toISOString(),
  };
}
