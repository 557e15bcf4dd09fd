import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedServerError, findFreePort, startEmbeddedServer, type EmbeddedServer } from './embedded-server.ts';

const fixture = fileURLToPath(new URL('./test-fixtures/health-server.mjs', import.meta.url));

let dir: string;
const started: EmbeddedServer[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'banco-embedded-'));
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
  await rm(dir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function launch(env: Record<string, string> = {}, extra: Partial<Parameters<typeof startEmbeddedServer>[0]> = {}) {
  const server = await startEmbeddedServer({
    command: process.execPath,
    args: [fixture],
    dataDir: join(dir, 'data'),
    env,
    startTimeoutMs: 5_000,
    pollIntervalMs: 50,
    stopTimeoutMs: 1_000,
    ...extra,
  });
  started.push(server);
  return server;
}

describe('embedded server launcher', () => {
  it('starts the server on a free loopback port with PORT, HOST and DATA_DIR, and waits for /api/health', async () => {
    const lines: string[] = [];
    const server = await launch({ FIXTURE_DELAY_MS: '300', FIXTURE_EXTRA: 'yes' }, { onOutput: (line) => lines.push(line) });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
    const startedInfo = JSON.parse(await readFile(join(dir, 'data', 'started.json'), 'utf8'));
    expect(startedInfo).toEqual({ port: server.url.split(':')[2], host: '127.0.0.1', pid: server.pid, extra: 'yes' });
    expect(lines.some((line) => line.startsWith('fixture: listening on'))).toBe(true);

    expect(server.stopping).toBe(false);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    expect(server.stopping).toBe(true);
    expect(isAlive(server.pid)).toBe(false);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // Idempotent.
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });

  it('uses a chosen port', async () => {
    const port = await findFreePort();
    const server = await launch({}, { port });
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
  });

  it('kills with SIGKILL a server that ignores SIGTERM', async () => {
    const server = await launch({ FIXTURE_IGNORE_SIGTERM: '1' }, { stopTimeoutMs: 300 });
    const before = Date.now();
    expect(await server.stop()).toEqual({ code: null, signal: 'SIGKILL' });
    expect(Date.now() - before).toBeGreaterThanOrEqual(250);
    expect(isAlive(server.pid)).toBe(false);
  });

  it('fails fast with the output when the server exits at start', async () => {
    const error = await launch({ FIXTURE_EXIT_CODE: '3' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddedServerError);
    expect((error as EmbeddedServerError).message).toBe("Il server integrato si è arrestato all'avvio (codice 3)");
    expect((error as EmbeddedServerError).output).toContain('fixture: failing on purpose');
  });

  it('gives up after the start timeout and kills the child', async () => {
    const before = Date.now();
    const error = await launch({ FIXTURE_HEALTH_STATUS: '503' }, { startTimeoutMs: 700 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddedServerError);
    expect((error as Error).message).toBe('Il server integrato non ha risposto entro 700 ms');
    // far below the default 60 s start timeout, with room for a loaded machine
    expect(Date.now() - before).toBeLessThan(10_000);
    const { pid } = JSON.parse(await readFile(join(dir, 'data', 'started.json'), 'utf8')) as { pid: number };
    expect(isAlive(pid)).toBe(false);
  });

  it('reports a command that cannot be spawned', async () => {
    const error = await startEmbeddedServer({
      command: join(dir, 'no-such-binary'),
      dataDir: join(dir, 'data'),
      startTimeoutMs: 2_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddedServerError);
    expect((error as Error).message).toMatch(/^Impossibile avviare il server integrato: .*ENOENT/);
  });

  it('resolves `exited` when the server dies on its own', async () => {
    const server = await launch();
    process.kill(server.pid, 'SIGKILL');
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(server.stopping).toBe(false);
  });
});
