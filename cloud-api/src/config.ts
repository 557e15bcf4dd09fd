import path from 'node:path';
import envPaths from 'env-paths';
import { DEFAULT_GEOCODER_URL, z } from '@banco/shared';
import { parseDurationSeconds } from './common/duration.ts';
import type { CompanyHosts } from './common/company-hosts.ts';
import { loadOrCreateSecrets } from './common/secrets.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Failed-login throttling (rate-limiter-flexible, in memory). */
export interface LoginThrottleConfig {
  /**
   * Failed logins per account (e-mail) from one client address within the window before 429:
   * per account and address together, so nobody can lock a known account from elsewhere.
   */
  maxFailuresPerAccount: number;
  /** The slower ceiling per account from any address (against distributed guessing). */
  maxFailuresPerAccountAnyAddress: number;
  /** Failed logins per client IP within the window before 429. */
  maxFailuresPerIp: number;
  windowSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; null → embedded PGlite. */
  databaseUrl: string | null;
  /** Where PGlite keeps its cluster (default `<dataDir>/db`; 'memory://' for a throwaway one). */
  pgliteDir: string;
  jwtAccessSecret: string;
  /** Key of the HMAC-SHA-256 under which refresh tokens are stored. */
  jwtRefreshSecret: string;
  logLevel: LogLevel;
  corsOrigins: string[];
  rendererDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * A refresh token presented again within this many seconds after its rotation gets the same new
   * pair (two tabs, a retry after a lost reply); later, the reuse revokes the session. 0 = no grace.
   */
  refreshReuseGraceSeconds: number;
  loginThrottle: LoginThrottleConfig;
  /** Largest accepted JSON body (bytes-style string for co-body, e.g. '1mb'). */
  bodyLimit: string;
  /** Trust X-Forwarded-For (only behind a reverse proxy). */
  trustProxy: boolean;
  /** SMTP server of the outgoing mail (smtp:// or smtps://); null → mails wait in the outbox. */
  smtpUrl: string | null;
  /** Sender of Banco's mails. */
  mailFrom: string;
  /** How often the outbox is delivered. */
  mailIntervalSeconds: number;
  /** The address search's geocoder (a Nominatim-compatible /search) for companies without their own. */
  geocoderUrl: string;
  /**
   * Where a company's own SMTP server and geocoder may be (common/company-hosts.ts): 'public' on a
   * server shared by companies (the default with DATABASE_URL), 'any' on a shop's own (the embedded default).
   */
  companyHosts: CompanyHosts;
  /** The address the login page's 'Serve aiuto?' link writes to; null → the page points to the shop's administrator. */
  supportEmail: string | null;
  /** Insert the demo data when the database is empty: only when asked (npm start asks; production and the packaged app do not). */
  seedDemo: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** <repo>/desktop/out/renderer, from this file's location (cloud-api/src). */
export const DEFAULT_RENDERER_DIR = path.resolve(import.meta.dirname, '../../desktop/out/renderer');

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const seconds = parseDurationSeconds(value);
      if (seconds === null) {
        ctx.addIssue({ code: 'custom', message: 'durata non valida (es. 900, 15m, 12h, 30d)' });
        return z.NEVER;
      }
      return seconds;
    });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => ['1', 'true', 'yes'].includes(value));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve iniziare con postgres:// o postgresql://')
    .optional(),
  JWT_ACCESS_SECRET: z.string().min(32, 'almeno 32 caratteri').optional(),
  JWT_REFRESH_SECRET: z.string().min(32, 'almeno 32 caratteri').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter((origin) => origin !== ''),
    )
    .pipe(z.array(z.url({ error: 'origine non valida (es. https://banco.example.it)' }))),
  RENDERER_DIR: z.string().min(1).optional(),
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('30d'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ANY_ADDRESS: positiveInt(50),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  REFRESH_REUSE_GRACE: duration('10s'),
  LOGIN_THROTTLE_WINDOW: duration('15m'),
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, 'formato come 1mb o 512kb').default('1mb'),
  TRUST_PROXY: flag(false),
  SEED_DEMO: flag(false),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'deve iniziare con smtp:// o smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Banco <noreply@banco.local>'),
  MAIL_INTERVAL: duration('15s'),
  GEOCODER_URL: z.string().regex(/^https?:\/\/[^\s]+$/i, 'deve iniziare con http:// o https://').default(DEFAULT_GEOCODER_URL),
  SUPPORT_EMAIL: z.email({ error: 'indirizzo e-mail non valido' }).optional(),
  COMPANY_HOSTS: z.enum(['public', 'any'], { error: 'deve essere public o any' }).optional(),
});

function parseEnv(env: NodeJS.ProcessEnv) {
  // an empty variable counts as unset
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => ` - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * The configuration: environment variables, then `overrides` (tests, tools) on top.
 * JWT secrets that are not given are generated once and kept in `<dataDir>/secrets.json` (0600).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = parseEnv(env);
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR ?? envPaths('banco', { suffix: '' }).data);
  const base: Omit<AppConfig, 'jwtAccessSecret' | 'jwtRefreshSecret'> = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: path.join(dataDir, 'db'),
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS,
    rendererDir: path.resolve(e.RENDERER_DIR ?? DEFAULT_RENDERER_DIR),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE,
    loginThrottle: {
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAccountAnyAddress: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_ANY_ADDRESS,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: e.LOGIN_THROTTLE_WINDOW,
    },
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailIntervalSeconds: e.MAIL_INTERVAL,
    geocoderUrl: e.GEOCODER_URL,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    companyHosts: e.COMPANY_HOSTS ?? (e.DATABASE_URL === undefined ? 'any' : 'public'),
  };
  const merged = { ...base, ...stripUndefined(overrides), dataDir };
  const jwtAccessSecret = merged.jwtAccessSecret ?? e.JWT_ACCESS_SECRET;
  const jwtRefreshSecret = merged.jwtRefreshSecret ?? e.JWT_REFRESH_SECRET;
  const secrets =
    jwtAccessSecret !== undefined && jwtRefreshSecret !== undefined
      ? { jwtAccessSecret, jwtRefreshSecret }
      : { ...loadOrCreateSecrets(dataDir), ...stripUndefined({ jwtAccessSecret, jwtRefreshSecret }) };
  return { ...merged, ...secrets };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
