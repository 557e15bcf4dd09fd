import type { SqlEntityManager } from '@mikro-orm/sql';
import { CUSTOMER_SALES_SQL } from './customer-sales.ts';
import { NO_FIGURES, type CustomerFigures } from './customer-dto.ts';
import { lifetimeEntrySql } from './customer-loyalty.ts';

/**
 * What restricts the rows of a table `alias` a statement reaches beyond the customer: a raw read's
 * own company wall (customer-row.ts), or none (NO_WALL) on the request's EntityManager, whose raw
 * SQL row-level security already keeps in the company.
 */
export type Wall = (alias: string) => string;
export const NO_WALL: Wall = () => 'true';

/** The figures' columns of a customer row (figuresSql and lastPurchaseSql; the raw detail takes the last purchase from its totals). */
export interface FiguresRow {
  id: number;
  current_points: string | number;
  lifetime_points: string | number;
  /** The ledger's entries: the detail lists the newest POINTS_HISTORY_SHOWN of them. */
  points_entries: string | number;
  last_purchase: Date | string | null;
  store_id: number | null;
  store_name: string | null;
}

/**
 * Points balance, lifetime points and store of the customer row `c`, as SQL: `columns` for its
 * select list, `joins` after it in the FROM (the ledger summed once, in a lateral). The store is the
 * one the customer was registered at; customers are the company's, so a manager also sees a store
 * of the company it does not work in (the ORM's tenant filter on stores would load that relation
 * as null).
 */
export function figuresSql(wall: Wall): { columns: string; joins: string } {
  return {
    columns: `c.store_id, (select st.name from stores st where st.id = c.store_id and ${wall('st')}) as store_name,
      points.current_points, points.lifetime_points, points.points_entries`,
    joins: `cross join lateral (
      select coalesce(sum(e.points), 0) as current_points, coalesce(sum(e.points) filter (where ${lifetimeEntrySql('e')}), 0) as lifetime_points,
        count(*) as points_entries
      from customer_points_entries e where e.customer_id = c.id and ${wall('e')}) points`,
  };
}

/** The last purchase of the customer row `c` (null: 'Nessun acquisto'), its latest sale (customer-sales.ts). */
export const lastPurchaseSql = (wall: Wall): string => `(select max(s.sale_date) from ${CUSTOMER_SALES_SQL} s where s.customer_id = c.id and ${wall('s')})`;

export function toFigures(row: FiguresRow): CustomerFigures {
  return {
    currentPoints: Number(row.current_points),
    lifetimePoints: Number(row.lifetime_points),
    lastPurchase: row.last_purchase === null ? null : new Date(row.last_purchase).toISOString(),
    storeId: row.store_id,
    storeName: row.store_name,
  };
}

const FIGURES = figuresSql(NO_WALL);

/** The figures of one customer on the request's EntityManager (inside its transaction when there is one). */
export async function figuresOf(em: SqlEntityManager, id: number): Promise<CustomerFigures> {
  const [row] = await em.execute<FiguresRow[]>(
    `select c.id, ${FIGURES.columns}, ${lastPurchaseSql(NO_WALL)} as last_purchase from customers c ${FIGURES.joins} where c.id = ?`,
    [id],
  );
  return row ? toFigures(row) : NO_FIGURES;
}
