import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PgliteConnection } from '@mikro-orm/pglite';
import { startServer, type AppConfig, type RunningServer } from '../../src/index.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { testConfig } from './test-config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated and seeded PGlite data directory dump (api-pglite). */
    bancoPgliteImage?: string;
    /** Name of the migrated and seeded template database (api-postgres). */
    bancoPostgresTemplate?: string;
  }
}

/** Boots the server once exactly as production does (migrations, system settings, demo seed), then calls `keep`. */
async function bootOnce(dataDir: string, overrides: Partial<AppConfig>, keep: (server: RunningServer) => Promise<void>): Promise<void> {
  const server = await startServer({ ...testConfig(dataDir), ...overrides });
  try {
    await keep(server);
  } finally {
    await server.close();
  }
}

export interface DatabaseTemplate<T> {
  value: T;
  remove(): Promise<void>;
}

/** A migrated and seeded PGlite cluster dumped (uncompressed tar) into a temp dir; each test file loads it. */
export async function buildPgliteImage(): Promise<DatabaseTemplate<string>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-pglite-image-'));
  const file = path.join(dir, 'pgdata.tar');
  try {
    await bootOnce(dir, { pgliteDir: 'memory://' }, async (server) => {
      const connection = server.orm.em.getConnection();
      if (!(connection instanceof PgliteConnection)) throw new Error('the PGlite image needs the PGlite driver');
      const image = await (await connection.getNativeClient()).dumpDataDir('none');
      await fs.writeFile(file, new Uint8Array(await image.arrayBuffer()));
    });
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { value: file, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

/** A migrated and seeded database on the server of `adminUrl`; each test file copies it (CREATE DATABASE … TEMPLATE). */
export async function buildPostgresTemplate(adminUrl: string): Promise<DatabaseTemplate<string>> {
  const template: ScratchDatabase = await createScratchDatabase(adminUrl, 'banco_tpl');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-postgres-template-'));
  try {
    // closing the server closes its pool: a template must have no connection when it is copied
    await bootOnce(dir, { databaseUrl: template.url }, async () => {});
  } catch (error) {
    await template.drop();
    throw error;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return { value: template.name, remove: () => template.drop() };
}
