import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoginResult } from '@banco/shared';
import { inject } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { testConfig } from './test-config.ts';
import { DEMO_PASSWORD, startServer, type AppConfig, type DatabaseStart, type RunningServer } from '../../src/index.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Loose view of the envelope for assertions. */
export interface Envelope {
  success: boolean;
  data?: unknown;
  error?: string;
  message?: string;
  validation_errors?: Record<string, string>;
  request_id?: string;
}

export interface TestServer extends RunningServer {
  /** fetch on `${url}${path}`, JSON in and out. */
  request<T = Envelope>(method: string, urlPath: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** POST /api/auth/login as a demo user; throws unless 200 with a refresh token (none goes to the desktop page's origin). */
  login(email: string, password?: string, headers?: Record<string, string>): Promise<SignedIn>;
}

/** A login answered to a client that keeps its refresh token. */
export type SignedIn = LoginResult & { refresh_token: string };

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (no JSON encoding). */
  rawBody?: string;
  headers?: Record<string, string>;
}

const testDb = process.env.BANCO_TEST_DB ?? 'pglite';

/** A copy of the run's migrated template database (global-setup-postgres.ts), or an empty one outside it. */
async function createPostgresDatabase(fromTemplate: boolean): Promise<ScratchDatabase> {
  const adminUrl = process.env.BANCO_TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('BANCO_TEST_DATABASE_URL is required for BANCO_TEST_DB=postgres');
  return createScratchDatabase(adminUrl, 'banco_t', fromTemplate ? inject('bancoPostgresTemplate') : undefined);
}

/** The run's migrated PGlite image (global-setup-pglite.ts); without it the cluster starts from initdb. */
async function pgliteStart(): Promise<DatabaseStart> {
  const image = inject('bancoPgliteImage');
  // read into memory: PGlite cannot untar a file-backed fs.openAsBlob Blob
  return image ? { pgliteImage: new Blob([await fs.readFile(image)]) } : {};
}

/**
 * The real server (startServer) on port 0 with a fresh, migrated and seeded database: in-memory
 * PGlite loaded from the run's image, or a copy of the run's PostgreSQL template when
 * BANCO_TEST_DB=postgres. startServer still migrates and seeds (no-ops). close() removes everything.
 */
export async function startTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-api-test-'));
  // the run's image carries the demo data: a test of an empty installation (seedDemo: false) starts from nothing
  const fromImage = overrides.seedDemo !== false;
  const postgres = testDb === 'postgres' ? await createPostgresDatabase(fromImage) : null;
  let server: RunningServer;
  try {
    const config = { ...testConfig(dataDir), databaseUrl: postgres?.url ?? null, ...overrides };
    const inMemoryPglite = !config.databaseUrl && config.pgliteDir?.startsWith('memory://') === true;
    server = await startServer(config, inMemoryPglite && fromImage ? await pgliteStart() : {});
  } catch (error) {
    await postgres?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  async function request<T = Envelope>(method: string, urlPath: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['Content-Type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(`${server.url}${urlPath}`, { method, headers, body });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') && text !== '' ? (JSON.parse(text) as T) : (text as T);
    return { status: response.status, headers: response.headers, body: parsed };
  }

  async function login(email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}): Promise<SignedIn> {
    const response = await request('POST', '/api/auth/login', { body: { email, password }, headers });
    const result = response.body.data as LoginResult;
    if (response.status !== 200 || result.refresh_token === undefined) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`);
    return { ...result, refresh_token: result.refresh_token };
  }

  return {
    ...server,
    request,
    login,
    async close() {
      await server.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
