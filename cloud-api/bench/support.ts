import os from 'node:os';
import autocannon, { type Options } from 'autocannon';
import { cpuBetween, type DatabaseCpu } from './database-cpu.ts';

export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds of load before each measurement, not counted: JIT (and PGlite's WASM) tier-up, pools, caches. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 1);

export interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  /** CPU milliseconds of the serving process per request (steadier than req/s on a busy machine). */
  cpuPerRequest: number;
  /** CPU milliseconds of PostgreSQL's backends per request (database-cpu.ts); null: not measured (PGlite runs inside the server). */
  dbCpuPerRequest: number | null;
  /**
   * The raw select's requests/s measured right before and after this endpoint (their mean), for the
   * point reads whose targets are ratios (run.ts): the ratio is then to it, not to the run's mean.
   */
  rawBeside?: number;
}

/** Load not counted (WARMUP_SECONDS at CONNECTIONS): JIT tier-up, pools, caches. */
export async function warmUp(options: Options): Promise<void> {
  if (WARMUP_SECONDS > 0) await autocannon({ connections: CONNECTIONS, duration: WARMUP_SECONDS, timeout: 30, ...options });
}

/** Loads one endpoint on loopback for DURATION_SECONDS (bounded in time, stops by itself), after its warm-up. */
export async function measure(name: string, options: Options, server: { cpuMs(): Promise<number> }, database: DatabaseCpu | null = null): Promise<Row> {
  process.stdout.write(`  ${name}... `);
  await warmUp(options);
  const dbBefore = await database?.snapshot();
  const cpuBefore = await server.cpuMs();
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: 30,
    workers: Number(process.env.BENCH_WORKERS ?? 1),
    ...options,
  });
  const cpu = (await server.cpuMs()) - cpuBefore;
  const dbAfter = await database?.snapshot();
  const errors = result.errors + result.timeouts + result.non2xx;
  const requests = Math.max(1, result.requests.total);
  console.log(`${Math.round(result.requests.average)} req/s`);
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors,
    cpuPerRequest: cpu / requests,
    dbCpuPerRequest: dbBefore && dbAfter ? cpuBetween(dbBefore, dbAfter) / requests : null,
  };
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

export function describeRun(): string {
  return `${DURATION_SECONDS}s per endpoint after ${WARMUP_SECONDS}s of warm-up, ${CONNECTIONS} connections, Node ${process.version}, ${os.cpus().length} CPU`;
}

/** One row of several measurements of the same endpoint: the mean of their requests/s and CPU, the worst p99. */
export function meanOf(name: string, rows: readonly Row[]): Row {
  const mean = (value: (row: Row) => number) => rows.reduce((sum, row) => sum + value(row), 0) / Math.max(1, rows.length);
  return {
    name,
    rps: mean((row) => row.rps),
    p99: Math.max(0, ...rows.map((row) => row.p99)),
    errors: rows.reduce((sum, row) => sum + row.errors, 0),
    cpuPerRequest: mean((row) => row.cpuPerRequest),
    dbCpuPerRequest: rows.every((row) => row.dbCpuPerRequest !== null) ? mean((row) => row.dbCpuPerRequest ?? 0) : null,
  };
}

/**
 * requests/s and p99 of every row, with the ratio of its requests/s to the first row's (the raw
 * baseline), or to the raw select measured beside it (`rawBeside`); `parts`, the baseline's own
 * measurements when the first row is their mean, printed under it.
 */
export function printTable(rows: Row[], parts: readonly Row[] = []): void {
  const baseline = rows[0];
  if (!baseline) return;
  const line = (row: Row) => ({
    endpoint: row.name,
    'req/s': Math.round(row.rps),
    'p99 ms': row.p99,
    'req/s vs raw': `${(row.rps / (row.rawBeside ?? baseline.rps)).toFixed(2)}x`,
    'raw beside': row.rawBeside === undefined ? '-' : Math.round(row.rawBeside),
    'server CPU ms/req': row.cpuPerRequest.toFixed(2),
    'PostgreSQL CPU ms/req': row.dbCpuPerRequest === null ? '-' : row.dbCpuPerRequest.toFixed(2),
    'errors/non-2xx': row.errors,
  });
  console.log('');
  console.table([line(baseline), ...parts.map((part) => ({ ...line(part), endpoint: `  ${part.name}` })), ...rows.slice(1).map(line)]);
}
