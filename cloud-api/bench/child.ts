/**
 * One process of the benchmark, started by run.ts (never by hand): the API as deployed
 * (NODE_ENV=production, so no response checks; LOG_LEVEL as given, default info, on stdout), or
 * the bare Koa baseline. It answers the parent over IPC with what the load needs (`ChildReady`),
 * then serves until the parent sends 'stop'. The load generator runs in the parent, so neither
 * shares its event loop with autocannon.
 */
import fs from 'node:fs/promises';
import { startServer, type RunningServer } from '../src/index.ts';
import { openBaseline } from './baseline.ts';
import type { ChildReady, ChildTask } from './processes.ts';
import { BENCH_CUSTOMER_EMAIL, seedCustomers } from './customer-volume.ts';
import { benchImei, PGLITE_STOCK, POSTGRES_STOCK, seedStock } from './stock-volume.ts';
import { prepareSaleBench } from './sale-volume.ts';
import { benchSaleNumber, seedSales } from './sales-history.ts';
import { idOf, seedVolume } from './volume.ts';

/**
 * After the bulk seeds, what the database would have done by itself before any real load: every
 * table vacuumed and analysed (the seeds vacuum only what they filled; autovacuum would otherwise
 * start on the rest during the first measurements) and the dirty pages written out (a checkpoint:
 * otherwise the checkpointer writes gigabytes while the first endpoints are measured). Without the
 * superuser's right to CHECKPOINT the pages are left to the checkpointer.
 */
async function settle(api: RunningServer): Promise<void> {
  const connection = api.orm.em.getConnection();
  await connection.execute('vacuum analyze');
  await connection.execute('checkpoint').catch(() => undefined);
}

async function start(task: ChildTask): Promise<{ ready: ChildReady; close(): Promise<void> }> {
  if (task.kind === 'baseline') {
    const baseline = await openBaseline(task.database, task.userId);
    return { ready: { url: baseline.url, userId: task.userId, storeId: 0, customerId: 0, imei: '', sale: null, saleNumber: '' }, close: baseline.close };
  }
  const api = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: task.dataDir,
    rendererDir: task.dataDir,
    seedDemo: true,
    ...(task.database.kind === 'postgres' ? { databaseUrl: task.database.url } : { pgliteDir: task.database.dir }),
  });
  const seed = task.volume === 'seed';
  if (seed) await seedVolume(api);
  // issue 8's 200,000 customers: PostgreSQL only
  const customers = task.database.kind === 'postgres';
  if (seed && customers) await seedCustomers(api);
  // issue 9's 1,000,000 pieces over 50 stores on PostgreSQL; on PGlite a shop's one store (PGLITE_STOCK)
  const stock = task.database.kind === 'postgres' ? POSTGRES_STOCK : PGLITE_STOCK;
  if (seed) await seedStock(api, stock);
  // issue 10's 1,000,000 past sales: PostgreSQL only
  if (seed && customers) await seedSales(api);
  if (seed) await settle(api);
  const userId = await idOf(api, "select id from users where email = 'manager@banco.demo'");
  const storeId = await idOf(api, "select id from stores where code = 'MI-001'");
  const customerId = customers ? await idOf(api, `select id from customers where email = '${BENCH_CUSTOMER_EMAIL}'`) : 0;
  const imei = await benchImei(api, stock);
  const sale = customers ? await prepareSaleBench(api) : null;
  const saleNumber = customers ? await benchSaleNumber(api) : '';
  return { ready: { url: api.url, userId, storeId, customerId, imei, sale, saleNumber }, close: api.close };
}

const task = JSON.parse(process.env.BENCH_CHILD_TASK ?? 'null') as ChildTask | null;
if (!task || !process.send) throw new Error('bench/child.ts runs only under bench/run.ts');
await fs.mkdir(task.dataDir, { recursive: true });
const running = await start(task);
process.send(running.ready);
process.on('message', (message) => {
  // 'cpu': this process's CPU time so far (microseconds), for the CPU cost per request
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message === 'stop') void running.close().then(() => process.exit(0));
});
