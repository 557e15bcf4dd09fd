import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_GEOCODER_URL, MSG } from '@banco/shared';
import { NotFoundError as OrmNotFoundError } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDurationSeconds } from '../src/common/duration.ts';
import { ConfigError, DEFAULT_RENDERER_DIR, loadConfig } from '../src/config.ts';
import { TooManyRequestsError, ValidationError } from '../src/http/errors.ts';
import { mapError } from '../src/http/map-error.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-config-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('configuration', () => {
  it('has sensible defaults and keeps generated secrets in DATA_DIR/secrets.json (0600)', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: null,
      pgliteDir: path.join(dataDir, 'db'),
      logLevel: 'info',
      corsOrigins: [],
      rendererDir: DEFAULT_RENDERER_DIR,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86_400,
      refreshReuseGraceSeconds: 10,
      loginThrottle: { maxFailuresPerAccount: 5, maxFailuresPerAccountAnyAddress: 50, maxFailuresPerIp: 20, windowSeconds: 900 },
      bodyLimit: '1mb',
      trustProxy: false,
      seedDemo: false,
      geocoderUrl: DEFAULT_GEOCODER_URL,
      companyHosts: 'any',
      supportEmail: null,
    });
    expect(DEFAULT_RENDERER_DIR).toMatch(/desktop[/\\]out[/\\]renderer$/);
    expect(config.jwtAccessSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.jwtRefreshSecret).not.toBe(config.jwtAccessSecret);
    const file = path.join(dataDir, 'secrets.json');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtAccessSecret).toBe(config.jwtAccessSecret);
  });

  it('reads the environment, and overrides win', () => {
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db:5432/banco',
        JWT_ACCESS_SECRET: 'a'.repeat(40),
        JWT_REFRESH_SECRET: 'b'.repeat(40),
        LOG_LEVEL: 'warn',
        CORS_ORIGINS: 'https://a.example.it, https://b.example.it/',
        ACCESS_TOKEN_TTL: '5m',
        REFRESH_TOKEN_TTL: '7d',
        REFRESH_REUSE_GRACE: '30s',
        TRUST_PROXY: '1',
        SEED_DEMO: 'true',
        GEOCODER_URL: 'https://geo.banco.example/search',
        SUPPORT_EMAIL: 'assistenza@negozio.it',
        PORT_UNUSED: '',
      },
      { port: 0 },
    );
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/banco',
      jwtAccessSecret: 'a'.repeat(40),
      logLevel: 'warn',
      corsOrigins: ['https://a.example.it', 'https://b.example.it'],
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 7 * 86_400,
      refreshReuseGraceSeconds: 30,
      trustProxy: true,
      seedDemo: true,
      geocoderUrl: 'https://geo.banco.example/search',
      supportEmail: 'assistenza@negozio.it',
    });
  });

  it('refuses an invalid environment with a clear message', () => {
    const load = () => loadConfig({ DATA_DIR: dataDir, PORT: 'porta', LOG_LEVEL: 'chatty', JWT_ACCESS_SECRET: 'corto', ACCESS_TOKEN_TTL: 'presto' });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('Configurazione non valida');
      for (const name of ['PORT', 'LOG_LEVEL', 'JWT_ACCESS_SECRET', 'ACCESS_TOKEN_TTL']) expect(message).toContain(name);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'non-un-url' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ DATA_DIR: dataDir, GEOCODER_URL: 'ftp://geo' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'supporto' })).toThrow(/SUPPORT_EMAIL: indirizzo e-mail non valido/);
  });

  it("holds the companies' own hosts to the public internet on a shared server (DATABASE_URL), unless told otherwise", () => {
    const shared = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://banco@db.example/banco' };
    expect(loadConfig(shared).companyHosts).toBe('public');
    expect(loadConfig({ ...shared, COMPANY_HOSTS: 'any' }).companyHosts).toBe('any');
    expect(loadConfig({ DATA_DIR: dataDir, COMPANY_HOSTS: 'public' }).companyHosts).toBe('public');
    expect(() => loadConfig({ DATA_DIR: dataDir, COMPANY_HOSTS: 'intranet' })).toThrow(/COMPANY_HOSTS: deve essere public o any/);
  });

  it('parses durations', () => {
    expect(parseDurationSeconds('900')).toBe(900);
    expect(parseDurationSeconds('15m')).toBe(900);
    expect(parseDurationSeconds('12h')).toBe(43_200);
    expect(parseDurationSeconds('30d')).toBe(2_592_000);
    expect(parseDurationSeconds('0')).toBeNull();
    expect(parseDurationSeconds('-5m')).toBeNull();
    expect(parseDurationSeconds('1w')).toBeNull();
  });
});

describe('error mapping', () => {
  it('maps app errors, ORM errors and unknown errors', () => {
    expect(mapError(new ValidationError({ email: MSG.emailInvalid }))).toMatchObject({
      status: 422,
      message: MSG.validationFailed,
      validationErrors: { email: MSG.emailInvalid },
      internal: false,
    });
    expect(mapError(new TooManyRequestsError(MSG.tooManyAttempts, 30))).toMatchObject({ status: 429, headers: { 'Retry-After': '30' } });
    expect(mapError(new OrmNotFoundError('Store not found'))).toMatchObject({ status: 404, message: MSG.notFound });
    expect(mapError(Object.assign(new Error('x'), { status: 404, expose: true }))).toMatchObject({ status: 404, internal: false });
    expect(mapError(new Error('boom'))).toMatchObject({ status: 500, message: MSG.internalError, internal: true });
  });
});
