import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoginResult } from '@banco/shared';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { DEMO_PASSWORD, startServer, type AppConfig, type RunningServer } from '../../src/index.ts';

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
  /** POST /api/auth/login as a demo user; throws unless 200. */
  login(email: string, password?: string, headers?: Record<string, string>): Promise<LoginResult>;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (no JSON encoding). */
  rawBody?: string;
  headers?: Record<string, string>;
}

const testDb = process.env.BANCO_TEST_DB ?? 'pglite';

async function createPostgresDatabase(): Promise<ScratchDatabase> {
  const adminUrl = process.env.BANCO_TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('BANCO_TEST_DATABASE_URL is required for BANCO_TEST_DB=postgres');
  return createScratchDatabase(adminUrl);
}

/**
 * The real server (startServer) on port 0 with a fresh database: PGlite in a temp DATA_DIR, or a
 * uniquely named PostgreSQL database when BANCO_TEST_DB=postgres. close() removes everything.
 */
export async function startTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-api-test-'));
  const postgres = testDb === 'postgres' ? await createPostgresDatabase() : null;
  let server: RunningServer;
  try {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: postgres?.url ?? null,
      pgliteDir: 'memory://',
      logLevel: 'silent',
      jwtAccessSecret: randomBytes(32).toString('hex'),
      jwtRefreshSecret: randomBytes(32).toString('hex'),
      corsOrigins: [],
      rendererDir: path.join(dataDir, 'no-renderer'),
      seedDemo: true,
      trustProxy: false,
      ...overrides,
    });
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

  async function login(email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}): Promise<LoginResult> {
    const response = await request('POST', '/api/auth/login', { body: { email, password }, headers });
    if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as LoginResult;
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
