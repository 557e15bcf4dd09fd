import type { SqlEntityManager } from '@mikro-orm/sql';
import { Customer } from './customer.entity.ts';

/** How many of the newest sales are looked at for their customers (enough for a picker's few). */
const NEWEST_SALES_SCANNED = 200;

/**
 * 'Clienti recenti' of the sales wizard (spec 2 §2.6: the 3 with the most recent purchase): the
 * customers of the company's newest sales, most recent buyer first, each once. Reading the newest
 * sales (not every customer's last purchase) keeps it one short index walk at any volume; row-level
 * security and the tenant filter keep it in the company.
 */
export async function recentBuyers(em: SqlEntityManager, limit: number): Promise<{ customers: Customer[]; total: number }> {
  const rows = await em.execute<{ customer_id: number }[]>(
    `select s.customer_id from sales s
     where s.customer_id is not null and s.status <> 'cancelled'
     order by s.sale_date desc, s.id desc limit ${NEWEST_SALES_SCANNED}`,
  );
  const ids = [...new Set(rows.map((row) => row.customer_id))].slice(0, limit);
  const found = ids.length === 0 ? [] : await em.find(Customer, { id: { $in: ids } }, { populate: ['company'] });
  const byId = new Map(found.map((customer) => [customer.id, customer]));
  const customers = ids.flatMap((id) => byId.get(id) ?? []);
  return { customers, total: customers.length };
}
