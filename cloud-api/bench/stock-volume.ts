import type { RunningServer } from '../src/index.ts';
import { COMPANY } from './volume.ts';

/** How many pieces a bench database holds, over how many stores (MI-001 first). */
export interface StockVolume {
  pieces: number;
  stores: number;
}
/** Issue 9's volume: 1,000,000 pieces by default (BENCH_PIECES) over MI-001 and 49 bench stores. */
export const POSTGRES_STOCK: StockVolume = { pieces: Number(process.env.BENCH_PIECES ?? 1_000_000), stores: 50 };
/**
 * The embedded default as a shop runs it on its desktop: one store's stock, 20,000 phones by default
 * (BENCH_PGLITE_PIECES), so the inventory and the IMEI lookup are measured where a shop meets them.
 */
export const PGLITE_STOCK: StockVolume = { pieces: Number(process.env.BENCH_PGLITE_PIECES ?? 20_000), stores: 1 };

/**
 * `bench_stores (id, n)`: the demo store MI-001 (n = 0), then the first `stores` - 1 bench stores of the
 * company given as the statement's first parameter. Piece or sale number g goes to the store g % stores.
 */
export const benchStoresCte = (stores: number): string => `bench_stores as (
       select id, row_number() over (order by code <> 'MI-001', id) - 1 as n from stores
        where company_id = ? and (code = 'MI-001' or code like 'BN-%') order by code <> 'MI-001', id limit ${stores}
     )`;

/** The Luhn check digit of a 14-digit body `body` (a SQL expression), as shared/src/devices/identifiers.ts computes it. */
const luhnOf = (body: string) => `(select (10 - sum(case when i % 2 = 0 then (d * 2) / 10 + (d * 2) % 10 else d end) % 10) % 10
   from (select i, substr(${body}, i, 1)::int as d from generate_series(1, 14) i) digits)::text`;

/**
 * `volume.pieces` phones of the demo catalogue's IMEI products, spread over the demo store MI-001 and
 * `volume.stores` - 1 bench stores (on PostgreSQL 49, so a manager sees 1/50 of them), each with a
 * valid IMEI, one 'carico' movement, and the stores' levels counting their available pieces: what the
 * goods receipt would have written. One piece in ten is sold, one in fifty damaged. Bulk SQL.
 *
 * An IMEI is made as a real one is: its model's type allocation code (`35` and six digits, one per
 * product), a six-digit serial and the check digit. The serials of a model are spread over its whole
 * range, as a shop's stock from many deliveries is. Until 2026-11-28 the fourteen digits were `35` and a
 * counter, so every IMEI held `000000` and a search by a fragment of one matched a thousand pieces
 * through trigrams every piece shares (docs/benchmark-rounds.md, eleventh round).
 */
export async function seedStock(api: RunningServer, volume: StockVolume): Promise<void> {
  const { pieces, stores } = volume;
  const connection = api.orm.em.getConnection();
  const [company] = await connection.execute<{ id: number }[]>('select id from companies where name = ?', [COMPANY]);
  if (!company) throw new Error(`${COMPANY} non trovata`);
  const [manager] = await connection.execute<{ id: number }[]>("select id from users where email = 'manager@banco.demo'");
  // one statement (a pool may run each on another connection): the stores and products numbered, then the pieces
  await connection.execute(
    `with ${benchStoresCte(stores)}, bench_products as (
       select id, selling_price_cents, row_number() over (order by id) - 1 as n from products where company_id = ? and requires_imei
     ), products_count as (select count(*) as count from bench_products),
     -- piece g: its store, its product, and k, its number among that product's pieces (unique per product);
     -- the serial is k times 7919 (prime to 10^6, so no two k of a product share one) modulo 10^6
     numbered as (
       select g, s.id as store_id, p.id as product_id, p.selling_price_cents,
         '35' || lpad((310000 + p.n * 7919)::text, 6, '0')
           || lpad((((((g / ${stores}) / c.count) * ${stores} + g % ${stores}) * 7919 + 123457) % 1000000)::text, 6, '0') as body
       from generate_series(1, ${pieces}) g
       cross join products_count c
       join bench_stores s on s.n = g % ${stores}
       join bench_products p on p.n = (g / ${stores}) % c.count
     )
     insert into stock_pieces (company_id, store_id, product_id, supplier_id, imei, status, location, purchase_price_cents,
       selling_price_cents, purchase_date, created_at, updated_at)
     select ?, store_id, product_id, (select id from suppliers where company_id = ? order by id limit 1), body || ${luhnOf('body')},
       case when (g / ${stores}) % 10 = 0 then 'sold' when (g / ${stores}) % 50 = 1 then 'damaged' else 'available' end,
       (array['pronto_vendita', 'cassaforte', 'esposizione'])[1 + (g / ${stores}) % 3], 40000 + (g % 50) * 1000, selling_price_cents,
       current_date - (g % 400), now(), now()
     from numbered`,
    [company.id, company.id, company.id, company.id],
  );
  await connection.execute(
    `insert into stock_movements (company_id, store_id, product_id, piece_id, movement_type, direction, quantity, to_status,
       document_type, user_id, created_at)
     select company_id, store_id, product_id, id, 'carico', '+', 1, 'available', 'manual', ?, created_at
     from stock_pieces where imei like '35%'`,
    [manager?.id ?? null],
  );
  await connection.execute(
    `insert into stock_levels (company_id, store_id, product_id, quantity, location, selling_price_cents, created_at, updated_at)
     select company_id, store_id, product_id, count(*) filter (where status = 'available'), 'pronto_vendita', max(selling_price_cents), now(), now()
     from stock_pieces where imei like '35%' group by company_id, store_id, product_id
     on conflict (store_id, product_id) do update set quantity = stock_levels.quantity + excluded.quantity`,
  );
  // what autovacuum does to a table after bulk inserts (PostgreSQL 13+): statistics, and the visibility
  // map the inventory's index-only scans rely on
  await connection.execute('vacuum analyze stock_pieces, stock_levels, stock_movements, stock_totals');
}

/**
 * An IMEI of an available piece in the demo manager's store (MI-001 takes g ≡ 0 mod `volume.stores`):
 * the one the lookup reads, a few hundred pieces in, or halfway through a small volume (BENCH_PIECES).
 */
export async function benchImei(api: RunningServer, volume: StockVolume): Promise<string> {
  const offset = Math.min(500, Math.floor(volume.pieces / volume.stores / 2));
  const [row] = await api.orm.em
    .getConnection()
    .execute<{ imei: string }[]>(
      `select sp.imei from stock_pieces sp join stores s on s.id = sp.store_id where s.code = 'MI-001' and sp.imei like '35%' and sp.status = 'available' order by sp.id limit 1 offset ${offset}`,
    );
  if (!row) throw new Error('nessun pezzo del negozio MI-001');
  return row.imei;
}
