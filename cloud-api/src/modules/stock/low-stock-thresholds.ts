import { lowStockKey, PRODUCT_CATEGORIES, WAREHOUSE_SETTINGS_DEFAULTS, warehouseSettingsShape, type LowStockKey, type ProductCategory } from '@banco/shared';
import type { TenantScope } from '../../common/tenancy.ts';
import { scopeCondition } from '../../common/scope-condition.ts';

/**
 * A store's saved threshold in its settings row `w`, else the default of spec 3 §9: the same rule as
 * withDefaults (a safe whole number from 0; anything else stored, the default), so the stat cards
 * agree with the settings screen and a stray value can never fail a cast. Nested CASEs because SQL does
 * not promise the order in which AND evaluates: the numeric cast runs only on a JSON number.
 */
const threshold = (key: LowStockKey) => {
  const value = `(w.values ->> '${key}')::numeric`;
  return `coalesce(case when jsonb_typeof(w.values -> '${key}') = 'number' then
    case when ${value} between 0 and ${Number.MAX_SAFE_INTEGER} and ${value} = trunc(${value}) then ${value} end end, ${Number(WAREHOUSE_SETTINGS_DEFAULTS[key])})`;
};

/**
 * SQL: what the store whose settings row is `w` saved for product `p`'s threshold (the key is lowStockKey's
 * for each category), as JSON text (null: nothing saved, or no settings row when `w` is left joined);
 * `thresholdOfSaved` reads it. For the one row of a point read, where compiling the whole rule into the
 * statement cost more than the read.
 */
export const SAVED_THRESHOLD_OF_SETTINGS = `(w.values -> (case p.category ${PRODUCT_CATEGORIES.map((category) => `when '${category}' then '${lowStockKey(category)}'`).join(' ')} end))::text`;

/** A category's low-stock threshold from its saved JSON text (SAVED_THRESHOLD_OF_SETTINGS): withDefaults' rule for that key. */
export function thresholdOfSaved(category: ProductCategory, saved: string | null): number {
  const key = lowStockKey(category);
  const value = warehouseSettingsShape[key].safeParse(saved === null ? undefined : JSON.parse(saved));
  return value.success ? value.data : WAREHOUSE_SETTINGS_DEFAULTS[key];
}

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
