import { spawn, type ChildProcess } from 'node:child_process';
import { on, once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import { startFakeGeocoder } from '../../cloud-api/test/support/fake-geocoder.ts';
import { chooseChromium, type ChromiumChoice } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: ChromiumChoice;
  }
}

const repoRoot = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Resolves when `npm start` prints its banner ("Banco in ascolto su <url>", written once the server
 * listens), then checks /api/health once. No polling: the child says when it is ready, or exits.
 */
async function waitUntilListening(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  if (!child.stdout) throw new Error('npm start senza stdout');
  const lines = createInterface({ input: child.stdout });
  try {
    for await (const [line] of on(lines, 'line', { signal: AbortSignal.timeout(timeoutMs), close: ['close'] })) {
      if ((line as string).includes(`Banco in ascolto su ${url}`)) {
        const response = await fetch(`${url}/api/health`);
        if (!response.ok) throw new Error(`GET /api/health: ${response.status}`);
        return;
      }
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw new Error(`Il server non ha risposto su ${url} entro ${timeoutMs / 1000} s`, { cause: error });
    throw error;
  } finally {
    lines.close();
    child.stdout.resume(); // closing readline pauses the stream; keep draining it into `output`
  }
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  throw new Error(`npm start è terminato con codice ${child.exitCode}`);
}

/**
 * Starts Banco exactly as `npm start` does (scripts/start.ts: build if stale, cloud API on
 * embedded PGlite in a fresh DATA_DIR, demo data seeded) and stops it with SIGINT at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await chooseChromium();
  // the address search's geocoder: a local one (no internet here), as a shop's own would be
  const geocoder = await startFakeGeocoder();
  const dataDir = mkdtempSync(join(tmpdir(), 'banco-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BANCO_OPEN_WINDOW: '0', LOG_LEVEL: 'warn', GEOCODER_URL: geocoder.url, SUPPORT_EMAIL: 'assistenza@banco.demo' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitUntilListening(url, child, 240_000);
  } catch (error) {
    child.kill('SIGKILL');
    await geocoder.close();
    throw new Error(`${(error as Error).message}\n${output.join('')}`, { cause: error });
  }
  project.provide('baseUrl', url);
  project.provide('chromium', browser);

  return async () => {
    const exited = once(child, 'exit', { signal: AbortSignal.timeout(15_000) });
    child.kill('SIGINT');
    const code = await exited.then(([exitCode]) => exitCode as number | null, () => 'timeout' as const);
    if (code === 'timeout') child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await geocoder.close();
    if (code !== 0) throw new Error(`npm start non si è chiuso pulito con Ctrl-C (esito ${String(code)})\n${output.join('')}`);
  };
}
