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

    // documents render in the bundle too: its first administrator, a company, a customer and the customer's PDF
    // (pdfmake and pdfkit read files beside their modules, and the fonts are a package of files)
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      const json = (await res.json()) as { data: Record<string, unknown> };
      expect(res.status, JSON.stringify(json)).toBe(201);
      return json.data;
    };
    const admin = await post('/setup/admin', { first_name: 'Anna', last_name: 'Verdi', email: 'admin@negozio.example', password: 'password-sicura-1' });
    const token = String(admin.access_token);
    const plans = (await (await fetch(`${base}/api/public/plans`)).json()) as { data: Array<{ id: number }> };
    const company = await post('/companies', { name: 'Telefonia Brașov', email: 'info@negozio.example', subscription_plan_id: plans.data[0]?.id, billing_cycle: 'monthly', country: 'IT' }, token);
    const customer = await post('/customers', {
      company_id: company.id, customer_type: 'individual', first_name: 'Mario', last_name: 'Rossi', tax_code: 'RSSMRA85T10A562S', birth_date: '1985-12-10',
      phone: '+39 333 1234567', address: 'Strada Ștefan cel Mare 3', city: 'San Giuliano Terme', province: 'PI', postal_code: '56017',
      document_type: 'identity_card', document_number: 'CA12345AB', document_issued_by: 'Comune di Pisa', document_issued_date: '2020-01-15', document_expiry_date: '2035-12-10', privacy_consent: true,
    }, token);
    const pdf = await fetch(`${base}/api/customers/${String(customer.id)}/export.pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

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
