import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdir } from 'node:fs/promises';

/**
 * Starts the cloud API as a child process for the 'embedded' mode and stops it on quit.
 * The launcher picks the port (a free loopback port when `port` is 0), passes PORT, HOST and
 * DATA_DIR in the environment, and waits until GET <url>/api/health answers 2xx, within a bounded
 * time. Plain Node: no Electron here (the adapter passes Electron's binary with
 * ELECTRON_RUN_AS_NODE=1 as the command when packaged).
 */
export interface EmbeddedServerOptions {
  command: string;
  args?: readonly string[];
  cwd?: string;
  /** Extra environment on top of the parent's; PORT, HOST and DATA_DIR are set by the launcher. */
  env?: Readonly<Record<string, string | undefined>>;
  /** 0 (default) = pick a free port on `host` before spawning. */
  port?: number;
  host?: string;
  /** The server's data directory (created if missing): DATA_DIR. */
  dataDir: string;
  /** Give up (and kill the child) when not healthy after this long. Default 30 s. */
  startTimeoutMs?: number;
  pollIntervalMs?: number;
  /** SIGTERM, then SIGKILL after this long. Default 5 s. */
  stopTimeoutMs?: number;
  /** The child's stdout/stderr, line by line. */
  onOutput?: (line: string, stream: 'stdout' | 'stderr') => void;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface EmbeddedServer {
  /** e.g. 'http://127.0.0.1:43121' (no trailing slash). */
  readonly url: string;
  readonly pid: number;
  /** Resolves when the child exits, for whatever reason. */
  readonly exited: Promise<ExitInfo>;
  /** Whether stop() was called (an exit after it is expected). */
  readonly stopping: boolean;
  /** SIGTERM, SIGKILL after stopTimeoutMs; resolves once the child is gone. Idempotent. */
  stop(): Promise<ExitInfo>;
}

export class EmbeddedServerError extends Error {
  override name = 'EmbeddedServerError';
  readonly output: readonly string[];
  constructor(message: string, output: readonly string[], options?: ErrorOptions) {
    super(message, options);
    this.output = output;
  }
}

const OUTPUT_TAIL = 30;

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port === undefined || options.port === 0 ? await findFreePort(host) : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
  await mkdir(options.dataDir, { recursive: true });

  const child = spawn(options.command, options.args ?? [], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: host, DATA_DIR: options.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    windowsHide: true,
  });

  const tail: string[] = [];
  const collect = (stream: 'stdout' | 'stderr') => {
    let pending = '';
    return (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > OUTPUT_TAIL) tail.shift();
        options.onOutput?.(line, stream);
      }
    };
  };
  child.stdout?.on('data', collect('stdout'));
  child.stderr?.on('data', collect('stderr'));

  // Registered before `exited` so a spawn error is reported as such, not as an exit.
  const spawnFailed = new Promise<Error>((resolve) => child.once('error', resolve));
  let exitInfo: ExitInfo | undefined;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    // A command that cannot be spawned (ENOENT, EACCES) never emits 'exit'.
    child.once('error', () => {
      if (child.pid !== undefined) return;
      exitInfo = { code: null, signal: null };
      resolve(exitInfo);
    });
  });

  let stopPromise: Promise<ExitInfo> | undefined;
  const stop = (): Promise<ExitInfo> => {
    stopPromise ??= terminate(child, exited, () => exitInfo, stopTimeoutMs);
    return stopPromise;
  };

  const failure = await waitUntilHealthy({ url, startTimeoutMs, pollIntervalMs, exited, spawnFailed });
  if (failure !== undefined) {
    await stop();
    throw new EmbeddedServerError(failure.message, [...tail], { cause: failure.cause });
  }
  if (child.pid === undefined) throw new EmbeddedServerError('Il server integrato non ha un pid', [...tail]);

  return {
    url,
    pid: child.pid,
    exited,
    get stopping() {
      return stopPromise !== undefined;
    },
    stop,
  };
}

interface WaitOptions {
  url: string;
  startTimeoutMs: number;
  pollIntervalMs: number;
  exited: Promise<ExitInfo>;
  spawnFailed: Promise<Error>;
}

/** undefined when healthy; otherwise why not. */
async function waitUntilHealthy(options: WaitOptions): Promise<{ message: string; cause?: unknown } | undefined> {
  const deadline = Date.now() + options.startTimeoutMs;
  let stopped: { message: string; cause?: unknown } | undefined;
  void options.exited.then((info) => {
    stopped ??= { message: `Il server integrato si è arrestato all'avvio (${describeExit(info)})` };
  });
  void options.spawnFailed.then((error) => {
    stopped ??= { message: `Impossibile avviare il server integrato: ${error.message}`, cause: error };
  });
  let lastError: unknown;
  while (stopped === undefined) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      return { message: `Il server integrato non ha risposto entro ${options.startTimeoutMs} ms`, cause: lastError };
    }
    try {
      const response = await fetch(`${options.url}/api/health`, {
        signal: AbortSignal.timeout(Math.min(2_000, remaining)),
        headers: { accept: 'application/json' },
      });
      await response.body?.cancel();
      if (response.ok) return undefined;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (stopped !== undefined) break;
    await sleepOrSettle(Math.min(options.pollIntervalMs, Math.max(0, deadline - Date.now())), options.exited, options.spawnFailed);
  }
  return stopped;
}

function sleepOrSettle(ms: number, ...settles: Promise<unknown>[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const sleep = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([sleep, ...settles]).then(() => clearTimeout(timer));
}

async function terminate(
  child: ChildProcess,
  exited: Promise<ExitInfo>,
  current: () => ExitInfo | undefined,
  stopTimeoutMs: number,
): Promise<ExitInfo> {
  const done = current();
  if (done !== undefined) return done;
  if (child.pid === undefined) return { code: null, signal: null }; // never spawned
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), stopTimeoutMs);
  });
  const first = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (first !== 'timeout') return first;
  child.kill('SIGKILL');
  return exited;
}

function describeExit(info: ExitInfo): string {
  return info.signal !== null ? `segnale ${info.signal}` : `codice ${String(info.code)}`;
}

/** A port free right now on `host` (the OS picks it); the child binds it a moment later. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('Nessuna porta libera'))));
    });
  });
}
