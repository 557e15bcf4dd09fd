import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';

/**
 * The CPU time of the PostgreSQL server processes serving one database (the benchmark's scratch
 * one), read from /proc: next to the API process's own CPU per request, it shows where a request's
 * time goes (bench/support.ts). Only where the server runs on this machine and /proc is readable
 * (Linux, the server's processes visible to this user); otherwise `snapshot` answers null.
 */
export interface DatabaseCpu {
  /** Each backend's CPU time so far, user + system, in milliseconds, by process id; null when it cannot be read. */
  snapshot(): Promise<CpuSnapshot | null>;
  close(): Promise<void>;
}

export type CpuSnapshot = ReadonlyMap<number, number>;

/**
 * The CPU the backends used between two snapshots, in ms: a backend that started in between counts
 * whole, one that ended in between is left out.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}

const TICKS_PER_SECOND = 100; // USER_HZ: what /proc/<pid>/stat counts in, on every Linux platform Node runs on

/** utime + stime of a process, in ms; null when it is gone or not readable. */
async function processCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name (which may hold spaces), from the state on: utime is the 12th, stime the 13th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export async function openDatabaseCpu(url: string): Promise<DatabaseCpu> {
  const local = os.platform() === 'linux' && ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(url).hostname);
  if (!local) return { snapshot: async () => null, close: async () => undefined };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async snapshot() {
      const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      const times = new Map<number, number>();
      for (const { pid } of rows) {
        const ms = await processCpuMs(pid);
        if (ms !== null) times.set(pid, ms);
      }
      return rows.length > 0 && times.size === 0 ? null : times;
    },
    close: () => client.end(),
  };
}
