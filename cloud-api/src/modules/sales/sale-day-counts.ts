import type { SqlEntityManager } from '@mikro-orm/sql';

/** Italy's day of a sale made now (the sales list's periods are Italy's days). */
const TODAY_IN_ITALY = `(now() at time zone 'Europe/Rome')::date`;

/** One more sale of the store today, in the sale's transaction (rolled back with it). */
export async function countSaleDay(tx: SqlEntityManager, companyId: number, storeId: number): Promise<void> {
  await tx.execute(
    `insert into sale_day_counts (store_id, day, company_id, sales) values (?, ${TODAY_IN_ITALY}, ?, 1)
     on conflict (store_id, day) do update set sales = sale_day_counts.sales + 1`,
    [storeId, companyId],
  );
}

/** The count of the sales a scope and period select, as a sum of their days (`where` is on alias `d`). */
export async function summedSaleDays(em: SqlEntityManager, where: { sql: string; params: unknown[] }): Promise<number> {
  const [row] = await em.execute<Array<{ total: string | number }>>(`select coalesce(sum(d.sales), 0) as total from sale_day_counts d where ${where.sql}`, where.params);
  return Number(row?.total ?? 0);
}
