import type { SqlEntityManager } from '@mikro-orm/sql';
import { lastPurchaseSql } from './customer-sales.ts';
import { NO_FIGURES, type CustomerFigures } from './customer-dto.ts';
import { placeholders } from '../../common/sql-list.ts';
import { lifetimeEntrySql } from './customer-loyalty.ts';

/** The figures' columns of a customer row (here, and the raw detail's: customer-detail-read.ts). */
export interface FiguresRow {
  id: number;
  current_points: string | number;
  lifetime_points: string | number;
  last_purchase: Date | string | null;
  store_id: number | null;
  store_name: string | null;
}

/**
 * Points balance, lifetime points, last purchase and store of some customers, in one statement:
 * sums of the ledger, the latest sale (customer-sales.ts) and the store the customer was registered
 * at. Customers are the company's: a manager also sees a store of the company it does not work in
 * (the ORM's tenant filter on stores would load that relation as null; raw SQL on the request's
 * EntityManager still runs under row-level security, so only the company's stores).
 */
export async function customerFigures(em: SqlEntityManager, ids: readonly number[]): Promise<Map<number, CustomerFigures>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<FiguresRow[]>(
    `select c.id,
       coalesce((select sum(e.points) from customer_points_entries e where e.customer_id = c.id), 0) as current_points,
       coalesce((select sum(e.points) from customer_points_entries e where e.customer_id = c.id and ${lifetimeEntrySql('e')}), 0) as lifetime_points,
       ${lastPurchaseSql('c')} as last_purchase,
       c.store_id,
       (select s.name from stores s where s.id = c.store_id) as store_name
     from customers c where c.id in (${placeholders(ids)})`,
    [...ids],
  );
  return new Map(rows.map((row) => [row.id, toFigures(row)]));
}

export function toFigures(row: FiguresRow): CustomerFigures {
  return {
    currentPoints: Number(row.current_points),
    lifetimePoints: Number(row.lifetime_points),
    lastPurchase: row.last_purchase === null ? null : new Date(row.last_purchase).toISOString(),
    storeId: row.store_id,
    storeName: row.store_name,
  };
}

export async function figuresOf(em: SqlEntityManager, id: number): Promise<CustomerFigures> {
  return (await customerFigures(em, [id])).get(id) ?? NO_FIGURES;
}
