/**
 * Auth bench: GET /api/auth/me and POST /api/auth/login on the real server (PGlite in a temp dir,
 * or DATABASE_URL when set), next to bare Koa.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, startServer } from '../src/index.ts';
import { describeRun, loginToken, measure, printTable, startBareKoa } from './support.ts';

export async function benchAuth(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-bench-'));
  const api = await startServer({ port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', rendererDir: dataDir, seedDemo: true });
  const bare = await startBareKoa();
  try {
    const token = await loginToken(api.url, 'manager@banco.demo', DEMO_PASSWORD);
    console.log(`\nAuth: ${describeRun(api.config.databaseUrl ? 'PostgreSQL' : 'PGlite')}`);
    printTable([
      await measure('bare Koa GET /', { url: bare.url }),
      await measure('GET /api/auth/me', { url: `${api.url}/api/auth/me`, headers: { Authorization: `Bearer ${token}` } }),
      await measure('POST /api/auth/login', {
        url: `${api.url}/api/auth/login`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'consulente@banco.demo', password: DEMO_PASSWORD }),
      }),
    ]);
  } finally {
    await bare.close();
    await api.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
