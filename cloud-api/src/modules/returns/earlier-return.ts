import { RETURN_MSG, type ReturnComplete } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { assertSameCompletion } from '../../common/request-fingerprint.ts';
import { SaleReturn } from './sale-return.entity.ts';

/**
 * The return completed earlier under this client id, or null. The same return again is a retry and
 * gets it; other lines or another refund under the same id is a 409 and writes nothing.
 */
export async function earlierReturn(em: SqlEntityManager, companyId: number, body: ReturnComplete): Promise<number | null> {
  const found = await em.findOne(SaleReturn, { company: companyId, clientId: body.id }, { fields: ['id', 'requestHash'] });
  if (!found) return null;
  assertSameCompletion(found.requestHash, body, 'approval', RETURN_MSG.returnIdReused);
  return found.id;
}
