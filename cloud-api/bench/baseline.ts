import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Koa from 'koa';
import pg from 'pg';
import type { BenchDatabase } from './processes.ts';

/** A user row by primary key: the cheapest read a database endpoint can do. */
const POINT_SELECT = 'select id, email, first_name, last_name, role, company_id, is_active from users where id = $1';

export interface Baseline {
  url: string;
  close(): Promise<void>;
}

/** A bare Koa endpoint answering one point select. */
async function bareKoa(read: () => Promise<unknown>, release: () => Promise<void>): Promise<Baseline> {
  const app = new Koa();
  app.use(async (ctx) => {
    ctx.body = { success: true, data: await read() };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await release();
    },
  };
}

/**
 * The raw point select on the API's database, in its own process (bench/child.ts): through `pg`
 * (a pool of 10, like the API's) for PostgreSQL; for PGlite, on the API's data directory opened
 * by PGlite itself (after the API has closed it: one process at a time holds a PGlite cluster).
 */
export async function openBaseline(database: BenchDatabase, userId: number): Promise<Baseline> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    return bareKoa(async () => (await pool.query(POINT_SELECT, [userId])).rows[0], () => pool.end());
  }
  const pglite = await PGlite.create(database.dir, { extensions: { pg_trgm } });
  return bareKoa(async () => (await pglite.query(POINT_SELECT, [userId])).rows[0], () => pglite.close());
}
