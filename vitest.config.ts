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
 *
 * Every project but the browser's runs without isolation (`isolate: false`): a worker keeps the
 * modules it imported for its next file, instead of importing the whole server (MikroORM, PGlite's
 * WASM, the PDF and XLSX writers) or the renderer's React and Mantine again for each file, and its JIT
 * stays warm. Same box, 2026-11-28: api-pglite alone 393 s isolated (154 s of it importing), 193 s
 * without; the three unit projects 60 s and 31 s. Each API file still starts its own servers on its
 * own database (test-server.ts), so what files share is code, not data; a test that fakes the clock
 * restores it in a `finally`, and the suites pass in either order.
 */
const shareImports = { environment: 'node', isolate: false } as const;
const apiTests = ['cloud-api/src/**/*.test.ts', 'cloud-api/test/**/*.test.ts'];
const apiProject = { ...shareImports, include: apiTests, testTimeout: 30_000, hookTimeout: 60_000 } as const;
const postgresUrl = process.env.BANCO_TEST_DATABASE_URL;

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], ...shareImports } },
      { test: { name: 'desktop-main', include: ['desktop/src/main/**/*.test.ts', 'desktop/src/preload/**/*.test.ts'], ...shareImports } },
      { test: { name: 'desktop-renderer', include: ['desktop/src/renderer/**/*.test.{ts,tsx}'], ...shareImports } },
      {
        test: {
          name: 'api-pglite',
          ...apiProject,
          env: { BANCO_TEST_DB: 'pglite' },
          globalSetup: ['cloud-api/test/support/global-setup-pglite.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                ...apiProject,
                env: { BANCO_TEST_DB: 'postgres', BANCO_TEST_DATABASE_URL: postgresUrl },
                globalSetup: ['cloud-api/test/support/global-setup-postgres.ts'],
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
