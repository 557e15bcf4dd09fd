import { withDefaults } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { TenantScope } from '../../common/tenancy.ts';
import { scopeCondition } from './stock-scope.ts';

export interface StoreThresholds {
  storeId: number;
  smartphone: number;
  tablet: number;
  accessories: number;
}

/** The low-stock thresholds of every store the caller sees (their settings over the defaults of spec 3 §9). */
export async function lowStockThresholds(em: SqlEntityManager, scope: TenantScope): Promise<StoreThresholds[]> {
  const where = scopeCondition(scope, 's', 'id');
  const rows = await em.execute<Array<{ id: number; values: Record<string, unknown> | null }>>(
    `select s.id, w.values from stores s left join warehouse_settings w on w.store_id = s.id where ${where.sql}`,
    where.params,
  );
  return rows.map((row) => {
    const settings = withDefaults(row.values ?? null);
    return { storeId: Number(row.id), smartphone: settings.stock_low_threshold_smartphone, tablet: settings.stock_low_threshold_tablet, accessories: settings.stock_low_threshold_accessories };
  });
}

/** The thresholds as a CTE `thresholds(store_id, smartphone, tablet, accessories)` for the stock reads. */
export function thresholdsCte(thresholds: readonly StoreThresholds[]): { sql: string; params: number[] } {
  if (thresholds.length === 0) return { sql: 'thresholds(store_id, smartphone, tablet, accessories) as (select 0, 0, 0, 0 where false)', params: [] };
  return {
    sql: `thresholds(store_id, smartphone, tablet, accessories) as (values ${thresholds.map(() => '(?::int, ?::int, ?::int, ?::int)').join(', ')})`,
    params: thresholds.flatMap((t) => [t.storeId, t.smartphone, t.tablet, t.accessories]),
  };
}

/** SQL: the threshold of product `p` in the row's store `t`. */
export const THRESHOLD_OF_ROW = `case p.category when 'Smartphone' then t.smartphone when 'Tablet' then t.tablet else t.accessories end`;
