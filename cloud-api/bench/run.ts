/**
 * Benchmarks (not tests): `npm run bench`. For PostgreSQL (a scratch database on the server of
 * BENCH_DATABASE_URL, default the local one, dropped afterwards) and for PGlite (a temp dir), in
 * that order: the real server with the demo data plus 500 stores and 5,000 users in one company,
 * next to a bare Koa endpoint doing a raw point select on the same database (through `pg`, or
 * straight on the server's PGlite instance). Prints each endpoint's requests/s, p99 and the ratio
 * of its requests/s to the raw point select.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../src/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '../test/support/scratch-database.ts';
import { rawPgBaseline, rawPgliteBaseline, type Baseline } from './baseline.ts';
import { describeRun, loginToken, measure, printTable, type Row } from './support.ts';
import { idOf, seedVolume, STORES, USERS } from './volume.ts';

async function benchEndpoints(api: RunningServer, database: 'PostgreSQL' | 'PGlite'): Promise<void> {
  await seedVolume(api);
  const userId = await idOf(api, "select id from users where email = 'manager@banco.demo'");
  const storeId = await idOf(api, "select id from stores where code = 'MI-001'");
  const baseline: Baseline = api.config.databaseUrl
    ? await rawPgBaseline(api.config.databaseUrl, userId)
    : await rawPgliteBaseline(api, userId);
  try {
    // the manager: identity with stores, a store-scoped read; the entrepreneur: the whole company
    const manager = { Authorization: `Bearer ${await loginToken(api.url, 'manager@banco.demo', DEMO_PASSWORD)}` };
    const owner = { Authorization: `Bearer ${await loginToken(api.url, 'imprenditore@banco.demo', DEMO_PASSWORD)}` };
    console.log(`\n${database}, ${STORES} stores and ${USERS} users in one company: ${describeRun()}`);
    const rows: Row[] = [
      await measure(`raw point select (bare Koa + ${database === 'PGlite' ? 'PGlite' : 'pg'})`, { url: baseline.url }),
      await measure('GET /api/auth/me (manager)', { url: `${api.url}/api/auth/me`, headers: manager }),
      await measure('GET /api/stores/{id} (manager)', { url: `${api.url}/api/stores/${storeId}`, headers: manager }),
      await measure('GET /api/stores', { url: `${api.url}/api/stores`, headers: owner }),
      await measure('GET /api/stores?search=Milano', { url: `${api.url}/api/stores?search=Milano&page=2`, headers: owner }),
      await measure('GET /api/users', { url: `${api.url}/api/users`, headers: owner }),
      await measure('GET /api/users?search=Rossi', { url: `${api.url}/api/users?search=Rossi&page=3`, headers: owner }),
      await measure('POST /api/auth/login', {
        url: `${api.url}/api/auth/login`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'consulente@banco.demo', password: DEMO_PASSWORD }),
      }),
    ];
    printTable(rows);
  } finally {
    await baseline.close();
  }
}

async function benchOn(database: 'PostgreSQL' | 'PGlite'): Promise<void> {
  let scratch: ScratchDatabase | undefined;
  if (database === 'PostgreSQL') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    try {
      scratch = await createScratchDatabase(adminUrl, 'banco_bench');
    } catch (error) {
      console.log(`\nPostgreSQL non raggiungibile su ${adminUrl} (${String(error)}); imposta BENCH_DATABASE_URL.`);
      return;
    }
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-bench-'));
  let api: RunningServer | undefined;
  try {
    api = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      logLevel: 'silent',
      rendererDir: dataDir,
      seedDemo: true,
      ...(scratch ? { databaseUrl: scratch.url } : {}),
    });
    await benchEndpoints(api, database);
  } finally {
    await api?.close();
    await scratch?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await benchOn('PostgreSQL');
await benchOn('PGlite');
process.exit(0);
