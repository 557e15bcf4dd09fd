import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
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

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start è terminato con codice ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`Il server non ha risposto su ${url} entro ${timeoutMs / 1000} s`);
}

/**
 * Starts Banco exactly as `npm start` does (scripts/start.ts: build if stale, cloud API on
 * embedded PGlite in a fresh DATA_DIR, demo data seeded) and stops it with SIGINT at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await chooseChromium();
  const dataDir = mkdtempSync(join(tmpdir(), 'banco-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BANCO_OPEN_WINDOW: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForHealth(url, child, 240_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.join('')}`, { cause: error });
  }
  project.provide('baseUrl', url);
  project.provide('chromium', browser);

  return async () => {
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGINT');
    const code = await Promise.race([exited, new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), 15_000).unref())]);
    if (code === 'timeout') child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`npm start non si è chiuso pulito con Ctrl-C (esito ${String(code)})\n${output.join('')}`);
  };
}
