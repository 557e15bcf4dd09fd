import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../src/create-admin.ts');

let dataDir: string;
let postgres: ScratchDatabase | null = null;

/** The database of this file: an embedded one in dataDir, or a scratch PostgreSQL database. */
function databaseEnv(): Record<string, string> {
  return postgres ? { DATABASE_URL: postgres.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-create-admin-'));
  if (process.env.BANCO_TEST_DB === 'postgres') {
    postgres = await createScratchDatabase(process.env.BANCO_TEST_DATABASE_URL ?? '');
  }
});
afterAll(async () => {
  await postgres?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function createAdmin(args: string[], password: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { ...process.env, ...databaseEnv(), BANCO_ADMIN_PASSWORD: password, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withServer<T>(work: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: postgres?.url ?? null,
    pgliteDir: path.join(dataDir, 'db'),
    logLevel: 'silent',
    jwtAccessSecret: randomBytes(32).toString('hex'),
    jwtRefreshSecret: randomBytes(32).toString('hex'),
    rendererDir: path.join(dataDir, 'no-renderer'),
    seedDemo: false,
  });
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

const login = (server: RunningServer, email: string, password: string) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('npm run create-admin', () => {
  it('refuses bad input with the Italian field messages and creates nothing', async () => {
    const result = await createAdmin(['--email', 'non-una-email', '--first-name', 'Anna', '--last-name', 'Neri'], 'corta');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('email: Formato email non valido');
    expect(result.stderr).toContain('password: Password deve essere di almeno 8 caratteri');

    const usage = await createAdmin(['--email', 'anna@negozio.it'], 'lunga-abbastanza');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Uso: npm run create-admin');
  });

  it('creates the first superadmin of a new installation, who can log in; a second one is refused', async () => {
    const created = await createAdmin(
      ['--email', 'Anna.Neri@Negozio.it', '--first-name', 'anna', '--last-name', 'Neri'],
      'una-password-sicura',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Amministratore creato: anna.neri@negozio.it');

    await withServer(async (server) => {
      const answer = await login(server, 'anna.neri@negozio.it', 'una-password-sicura');
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { data: { user: { role: string; company_id: number | null } } };
      expect(body.data.user).toMatchObject({ role: 'superadmin', company_id: null });
      // no demo data on a real install
      expect((await login(server, 'superadmin@banco.demo', 'demo1234')).status).toBe(401);
    });

    const second = await createAdmin(['--email', 'altro@negozio.it', '--first-name', 'Luca', '--last-name', 'Bianchi'], 'una-password-sicura');
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('Banco è già configurato');
  });
});
