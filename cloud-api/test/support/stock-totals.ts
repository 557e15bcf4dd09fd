import { describe, expect, it } from 'vitest';
import { systemEm } from '../../src/common/tenancy.ts';
import type { TestServer } from './test-server.ts';

const KEY = 'store_id, product_id, kind, status, location, supplier_id, row_count, item_count, value_cents';

/**
 * Where stock_totals (kept by the database's triggers) differs from the live pieces and levels counted
 * afresh, for every company of the test database: `missing` rows the triggers did not add, `extra`
 * rows they did not take away. Empty when the totals are in step; `kept` tells that there was
 * something to keep (a check over an empty table proves nothing).
 */
export async function stockTotalsDrift(server: TestServer): Promise<{ drift: Array<Record<string, unknown>>; kept: number }> {
  const connection = systemEm(server.orm).getConnection();
  const drift = await connection.execute<Array<Record<string, unknown>>>(
    `with expected as (
       select store_id, product_id, 'piece'::text as kind, status::text, location::text, coalesce(supplier_id, 0) as supplier_id,
              count(*)::bigint as row_count, count(*)::bigint as item_count, sum(coalesce(purchase_price_cents, 0))::bigint as value_cents
         from stock_pieces where archived_at is null group by 1, 2, 3, 4, 5, 6
       union all
       select store_id, product_id, 'stock', case when quantity > 0 then 'available' else 'sold' end, location::text, coalesce(supplier_id, 0),
              count(*)::bigint, sum(quantity)::bigint, sum(coalesce(purchase_price_cents, 0)::bigint * quantity)::bigint
         from stock_levels where archived_at is null group by 1, 2, 3, 4, 5, 6
     ), kept as (
       select store_id, product_id, kind::text, status::text, location::text, supplier_id, row_count::bigint, item_count, value_cents
         from stock_totals where row_count <> 0 or item_count <> 0 or value_cents <> 0
     )
     (select 'missing' as drift, ${KEY} from expected except select 'missing', ${KEY} from kept)
     union all
     (select 'extra', ${KEY} from kept except select 'extra', ${KEY} from expected)`,
  );
  const [count] = await connection.execute<Array<{ kept: string | number }>>('select count(*) as kept from stock_totals where row_count > 0');
  return { drift, kept: Number(count?.kept ?? 0) };
}

/**
 * The last check of a test file that writes stock: after everything the file did, the totals are in
 * step with the rows (declared last, so it runs after the file's other tests).
 */
export function checkStockTotalsAtTheEnd(server: () => TestServer): void {
  describe('the inventory totals kept by the database (stock_totals)', () => {
    it('stay in step with every piece and level this file wrote', async () => {
      const { drift, kept } = await stockTotalsDrift(server());
      expect(kept).toBeGreaterThan(0);
      expect(drift).toEqual([]);
    });
  });
}
