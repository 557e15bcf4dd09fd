import type { TestProject } from 'vitest/node';
import { buildPgliteImage } from './database-template.ts';

/**
 * api-pglite: migrate and seed once per run, dump the PGlite data directory to a temp tarball, and
 * let every test file's server load it (startTestServer) instead of running initdb, migrations and
 * the demo seed again (global-setup-postgres.ts does the same with a template database).
 *
 * Measured 2026-11-23 on a shared 2-core box (load 2–5), startTestServer per test file:
 * - PGlite: 3.7–6.6 s before (initdb in WASM, migrations, argon2 demo seed); 0.7–1.2 s after, of
 *   which ~0.62 s is PGlite.create loading the 41 MB image; startServer's migrate/seed no-ops ~0.05 s.
 * - PostgreSQL: 0.36–0.72 s before (empty database, migrations, seed); 0.18–0.34 s after (template copy).
 * Whole API suite (api-pglite + api-postgres, 28 files, 1264 tests): 253 s before, 204 s after
 * (tests 207 s → 147 s); the rest is module import and the 4 s template build, once per project.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const image = await buildPgliteImage();
  project.provide('bancoPgliteImage', image.value);
  return image.remove;
}
