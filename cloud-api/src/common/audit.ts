import type { SqlEntityManager } from '@mikro-orm/sql';
import { AuditLog, type AuditChanges } from '../modules/audit/audit-log.entity.ts';
import { Company } from '../modules/companies/company.entity.ts';
import { User } from '../modules/users/user.entity.ts';

export interface AuditEntry {
  actorId: number | null;
  companyId: number | null;
  entityType: string;
  entityId: number | string;
  action: string;
  changes?: AuditChanges | null;
  requestId?: string | null;
}

/** Queues an audit row on `em`: it is written by the same flush/transaction as the change. */
export function recordAudit(em: SqlEntityManager, entry: AuditEntry): AuditLog {
  return em.create(AuditLog, {
    user: entry.actorId === null ? null : em.getReference(User, entry.actorId),
    company: entry.companyId === null ? null : em.getReference(Company, entry.companyId),
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    action: entry.action,
    changes: entry.changes ?? null,
    requestId: entry.requestId ?? null,
  });
}

/** An audit row as a service writes it: the actor and the request id come from the ServiceContext. */
export type AuditRecord = Omit<AuditEntry, 'actorId' | 'requestId'> & { actorId?: number | null };

/** Queues an audit row about a change on `em` (the change's transaction), by the request's caller. */
export type Audit = (em: SqlEntityManager, record: AuditRecord) => AuditLog;

/** The request's audit trail: rows carry the caller as actor (unless told otherwise) and the request id. */
export function auditTrail(actorId: number, requestId: string): Audit {
  return (em, record) => recordAudit(em, { actorId, ...record, requestId });
}

/** Audit value of a secret (a password): never the value or its hash. */
export const HIDDEN = '[nascosta]';

/** Same value: primitives by identity, arrays/objects/dates by their JSON. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** field → {from, to} for the fields of `next` that differ from `current` (compared by value). */
export function diff<T extends object>(current: T, next: Partial<T>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [key, value] of Object.entries(next)) {
    const before: unknown = (current as Record<string, unknown>)[key];
    if (value !== undefined && !sameValue(before, value)) changes[key] = { from: before ?? null, to: value };
  }
  return changes;
}

/** Every field of `values` as a change from nothing (creation). */
export function createdChanges(values: object): AuditChanges {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { from: null, to: value as unknown }]));
}

/** Every field of `values` as a change to nothing (deletion). */
export function removedChanges(values: object): AuditChanges {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { from: value as unknown, to: null }]));
}
