import type { RunningServer } from '../src/index.ts';
import { benchStoresCte, POSTGRES_STOCK } from './stock-volume.ts';
import { COMPANY } from './volume.ts';

/** Issue 10's volume: past sales of one company, on PostgreSQL. */
export const SALES = Number(process.env.BENCH_SALES ?? 1_000_000);

/**
 * SALES past sales over the stock bench's 50 stores (MI-001 first), two years before this one (so
 * their numbers, year + 6 digits, never meet the ones the completion bench takes this year): every
 * other one to a bench customer, each with one accessory line and one card payment, and the stores'
 * daily counts: what POST /sales would have written. Bulk SQL, then the statistics autovacuum would gather.
 */
export async function seedSales(api: RunningServer): Promise<void> {
  const connection = api.orm.em.getConnection();
  const [company] = await connection.execute<{ id: number }[]>('select id from companies where name = ?', [COMPANY]);
  if (!company) throw new Error(`${COMPANY} non trovata`);
  const [manager] = await connection.execute<{ id: number }[]>("select id from users where email = 'manager@banco.demo'");
  const [product] = await connection.execute<{ id: number; price: number }[]>(
    'select id, selling_price_cents as price from products where company_id = ? and not requires_imei and not requires_serial and selling_price_cents is not null order by id limit 1',
    [company.id],
  );
  if (!product) throw new Error('nessun accessorio con prezzo nel catalogo demo');
  const perYear = Math.ceil(SALES / 2);
  const firstYear = new Date().getFullYear() - 2;
  // the sales' dates spread evenly over the two years; numbers sequential per year
  await connection.execute(
    `with ${benchStoresCte(POSTGRES_STOCK.stores)}, bench_customers as (
       select id, row_number() over (order by id) - 1 as n from customers where company_id = ? and email like '%@bench.banco.demo'
     )
     insert into sales (company_id, store_id, customer_id, consultant_id, client_id, sale_number, status, subtotal_cents, total_cents,
       services, delivery_method, sale_date, created_at, updated_at)
     select ?, s.id, case when g % 2 = 0 then c.id end, ?, gen_random_uuid(),
       (${firstYear} + (g - 1) / ${perYear})::text || lpad((1 + (g - 1) % ${perYear})::text, 6, '0'), 'completed', ?, ?,
       '[]', 'pickup', at, at, at
     from (select g, make_timestamptz(${firstYear}, 1, 1, 9, 0, 0, 'Europe/Rome') + make_interval(secs => (g - 1) * (2 * 365 * 86400.0 / ${SALES})) as at
           from generate_series(1, ${SALES}) g) gs
     join bench_stores s on s.n = g % ${POSTGRES_STOCK.stores}
     left join bench_customers c on c.n = (g / 2) % (select count(*) from bench_customers)`,
    [company.id, company.id, company.id, manager?.id ?? null, product.price, product.price],
  );
  await connection.execute(
    `insert into sale_lines (company_id, sale_id, product_id, quantity, unit_price_cents, total_cents)
     select company_id, id, ?, 1, total_cents, total_cents from sales where company_id = ? and sale_number < ?`,
    [product.id, company.id, `${firstYear + 2}`],
  );
  await connection.execute(
    `insert into sale_payments (company_id, sale_id, method, amount_cents)
     select company_id, id, 'card', total_cents from sales where company_id = ? and sale_number < ?`,
    [company.id, `${firstYear + 2}`],
  );
  // what the sale writer keeps: each store's sales per day (Italy's)
  await connection.execute(
    `insert into sale_day_counts (store_id, day, company_id, sales)
     select store_id, (sale_date at time zone 'Europe/Rome')::date, company_id, count(*) from sales where company_id = ? and sale_number < ? group by 1, 2, 3`,
    [company.id, `${firstYear + 2}`],
  );
  await connection.execute('vacuum analyze sales, sale_lines, sale_payments, sale_day_counts');
}

/** A sale number of the seeded history, in the demo store MI-001 (g ≡ 0 mod 50): what the search finds. */
export async function benchSaleNumber(api: RunningServer): Promise<string> {
  const [row] = await api.orm.em.getConnection().execute<{ sale_number: string }[]>(
    "select sale_number from sales s join stores st on st.id = s.store_id where st.code = 'MI-001' order by s.id desc limit 1",
  );
  return row?.sale_number ?? '';
}
