import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Where the benchmarked database is. */
export type BenchDatabase = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

/** What run.ts asks a child process (bench/child.ts) to serve. */
export type ChildTask =
  // volume: 'seed' writes the bench's volume at start; 'present': the database already holds it (kept-database.ts)
  | { kind: 'api'; database: BenchDatabase; dataDir: string; volume: 'seed' | 'present' }
  | { kind: 'baseline'; database: BenchDatabase; dataDir: string; userId: number };

/** The child's answer once it listens. */
import type { SaleBench } from './sale-volume.ts';

export interface ChildReady {
  url: string;
  /** The manager's user id (the baseline reads that row). */
  userId: number;
  /** The store GET /api/stores/{id} reads. */
  storeId: number;
  /** The customer GET /api/customers/{id} reads (0: no customer volume, PGlite). */
  customerId: number;
  /** An IMEI of the demo manager's store the lookup reads ('' from the baseline, which reads none). */
  imei: string;
  /** What the sale completion bench sells (null: no stock volume, PGlite). */
  sale: SaleBench | null;
  /** A sale number of the seeded history ('' without it). */
  saleNumber: string;
}

export interface Child extends ChildReady {
  /** The child's CPU time so far, user + system, in milliseconds. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

const CHILD = path.join(import.meta.dirname, 'child.ts');

/**
 * Starts bench/child.ts as production would run the server: its own Node process and event loop,
 * NODE_ENV=production, LOG_LEVEL from BENCH_LOG_LEVEL (default info, the deployed default) with
 * its stdout discarded.
 */
export function startChild(task: ChildTask): Promise<Child> {
  const profileDir = task.kind === 'api' ? process.env.BENCH_CPU_PROF_DIR : undefined;
  const child: ChildProcess = fork(CHILD, [], {
    // BENCH_CPU_PROF_DIR: a CPU profile of the API process (node --cpu-prof), written when it stops
    execArgv: [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      BENCH_CHILD_TASK: JSON.stringify(task),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<Child>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench/child.ts è terminato (${code}) prima di essere pronto`)));
    child.once('message', (message) => {
      const ready = message as ChildReady;
      resolve({
        ...ready,
        cpuMs: () =>
          new Promise<number>((answer) => {
            child.once('message', (reply) => {
              const { cpu } = reply as { cpu: NodeJS.CpuUsage };
              answer((cpu.user + cpu.system) / 1000);
            });
            child.send('cpu');
          }),
        stop: async () => {
          child.send('stop');
          await exited;
        },
      });
    });
  });
}
