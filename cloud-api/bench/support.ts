import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import autocannon, { type Options } from 'autocannon';
import Koa from 'koa';

export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

/** The baseline: a bare Koa app answering a small JSON, measured in the same run. */
export async function startBareKoa(): Promise<{ url: string; close(): Promise<void> }> {
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

/** Loads one endpoint on loopback for DURATION_SECONDS (bounded in time, stops by itself). */
export async function measure(name: string, options: Options): Promise<Row> {
  process.stdout.write(`  ${name}... `);
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: 30,
    workers: Number(process.env.BENCH_WORKERS ?? 1),
    ...options,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`${Math.round(result.requests.average)} req/s`);
  return { name, rps: result.requests.average, p99: result.latency.p99, errors };
}

export async function loginToken(apiUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  if (!body.data?.access_token) throw new Error(`login di ${email} non riuscito (${response.status})`);
  return body.data.access_token;
}

export function describeRun(database: string): string {
  return `${DURATION_SECONDS}s per endpoint, ${CONNECTIONS} connections, ${database}, Node ${process.version}, ${os.cpus().length} CPU`;
}

/** requests/s and p99 of every row, with their ratios to the first row (the bare Koa baseline). */
export function printTable(rows: Row[]): void {
  const baseline = rows[0];
  if (!baseline) return;
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
}
