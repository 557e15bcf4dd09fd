import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { resolveBackendPlan, startBackend, type Backend } from './backend.ts';

/**
 * The packaged app's embedded mode end to end, without Electron: `npm run build:server` output
 * (cloud-api/dist) copied to a folder outside the repo laid out like the packaged app's resources,
 * started through the same plan and launcher as the app (here on plain Node instead of Electron's),
 * then used through HTTP and stopped.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const BUILD_SCRIPT = join(repoRoot, 'cloud-api', 'scripts', 'build-server.ts');
const DIST_DIR = join(repoRoot, 'cloud-api', 'dist');

let dir: string;
let backend: Backend | undefined;
const output: string[] = [];

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [BUILD_SCRIPT], { cwd: repoRoot });
  dir = await mkdtemp(join(tmpdir(), 'banco-packaged-'));
  // <resources>/cloud-api = cloud-api/dist; nothing in the temp folder can reach the repo's node_modules
  await cp(DIST_DIR, join(dir, 'resources', 'cloud-api'), { recursive: true });
  const rendererDir = join(dir, 'resources', 'app.asar.unpacked', 'out', 'renderer');
  await mkdir(rendererDir, { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Banco</title><p>renderer-marker</p>\n');
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe('packaged embedded server (cloud-api/dist)', () => {
  it('starts from a copy outside the repo without demo data, serves the API and the renderer, stops cleanly', async () => {
    const plan = resolveBackendPlan({
      env: {},
      config: { mode: 'embedded' },
      isPackaged: true,
      appPath: join(dir, 'resources', 'app.asar'),
      resourcesPath: join(dir, 'resources'),
      // Electron's binary in the app; Node 24 here (ELECTRON_RUN_AS_NODE=1 is ignored by Node)
      execPath: process.execPath,
      userDataDir: join(dir, 'userData'),
    });
    expect(plan.kind).toBe('embedded');
    if (plan.kind !== 'embedded') return;
    expect(plan.launch.entry).toBe(join(dir, 'resources', 'cloud-api', 'server.mjs'));

    backend = await startBackend(plan, {
      startTimeoutMs: 45_000,
      pollIntervalMs: 100,
      onOutput: (line) => output.push(line),
    });
    const base = backend.apiBaseUrl;

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });

    // a real install: no demo data, so the demo accounts do not exist
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@banco.demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(401);

    // the renderer comes from RENDERER_DIR (<resources>/app.asar.unpacked/out/renderer)
    const page = await fetch(`${base}/`);
    expect(await page.text()).toContain('renderer-marker');

    // data in <userData>/data (PGlite cluster and secrets)
    expect(output.join('\n')).toContain(join(dir, 'userData', 'data'));

    const server = backend.server;
    expect(server).toBeDefined();
    const exit = await server?.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    backend = undefined;
  }, 60_000);
});
