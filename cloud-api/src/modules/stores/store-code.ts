import type { SqlEntityManager } from '@mikro-orm/sql';
import { Store } from './store.entity.ts';

/**
 * The next code of a store: province + progressive within the company ('MI-001', 'MI-002', ...).
 * Call it in the creating transaction after assertCanAddStore, which locks the company row: two
 * creations in one company are serialized, so they cannot compute the same code (the unique
 * (company, code) constraint stays as the backstop). Every store of the company counts, whatever
 * the caller's store scope, hence `filters: false`.
 */
export async function nextStoreCode(em: SqlEntityManager, companyId: number, province: string): Promise<string> {
  const prefix = `${province}-`;
  const rows = await em.find(
    Store,
    { company: companyId, code: { $like: `${prefix}%` } },
    { fields: ['code'], filters: false },
  );
  let last = 0;
  for (const { code } of rows) {
    const match = /^[A-Z]{2}-(\d+)$/.exec(code);
    if (match) last = Math.max(last, Number(match[1]));
  }
  return `${prefix}${String(last + 1).padStart(3, '0')}`;
}
