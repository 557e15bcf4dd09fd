import { LOW_STOCK_KEYS, lowStockKey, PRODUCT_CATEGORIES, settingOrDefault, WAREHOUSE_SETTINGS_DEFAULTS, type LowStockKey, type ProductCategory } from '@banco/shared';
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

/** SQL: `valueOf(key)` for product `p`, key being its category's low-stock setting (lowStockKey, the one mapping). */
const byCategory = (valueOf: (key: LowStockKey) => string): string =>
  `case p.category ${PRODUCT_CATEGORIES.map((category) => `when '${category}' then ${valueOf(lowStockKey(category))}`).join(' ')} end`;

/**
 * SQL: what the store whose settings row is `w` saved for product `p`'s threshold, as JSON text (null:
 * nothing saved, or no settings row when `w` is left joined); `thresholdOfSaved` reads it. For the one
 * row of a point read, where compiling the whole rule into the statement cost more than the read.
 */
export const SAVED_THRESHOLD_OF_SETTINGS = `(w.values -> ${byCategory((key) => `'${key}'`)})::text`;

/** A category's low-stock threshold from its saved JSON text (SAVED_THRESHOLD_OF_SETTINGS), by withDefaults' rule. */
export function thresholdOfSaved(category: ProductCategory, saved: string | null): number {
  return settingOrDefault(lowStockKey(category), saved === null ? undefined : JSON.parse(saved));
}

/**
 * The low-stock thresholds of every store the caller sees, as a CTE `thresholds(store_id, <each
 * LowStockKey>)` for the stock reads: read in the same statement, so a company of hundreds of stores
 * costs no extra round trip. `materialized`: computed once for every store and joined as a table, for a read
 * that joins it to many rows (the inventory's totals: over a company's 50 stores, 400 pairs of store
 * and product, each of which otherwise read its store's settings again: 4.1 ms to 3.3); without it the
 * planner reads the settings of each row's store, which suits a page of 20 rows.
 */
export function thresholdsCte(scope: TenantScope, { materialized = false } = {}): { sql: string; params: unknown[] } {
  const where = scopeCondition(scope, 's', 'id');
  return {
    sql: `thresholds(store_id, ${LOW_STOCK_KEYS.join(', ')}) as ${materialized ? 'materialized ' : ''}(
      select s.id, ${LOW_STOCK_KEYS.map(threshold).join(', ')}
        from stores s left join warehouse_settings w on w.store_id = s.id where ${where.sql})`,
    params: where.params,
  };
}

/** SQL: the threshold of product `p` in the row's store `t` (thresholdsCte). */
export const THRESHOLD_OF_ROW = byCategory((key) => `t.${key}`);
