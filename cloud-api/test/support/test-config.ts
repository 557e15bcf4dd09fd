import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AppConfig } from '../../src/index.ts';

/** The configuration of a test server in `dataDir`: port 0, silent, fresh secrets, demo data seeded. */
export function testConfig(dataDir: string): Partial<AppConfig> {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    pgliteDir: 'memory://',
    logLevel: process.env.BANCO_TEST_LOG === '1' ? 'error' : 'silent',
    jwtAccessSecret: randomBytes(32).toString('hex'),
    jwtRefreshSecret: randomBytes(32).toString('hex'),
    corsOrigins: [],
    rendererDir: path.join(dataDir, 'no-renderer'),
    seedDemo: true,
    trustProxy: false,
    // no test reaches the internet: by default the address search finds the geocoder closed (port 9,
    // discard) and answers from the comuni dataset; tests of the geocoder start a local one
    geocoderUrl: 'http://127.0.0.1:9/search',
    // the tests' SMTP and geocoders are local; test/company-hosts.test.ts runs with 'public'
    companyHosts: 'any',
    supportEmail: null,
  };
}
