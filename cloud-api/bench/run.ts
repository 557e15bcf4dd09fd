/**
 * Benchmarks (not tests): `npm run bench`. For PostgreSQL (a scratch database on the server of
 * BENCH_DATABASE_URL, default the local one, dropped afterwards, or the BENCH_KEEP_DATABASE one kept
 * between runs: kept-database.ts) and for PGlite (a temp dir), in
 * that order: the real server with the demo data plus 500 stores and 5,000 users in one company,
 * and a bare Koa endpoint doing a raw point select on the same database (through `pg`, measured
 * before and after the endpoints and beside each point read with a ratio target, RATIO_TARGETS; or
 * PGlite on the same data directory, after the API has stopped).
 * The server and the baseline each run in their own child process started as in production
 * (bench/child.ts, processes.ts); autocannon runs here. Prints each endpoint's requests/s, p99, the
 * ratio of its requests/s to the raw point select, and the CPU per request of the serving process and,
 * on a local PostgreSQL, of the database's backends (database-cpu.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '../test/support/scratch-database.ts';
import { keptDatabase, type KeptDatabase } from './kept-database.ts';
import type { Options } from 'autocannon';
import { openDatabaseCpu, type DatabaseCpu } from './database-cpu.ts';
import { startChild, type BenchDatabase, type Child } from './processes.ts';
import { describeRun, loginToken, meanOf, measure, printTable, warmUp, type Row } from './support.ts';
import { benchTaxCode, CUSTOMERS } from './customer-volume.ts';
import { timeLargeDdt } from './large-ddt.ts';
import { PGLITE_STOCK, POSTGRES_STOCK } from './stock-volume.ts';
import { saleRequests } from './sale-volume.ts';
import { SALES } from './sales-history.ts';
import { STORES, USERS } from './volume.ts';

/** The one endpoint that writes: each request sells one of the phones set aside for it (sale-volume.ts). */
const SALE_COMPLETION = 'POST /api/sales (sale completion: 3 lines, one IMEI, card)';

/** What the counter types of a customer's codice fiscale: its first 14 characters. */
const TAX_CODE_PREFIX = benchTaxCode(1234).slice(0, 14);

/**
 * The point reads whose targets are ratios to the raw select (issues 7, 8, 9). On PostgreSQL each is
 * measured between two measurements of the raw select, and its ratio is to their mean: the machine's
 * speed moved by a third within minutes on some boxes, so a ratio to the run's mean (its first and last
 * minute) said as much about the drift as about the endpoint.
 */
const RATIO_ENDPOINTS = {
  me: 'GET /api/auth/me (manager)',
  store: 'GET /api/stores/{id} (manager)',
  customer: 'GET /api/customers/{id}',
  imei: 'POST /api/warehouse/scan-imei (manager, IMEI lookup)',
} as const;
const RATIO_TARGETS = new Set<string>(Object.values(RATIO_ENDPOINTS));

/** `rawBeside`: measures the raw select once more (PostgreSQL, where it runs beside the API); null elsewhere. */
async function apiRows(api: Child, database: DatabaseCpu | null, rawBeside: (() => Promise<Row>) | null): Promise<Row[]> {
  const { url, storeId, customerId, imei, sale, saleNumber } = api;
  // the manager: identity with stores, a store-scoped read; the entrepreneur: the whole company
  const manager = { Authorization: `Bearer ${await loginToken(url, 'manager@banco.demo', DEMO_PASSWORD)}` };
  const owner = { Authorization: `Bearer ${await loginToken(url, 'imprenditore@banco.demo', DEMO_PASSWORD)}` };
  const endpoints: [string, Options][] = [
    [RATIO_ENDPOINTS.me, { url: `${url}/api/auth/me`, headers: manager }],
    [RATIO_ENDPOINTS.store, { url: `${url}/api/stores/${storeId}`, headers: manager }],
    ['GET /api/stores', { url: `${url}/api/stores`, headers: owner }],
    ['GET /api/stores?search=Milano', { url: `${url}/api/stores?search=Milano&page=2`, headers: owner }],
    ['GET /api/users', { url: `${url}/api/users`, headers: owner }],
    ['GET /api/users?search=Rossi', { url: `${url}/api/users?search=Rossi&page=3`, headers: owner }],
    ...(customerId === 0
      ? []
      : ([
          ['GET /api/customers (owner: 200,000, newest first, page 2)', { url: `${url}/api/customers?page=2`, headers: owner }],
          ['GET /api/customers?search=giul (name fragment)', { url: `${url}/api/customers?search=giul`, headers: owner }],
          ['GET /api/customers?search=cantù (accented surname)', { url: `${url}/api/customers?search=${encodeURIComponent('cantù')}&page=3`, headers: owner }],
          [`GET /api/customers?search=${TAX_CODE_PREFIX} (tax-code prefix)`, { url: `${url}/api/customers?search=${TAX_CODE_PREFIX}`, headers: owner }],
          [RATIO_ENDPOINTS.customer, { url: `${url}/api/customers/${customerId}`, headers: owner }],
        ] satisfies [string, Options][])),
    // the stock: PostgreSQL's million pieces, or the shop's on PGlite
    [RATIO_ENDPOINTS.imei, { url: `${url}/api/warehouse/scan-imei`, method: 'POST', headers: { ...manager, 'Content-Type': 'application/json' }, body: JSON.stringify({ imei }) }],
    ['GET /api/warehouse/inventory (manager: filters, sort, page, totals)', { url: `${url}/api/warehouse/inventory?category=Smartphone&status=available&sort=selling_price&order=desc&page=3`, headers: manager }],
    ['GET /api/warehouse/inventory?search= (owner, IMEI fragment)', { url: `${url}/api/warehouse/inventory?search=${imei.slice(4, 12)}`, headers: owner }],
    ['GET /api/warehouse/inventory (owner: every piece, filters, sort, page, totals)', { url: `${url}/api/warehouse/inventory?location=cassaforte&sort=purchase_date&order=desc&page=2`, headers: owner }],
    ...(saleNumber === ''
      ? []
      : ([
          ['GET /api/sales (owner: 1M sales, newest first, page 2)', { url: `${url}/api/sales?page=2`, headers: owner }],
          ['GET /api/sales (manager: their store, newest first)', { url: `${url}/api/sales`, headers: manager }],
          ['GET /api/sales?search= (owner, sale number)', { url: `${url}/api/sales?search=${saleNumber}`, headers: owner }],
          ['GET /api/sales?date_from= (owner, one day)', { url: `${url}/api/sales?date_from=${saleNumber.slice(0, 4)}-06-15&date_to=${saleNumber.slice(0, 4)}-06-15`, headers: owner }],
        ] satisfies [string, Options][])),
    ...(sale === null ? [] : ([[SALE_COMPLETION, saleRequests(url, manager.Authorization.slice('Bearer '.length), sale)]] satisfies [string, Options][])),
    ['POST /api/auth/login', {
      url: `${url}/api/auth/login`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'consulente@banco.demo', password: DEMO_PASSWORD }),
    }],
  ];
  // BENCH_FILTER: only the endpoints whose name contains one of its |-separated parts (profiling one path)
  const filters = process.env.BENCH_FILTER?.split('|');
  const selected = endpoints.filter(([name]) => !filters || filters.some((filter) => name.includes(filter)));
  // one warm-up pass over every endpoint before any is measured: the code they share (middleware,
  // identity, pool) is then compiled by the JIT for all of them, not only for those measured later.
  // The sale completion is left out: it sells phones set aside for its own measurement.
  for (const [name, options] of selected) if (name !== SALE_COMPLETION) await warmUp(options);
  const rows: Row[] = [];
  // the raw select measured right after the last endpoint, when that one was a ratio target: the next
  // ratio target, measured next, shares it as its own "before"
  let lastRaw: Row | null = null;
  for (const [name, options] of selected) {
    if (!rawBeside || !RATIO_TARGETS.has(name)) {
      rows.push(await measure(name, options, api, database));
      lastRaw = null;
      continue;
    }
    const before = lastRaw ?? (await rawBeside());
    const row = await measure(name, options, api, database);
    lastRaw = await rawBeside();
    rows.push({ ...row, rawBeside: (before.rps + lastRaw.rps) / 2 });
  }
  return rows;
}

/** `kept`: a database kept between runs (kept-database.ts), else one made for this run. */
async function benchOn(database: BenchDatabase, dataDir: string, kept: KeptDatabase | null = null): Promise<void> {
  const label = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const rawName = `raw point select (bare Koa + ${database.kind === 'pglite' ? 'PGlite' : 'pg'})`;
  if (!kept?.seeded) {
    // the volume is written by a process of its own: the server measured starts on a database that
    // already holds it, as a deployed one does, not in the process that bulk-loaded millions of rows
    await (await startChild({ kind: 'api', database, dataDir, volume: 'seed' })).stop();
    await kept?.markSeeded();
  }
  const api = await startChild({ kind: 'api', database, dataDir, volume: 'present' });
  const volume =
    database.kind === 'postgres'
      ? `, ${CUSTOMERS} customers, ${POSTGRES_STOCK.pieces} pieces and ${SALES} past sales over ${POSTGRES_STOCK.stores} stores`
      : `, ${PGLITE_STOCK.pieces} pieces in the store MI-001`;
  console.log(`\n${label}, ${STORES} stores and ${USERS} users${volume} in one company: ${describeRun()}`);
  // PostgreSQL: the baseline runs beside the API and is measured before and after the endpoints, so a
  // drift of the machine during the run shows and the ratios are to the mean of the two; PGlite's
  // data directory is held by one process at a time, so there it is measured once, after the API
  const beside = database.kind === 'postgres' ? await startChild({ kind: 'baseline', database, dataDir, userId: api.userId }) : null;
  // PostgreSQL's own CPU per request, where its processes can be read (database-cpu.ts)
  const databaseCpu = database.kind === 'postgres' ? await openDatabaseCpu(database.url) : null;
  const raws: Row[] = [];
  let rows: Row[];
  try {
    if (beside) raws.push(await measure(`${rawName}, before`, { url: beside.url }, beside, databaseCpu));
    rows = await apiRows(api, databaseCpu, beside ? () => measure(`${rawName}, beside`, { url: beside.url }, beside, databaseCpu) : null);
    if ((process.env.BENCH_FILTER ?? 'DDT').includes('DDT')) await timeLargeDdt(api.url);
    if (beside) raws.push(await measure(`${rawName}, after`, { url: beside.url }, beside, databaseCpu));
  } finally {
    await databaseCpu?.close();
    await api.stop();
    await beside?.stop();
  }
  if (!beside) {
    const baseline = await startChild({ kind: 'baseline', database, dataDir, userId: api.userId });
    try {
      raws.push(await measure(rawName, { url: baseline.url }, baseline));
    } finally {
      await baseline.stop();
    }
  }
  printTable([meanOf(rawName, raws), ...rows], raws.length > 1 ? raws : []);
}

async function benchPostgres(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const keep = process.env.BENCH_KEEP_DATABASE;
  let database: ScratchDatabase | KeptDatabase;
  try {
    database = keep ? await keptDatabase(adminUrl, keep) : await createScratchDatabase(adminUrl, 'banco_bench');
  } catch (error) {
    console.log(`\nPostgreSQL non raggiungibile su ${adminUrl} (${String(error)}); imposta BENCH_DATABASE_URL.`);
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-bench-'));
  try {
    await benchOn({ kind: 'postgres', url: database.url }, dataDir, 'seeded' in database ? database : null);
  } finally {
    if ('drop' in database) await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPglite(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-bench-'));
  try {
    await benchOn({ kind: 'pglite', dir: path.join(dataDir, 'db') }, dataDir);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ONLY;
if (only !== 'pglite') await benchPostgres();
if (only !== 'postgres') await benchPglite();
process.exit(0);
