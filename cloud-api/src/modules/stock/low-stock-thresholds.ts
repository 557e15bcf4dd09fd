import { WAREHOUSE_SETTINGS_DEFAULTS } from '@banco/shared';
import type { TenantScope } from '../../common/tenancy.ts';
import { scopeCondition } from '../../common/scope-condition.ts';

/**
 * A store's saved threshold in its settings row `w`, else the default of spec 3 §9: the same rule as
 * withDefaults (a safe whole number from 0; anything else stored, the default), so the stat cards
 * agree with the settings screen and a stray value can never fail a cast. Nested CASEs because SQL does
 * not promise the order in which AND evaluates: the numeric cast runs only on a JSON number.
 */
const threshold = (key: 'stock_low_threshold_smartphone' | 'stock_low_threshold_tablet' | 'stock_low_threshold_accessories') => {
  const value = `(w.values ->> '${key}')::numeric`;
  return `coalesce(case when jsonb_typeof(w.values -> '${key}') = 'number' then
    case when ${value} between 0 and ${Number.MAX_SAFE_INTEGER} and ${value} = trunc(${value}) then ${value} end end, ${Number(WAREHOUSE_SETTINGS_DEFAULTS[key])})`;
};

/** SQL: the threshold of product `p` in the store whose settings row is `w` (left joined: none, the defaults). */
export const THRESHOLD_OF_SETTINGS = `case p.category when 'Smartphone' then ${threshold('stock_low_threshold_smartphone')} when 'Tablet' then ${threshold('stock_low_threshold_tablet')} else ${threshold('stock_low_threshold_accessories')} end`;

/**
 * The low-stock thresholds of every store the caller sees, as a CTE `thresholds(store_id, smartphone,
 * tablet, accessories)` for the stock reads: read in the same statement, so a company of hundreds of
 * stores costs no extra round trip.
 */
export function thresholdsCte(scope: TenantScope): { sql: string; params: unknown[] } {
  const where = scopeCondition(scope, 's', 'id');
  return {
    sql: `thresholds(store_id, smartphone, tablet, accessories) as (
      select s.id, ${threshold('stock_low_threshold_smartphone')}, ${threshold('stock_low_threshold_tablet')}, ${threshold('stock_low_threshold_accessories')}
        from stores s left join warehouse_settings w on w.store_id = s.id where ${where.sql})`,
    params: where.params,
  };
}

/** SQL: the threshold of product `p` in the row's store `t`. */
export const THRESHOLD_OF_ROW = `case p.category when 'Smartphone' then t.smartphone when 'Tablet' then t.tablet else t.accessories end`;
