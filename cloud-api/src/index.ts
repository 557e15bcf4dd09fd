import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/core';
import nodemailer from 'nodemailer';
import { buildApp } from './app.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { migrate, openDatabase, type DatabaseStart } from './db/orm.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';
import { seedSystemSettings } from './db/seed/system-settings.ts';
import { answerClientErrorsWithEnvelope } from './http/client-errors.ts';
import { createInFlightTracker } from './http/in-flight.ts';
import { createLogger } from './logger.ts';
import { createMailDelivery, type MailDelivery } from './modules/mail/mail-delivery.ts';
import { createSecretBox } from './common/secret-box.ts';
import { needsFirstAdmin } from './modules/setup/first-admin.ts';
import { createSetupGate } from './modules/setup/setup-gate.ts';

export type { AppConfig } from './config.ts';
export type { DatabaseStart } from './db/orm.ts';
export { ConfigError, loadConfig } from './config.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './db/seed/demo-data.ts';

export interface RunningServer {
  url: string;
  port: number;
  config: AppConfig;
  /** The ORM, for tests and tools (e.g. fixtures); the HTTP API is the product. */
  orm: MikroORM;
  /** The outbox's delivery (started when SMTP is configured). */
  mail: MailDelivery;
  /** How many requests are being handled now (shutdown waits for them). */
  activeRequests(): number;
  /** At start-up the database had no superadmin: a new installation, waiting for its first administrator. */
  needsFirstAdmin: boolean;
  /** The code the first-run screen asks for from another machine (printed on the console). */
  setupCode: string;
  /** Stops HTTP (lets in-flight requests finish) and closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the cloud API: configuration (env + `options`), database (PGlite in DATA_DIR or
 * DATABASE_URL), committed migrations, demo seed on first start when asked (seedDemo), Koa app, listen. `database`
 * lets tests start PGlite from a migrated image; migrations and seeds still run (no-ops then).
 */
export async function startServer(options: Partial<AppConfig> = {}, database: DatabaseStart = {}): Promise<RunningServer> {
  const config = loadConfig(process.env, options);
  const logger = createLogger(config.logLevel);
  const orm = await openDatabase(config, logger, database);
  let server: http.Server;
  let needsAdmin: boolean;
  const inFlight = createInFlightTracker();
  const setupGate = createSetupGate();
  const mail = createMailDelivery({
    orm,
    transport: config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null,
    from: config.mailFrom,
    logger,
    box: createSecretBox(config.jwtRefreshSecret),
    companyHosts: config.companyHosts,
  });
  try {
    const applied = await migrate(orm);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    await seedSystemSettings(orm);
    if (config.seedDemo && (await seedDemoData(orm))) logger.info('demo data seeded');
    needsAdmin = await needsFirstAdmin(orm);
    const app = buildApp({ config, orm, logger, inFlight, setupGate });
    server = http.createServer(app.callback());
    // An idle socket is closed by the client first: a server that closes it while a request is on its
    // way makes that request fail (ECONNRESET). Clients close at the server's Keep-Alive hint less a
    // margin, and only when their loop runs: Node's default of 5 s was met by a PGlite statement that
    // held this process's one thread for longer. 65 s is also above the common proxies' 60 s idle.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    answerClientErrorsWithEnvelope(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await orm.close(true);
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
  logger.info({ url }, 'server listening');
  mail.start(config.mailIntervalSeconds * 1000);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // in-flight requests get a moment, then the remaining sockets are cut
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      });
      // handlers of cut connections still run: the database closes after them
      await inFlight.idle(10_000);
      await mail.stop();
      await orm.close(true);
      logger.info('server stopped');
      // the buffered lines now, not at the next tick of the logger's timer
      logger.flush();
    })());

  return { url, port, config: { ...config, port }, orm, mail, activeRequests: inFlight.active, needsFirstAdmin: needsAdmin, setupCode: setupGate.code, close };
}
