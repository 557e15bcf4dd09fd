import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pg from 'pg';
import type { PgliteConnection } from '@mikro-orm/pglite';
import type { RunningServer } from '../src/index.ts';

/** A user row by primary key: the cheapest read a database endpoint can do. */
const POINT_SELECT = 'select id, email, first_name, last_name, role, company_id, is_active from users where id = $1';

export interface Baseline {
  url: string;
  close(): Promise<void>;
}

/** A bare Koa endpoint answering one point select, measured in the same run as the API. */
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

/** The point select through `pg` (a pool of 10, like the API's) on the API's database. */
export function rawPgBaseline(databaseUrl: string, userId: number): Promise<Baseline> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  return bareKoa(
    async () => (await pool.query(POINT_SELECT, [userId])).rows[0],
    () => pool.end(),
  );
}

/** The point select straight on the API's own PGlite instance (one in-process database). */
export async function rawPgliteBaseline(api: RunningServer, userId: number): Promise<Baseline> {
  const pglite = await (api.orm.em.getConnection() as unknown as PgliteConnection).getNativeClient();
  return bareKoa(
    async () => (await pglite.query(POINT_SELECT, [userId])).rows[0],
    () => Promise.resolve(),
  );
}
