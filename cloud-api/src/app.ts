import { API_BASE_PATH } from '@banco/shared';
import type { Router } from '@koa/router';
import type { MikroORM } from '@mikro-orm/core';
import Koa from 'koa';
import type { Logger } from 'pino';
import { callerRules } from './common/policy.ts';
import type { AppConfig } from './config.ts';
import { rawReadsOf } from './db/raw-reads.ts';
import { apiNotFound } from './http/api-not-found.ts';
import { apiRouter } from './http/api-router.ts';
import { jsonBody } from './http/body.ts';
import { errorHandler } from './http/error-middleware.ts';
import type { InFlightTracker } from './http/in-flight.ts';
import { requestContext } from './http/request-context.ts';
import { corsPolicy, securityHeaders } from './http/security.ts';
import { noRefreshTokenForDesktopPage } from './http/desktop-page-tokens.ts';
import { safeTextOnly } from './http/safe-text.ts';
import { spa } from './http/spa.ts';
import type { AppState } from './http/state.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createAuthenticator } from './modules/auth/authenticator.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { refreshTokenHasher } from './modules/auth/refresh-token-codec.ts';
import { createSessions } from './modules/auth/sessions.ts';
import { storesModule } from './modules/stores/stores.module.ts';
import { customersModule } from './modules/customers/customers.module.ts';
import { appearanceModule } from './modules/appearance/appearance.module.ts';
import { subscriptionModule } from './modules/subscription/subscription.module.ts';
import { brandingModule } from './modules/branding/branding.module.ts';
import { integrationsModule } from './modules/integrations/integrations.module.ts';
import { createSecretBox } from './common/secret-box.ts';
import { companiesModule, publicPlansModule } from './modules/companies/companies.module.ts';
import { createCompaniesService } from './modules/companies/companies.service.ts';
import { healthModule } from './modules/health/health.module.ts';
import { settingsModule } from './modules/settings/settings.module.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { addressSearchModule } from './modules/address-search/address-search.module.ts';
import { comuniModule } from './modules/comuni/comuni.module.ts';
import { warehouseSettingsModule } from './modules/warehouse-settings/warehouse-settings.module.ts';
import { productsModule } from './modules/products/products.module.ts';
import { suppliersModule } from './modules/suppliers/suppliers.module.ts';
import { goodsReceiptModule } from './modules/goods-receipt/goods-receipt.module.ts';
import { returnsModule } from './modules/returns/returns.module.ts';
import { salesModule } from './modules/sales/sales.module.ts';
import { stockModule } from './modules/stock/stock.module.ts';
import { devicesModule } from './modules/devices/devices.module.ts';
import type { SetupGate } from './modules/setup/setup-gate.ts';
import { setupModule } from './modules/setup/setup.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { createUsersService } from './modules/users/users.service.ts';

export interface AppDeps {
  config: AppConfig;
  orm: MikroORM;
  logger: Logger;
  inFlight: InFlightTracker;
  /** Who may create the first administrator from the first-run screen. */
  setupGate: SetupGate;
  /** Check every response against its declared schema; on by default outside production. */
  checkResponses?: boolean;
}

/** Composition root: services, routes and middlewares of the Koa app. */
export function buildApp({ config, orm, logger, inFlight, setupGate, checkResponses = process.env.NODE_ENV !== 'production' }: AppDeps): Koa<AppState> {
  const accessTokens = createAccessTokens(config.jwtAccessSecret, config.accessTokenTtlSeconds);
  const sessions = createSessions({
    accessTokens,
    hashRefreshToken: refreshTokenHasher(config.jwtRefreshSecret),
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    reuseGraceSeconds: config.refreshReuseGraceSeconds,
  });
  const reads = rawReadsOf(orm);
  const authenticator = createAuthenticator(orm, reads, accessTokens);
  // one throttle for every password check: the login and a manager's authorisation at the counter
  const throttle = createLoginThrottle(config.loginThrottle);
  const auth = createAuthService({ orm, reads, sessions, throttle });
  const users = createUsersService({ sessions, reads });
  const { requireAuth, readAheadAuth } = callerRules(authenticator, orm, reads);
  const settings = createSettingsService({ auth, sessions });
  const companies = createCompaniesService({ orm });
  const registrar = { requireAuth, readAheadAuth, checkResponses };

  // The module list: every domain's routes, each bound from its shared contract (registerContract).
  const modules: Router<AppState>[] = [
    healthModule({ orm, startedAt: Date.now() }, registrar),
    authModule({ auth, authenticate: authenticator.authenticate }, registrar),
    usersModule({ users }, registrar),
    storesModule(registrar),
    customersModule(registrar),
    appearanceModule(registrar),
    subscriptionModule(registrar),
    brandingModule(registrar),
    integrationsModule({ box: createSecretBox(config.jwtRefreshSecret), serverSmtp: config.smtpUrl !== null, serverGeocoderUrl: config.geocoderUrl, companyHosts: config.companyHosts }, registrar),
    settingsModule({ settings }, registrar),
    companiesModule({ companies }, registrar),
    publicPlansModule({ companies }, registrar),
    setupModule({ orm, auth, gate: setupGate, supportEmail: config.supportEmail }, registrar),
    mailModule({ smtpConfigured: config.smtpUrl !== null }, registrar),
    notificationsModule(registrar),
    comuniModule(registrar),
    addressSearchModule({ defaultGeocoderUrl: config.geocoderUrl, companyHosts: config.companyHosts }, registrar),
    warehouseSettingsModule(registrar),
    productsModule(registrar),
    suppliersModule(registrar),
    devicesModule(registrar),
    stockModule(registrar),
    goodsReceiptModule(registrar),
    salesModule({ throttle }, registrar),
    returnsModule({ throttle }, registrar),
  ];

  const app = new Koa<AppState>({ proxy: config.trustProxy });
  app.use(inFlight.middleware);
  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(securityHeaders());
  app.use(corsPolicy(config.corsOrigins));
  app.use(noRefreshTokenForDesktopPage());
  app.use(jsonBody(config.bodyLimit));
  app.use(safeTextOnly());
  app.use(apiRouter(API_BASE_PATH, modules));
  app.use(apiNotFound());
  for (const middleware of spa(config.rendererDir)) app.use(middleware);
  app.on('error', (error: unknown) => logger.error({ err: error }, 'koa error'));
  return app;
}
