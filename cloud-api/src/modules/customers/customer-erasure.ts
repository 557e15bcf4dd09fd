import type { SqlEntityManager } from '@mikro-orm/sql';
import { AuditLog } from '../audit/audit-log.entity.ts';
import { ConsentEvent } from './consent-event.entity.ts';
import { Coupon } from './coupon.entity.ts';
import { PointsEntry } from './points-entry.entity.ts';
import type { Customer } from './customer.entity.ts';
import { Sale } from '../sales/sale.entity.ts';

/** What an anonymised customer is called on its old sales. */
export const ANONYMIZED_NAME = 'Cliente anonimizzato';

/** Whether any sale (a fiscal record) names the customer. */
export async function hasSales(em: SqlEntityManager, customerId: number): Promise<boolean> {
  return (await em.count(Sale, { customer: customerId })) > 0;
}

/**
 * GDPR erasure of a customer who has sales (issue 8): the sales keep pointing at the row, so it stays,
 * but every personal datum goes (names, codes, contacts, address, document, consents) together with
 * the points ledger (but what the sales earned), coupons and consents history; the row is hidden
 * everywhere from then on but on its sales.
 */
export async function anonymizeCustomer(tx: SqlEntityManager, customer: Customer): Promise<void> {
  // the points its sales earned stay with those sales (their receipts and details say them); the rest of the ledger goes
  await tx.nativeDelete(PointsEntry, { customer: customer.id, sale: null });
  await tx.nativeDelete(Coupon, { customer: customer.id });
  await tx.nativeDelete(ConsentEvent, { customer: customer.id });
  const individual = customer.customerType === 'individual';
  tx.assign(customer, {
    firstName: individual ? ANONYMIZED_NAME : null,
    lastName: null,
    companyName: individual ? null : ANONYMIZED_NAME,
    taxCode: null,
    birthDate: null,
    birthPlace: null,
    nationality: null,
    vatNumber: null,
    fiscalCode: null,
    legalRepresentative: null,
    pecEmail: null,
    sdiCode: null,
    phone: '',
    email: null,
    address: null,
    civicNumber: null,
    city: null,
    province: null,
    postalCode: null,
    documentNumber: null,
    documentIssuedBy: null,
    documentIssuedDate: null,
    documentExpiryDate: null,
    privacyConsent: false,
    marketingConsent: false,
    profilingConsent: false,
    isActive: false,
    searchText: '',
    anonymizedAt: new Date(),
  });
}

/**
 * Forgets the answers kept for retries (http/idempotency.ts, 24 hours) that carry the customer's data:
 * its creation (a retry would hand back the whole erased record) and the sales and returns that named
 * it. A retry with one of those keys then runs again as a new request.
 */
export async function forgetStoredAnswers(tx: SqlEntityManager, companyId: number, customerId: number): Promise<void> {
  await tx.execute(
    `delete from idempotency_keys where company_id = ? and response is not null
        and ((endpoint = 'POST /customers' and response->'data'->>'id' = ?) or response->'data'->>'customer_id' = ?)`,
    [companyId, String(customerId), String(customerId)],
  );
}

/** Erases the personal data the customer's audit rows carried (the rows stay: who, when, which action). */
export async function forgetAuditedData(tx: SqlEntityManager, customerId: number): Promise<void> {
  await tx.nativeUpdate(AuditLog, { entityType: 'Customer', entityId: String(customerId) }, { changes: null });
}
