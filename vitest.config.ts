import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, one project per package part. `npm test` runs them all:
 * - shared, desktop-main, desktop-renderer: unit tests beside the code;
 * - api-pglite: the cloud API through HTTP on embedded PGlite, each file loading one migrated image;
 * - api-postgres: the same API suite on a PostgreSQL server, when BANCO_TEST_DATABASE_URL is set,
 *   each file on a copy of one migrated template database;
 * - e2e: headless Chromium against the server started as `npm start` starts it.
 *
 * Two files at a time: Vitest's default (one worker per core, less one) leaves a two-core box running
 * one file while the database and the file's own server wait on each other (a CI run was 28 minutes
 * serial; two workers took a quarter off the API suites). The browser tests run after the rest, alone
 * (sequence.groupOrder), so their timing never shares the box with the API suites.
 */
const apiTests = ['cloud-api/src/**/*.test.ts', 'cloud-api/test/**/*.test.ts'];
const postgresUrl = process.env.BANCO_TEST_DATABASE_URL;

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'desktop-main', include: ['desktop/src/main/**/*.test.ts', 'desktop/src/preload/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'desktop-renderer', include: ['desktop/src/renderer/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          environment: 'node',
          env: { BANCO_TEST_DB: 'pglite' },
          globalSetup: ['cloud-api/test/support/global-setup-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                environment: 'node',
                env: { BANCO_TEST_DB: 'postgres', BANCO_TEST_DATABASE_URL: postgresUrl },
                globalSetup: ['cloud-api/test/support/global-setup-postgres.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
