import { randomUUID } from 'node:crypto';
import { centsToMoney } from '@banco/shared';
import type { Options } from 'autocannon';
import type { RunningServer } from '../src/index.ts';

/** What the sale completion bench sells: available phones of the demo store, and two accessories kept by quantity. */
export interface SaleBench {
  storeId: number;
  pieces: Array<{ pieceId: number; productId: number; priceCents: number }>;
  accessories: Array<{ productId: number; priceCents: number }>;
}

/** Phones set aside for the completion bench: more than a run sells at the speeds seen. */
const PIECES_FOR_SALES = 20_000;

/**
 * Readies MI-001 of the stock bench (stock-volume.ts) for sales: two priced accessories with a
 * large stock, and the ids of available phones (each sale takes one).
 */
export async function prepareSaleBench(api: RunningServer): Promise<SaleBench> {
  const connection = api.orm.em.getConnection();
  const [store] = await connection.execute<{ id: number; company_id: number }[]>("select id, company_id from stores where code = 'MI-001'");
  if (!store) throw new Error('negozio MI-001 non trovato');
  const accessories: Array<{ id: number; selling_price_cents: number }> = await connection.execute(
    `select id, selling_price_cents from products where company_id = ? and is_active and not requires_imei and not requires_serial
      and selling_price_cents is not null order by id limit 2`,
    [store.company_id],
  );
  for (const accessory of accessories) {
    await connection.execute(
      `insert into stock_levels (company_id, store_id, product_id, quantity, location, selling_price_cents, created_at, updated_at)
       values (?, ?, ?, 1000000000, 'pronto_vendita', ?, now(), now())
       on conflict (store_id, product_id) do update set quantity = 1000000000`,
      [store.company_id, store.id, accessory.id, accessory.selling_price_cents],
    );
  }
  const pieces: Array<{ id: number; product_id: number; selling_price_cents: number }> = await connection.execute(
    `select sp.id, sp.product_id, sp.selling_price_cents from stock_pieces sp join products p on p.id = sp.product_id
      where sp.store_id = ? and sp.status = 'available' and sp.archived_at is null and p.is_active and sp.selling_price_cents is not null
      order by sp.id desc limit ${PIECES_FOR_SALES}`,
    [store.id],
  );
  return {
    storeId: store.id,
    pieces: pieces.map((piece) => ({ pieceId: Number(piece.id), productId: Number(piece.product_id), priceCents: Number(piece.selling_price_cents) })),
    accessories: accessories.map((accessory) => ({ productId: Number(accessory.id), priceCents: Number(accessory.selling_price_cents) })),
  };
}

/**
 * autocannon options that complete one new sale per request: 3 lines (a phone by its piece, two
 * accessories), paid by card, each with its own sale id and its own phone.
 */
export function saleRequests(url: string, token: string, bench: SaleBench): Options {
  let next = 0;
  return {
    url: `${url}/api/sales`,
    // in the parent's own thread: a worker thread cannot be handed setupRequest (a function)
    workers: 0,
    requests: [
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        setupRequest: (request) => {
          const piece = bench.pieces[next % bench.pieces.length];
          next += 1;
          if (!piece) return request;
          const totalCents = piece.priceCents + bench.accessories.reduce((sum, accessory) => sum + accessory.priceCents, 0);
          const body = {
            id: randomUUID(),
            store_id: bench.storeId,
            customer_id: null,
            lines: [{ product_id: piece.productId, piece_id: piece.pieceId, quantity: 1 }, ...bench.accessories.map((accessory) => ({ product_id: accessory.productId, quantity: 1 }))],
            payments: [{ method: 'card', amount: centsToMoney(totalCents) }],
          };
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  };
}
