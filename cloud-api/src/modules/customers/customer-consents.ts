import { CONSENT_KINDS, type ConsentEvent as ConsentEventDto, type ConsentKind } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { User } from '../users/user.entity.ts';
import { ConsentEvent } from './consent-event.entity.ts';
import type { Customer } from './customer.entity.ts';

type Consents = Record<ConsentKind, boolean>;

export function consentsOf(customer: Pick<Customer, 'privacyConsent' | 'marketingConsent' | 'profilingConsent'>): Consents {
  return { privacy: customer.privacyConsent, marketing: customer.marketingConsent, profiling: customer.profilingConsent };
}

/**
 * Queues one consents-history row per consent that changed (on creation: each consent's first
 * value), with who and when (issue 8: GDPR). Written by the change's transaction.
 */
export function recordConsentChanges(
  tx: SqlEntityManager,
  customer: Customer,
  before: Consents | null,
  after: Consents,
  actorId: number,
): void {
  for (const consent of CONSENT_KINDS) {
    if (before !== null && before[consent] === after[consent]) continue;
    tx.create(ConsentEvent, {
      company: customer.company,
      customer,
      consent,
      granted: after[consent],
      changedBy: tx.getReference(User, actorId),
    });
  }
}

/** A consents-history row: the entity, or a raw row of the customer's detail (customer-detail-read.ts). */
export type ConsentChange = Pick<ConsentEvent, 'consent' | 'granted' | 'changedAt'> & { changedBy?: Pick<User, 'firstName' | 'lastName'> | null };

/** The consents history of a customer, newest first. */
export async function consentHistory(em: SqlEntityManager, customerId: number): Promise<ConsentEventDto[]> {
  const events = await em.find(ConsentEvent, { customer: customerId }, { populate: ['changedBy'], orderBy: { changedAt: 'desc', id: 'desc' } });
  return events.map(toConsentEventDto);
}

export function toConsentEventDto(event: ConsentChange): ConsentEventDto {
  const by = event.changedBy ?? null;
  return {
    consent: event.consent,
    granted: event.granted,
    changed_at: event.changedAt.toISOString(),
    // a user this company cannot see (row-level security) is not named
    changed_by_name: by?.firstName ? `${by.firstName} ${by.lastName}` : null,
  };
}
