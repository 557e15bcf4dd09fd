/**
 * Benchmark (not a test): `npm run bench`. Starts the real server (PGlite in a temp dir, or
 * DATABASE_URL when set) and a bare Koa server answering a small JSON, loads each endpoint with
 * autocannon on loopback for a bounded time, and prints requests/s and p99 latency with the
 * ratios to bare Koa measured in the same run.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import Koa from 'koa';
import { DEMO_PASSWORD, startServer } from '../src/index.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function startBareKoa(): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { success: true, data: { status: 'ok' } };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function measure(name: string, options: Options): Promise<Row> {
  process.stdout.write(`  ${name}... `);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, timeout: 30, workers: Number(process.env.BENCH_WORKERS ?? 1), ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`${Math.round(result.requests.average)} req/s`);
  return { name, rps: result.requests.average, p99: result.latency.p99, errors };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-bench-'));
const api = await startServer({ port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', rendererDir: dataDir });
const bare = await startBareKoa();
try {
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'manager@banco.demo', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };

  console.log(
    `Banco bench: ${DURATION_SECONDS}s per endpoint, ${CONNECTIONS} connections, ` +
      `${api.config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}, ${os.cpus().length} CPU`,
  );
  const rows = [
    await measure('bare Koa GET /', { url: bare.url }),
    await measure('GET /api/auth/me', { url: `${api.url}/api/auth/me`, headers: { Authorization: `Bearer ${data.access_token}` } }),
    await measure('POST /api/auth/login', {
      url: `${api.url}/api/auth/login`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'consulente@banco.demo', password: DEMO_PASSWORD }),
    }),
  ];
  const baseline = rows[0] as Row;
  console.log('');
  console.table(
    rows.map((row) => ({
      endpoint: row.name,
      'req/s': Math.round(row.rps),
      'p99 ms': row.p99,
      'req/s vs Koa': `${(row.rps / baseline.rps).toFixed(3)}x`,
      'p99 vs Koa': `${(row.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`,
      'errors/non-2xx': row.errors,
    })),
  );
} finally {
  await bare.close();
  await api.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
