import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../../src/common/tenancy.ts';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.ts';

/**
 * Every change the audit log recorded on one row of `entityType` by `action`, as 'field: from → to',
 * sorted: what concurrent calls wrote, whatever order they committed in.
 */
export async function auditedChanges(orm: MikroORM, entityType: string, entityId: number, action = 'updated'): Promise<string[]> {
  const rows = await systemEm(orm).find(AuditLog, { entityType, entityId: String(entityId), action });
  return rows.flatMap((row) => Object.entries(row.changes ?? {}).map(([field, { from, to }]) => `${field}: ${String(from)} → ${String(to)}`)).sort();
}
