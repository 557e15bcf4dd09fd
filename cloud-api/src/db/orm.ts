import fs from 'node:fs';
import path from 'node:path';
import type { Dictionary, MikroORM, Options } from '@mikro-orm/core';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresMikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.ts';
import { ENTITIES, ROUTINES } from './entities.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { TenantEntityManager } from './tenant-entity-manager.ts';

export type Orm = MikroORM;

export const MIGRATIONS_TABLE = 'mikro_orm_migrations';
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/** Options both drivers share: same entities, same committed migrations, never schema sync. */
export function baseOrmOptions(logger?: Logger): Partial<Options> {
  return {
    entities: ENTITIES,
    routines: ROUTINES,
    // QueryBuilders apply the tenant filter like find/count (tenant-entity-manager.ts)
    entityManager: TenantEntityManager,
    extensions: [Migrator],
    migrations: {
      tableName: MIGRATIONS_TABLE,
      migrationsList: MIGRATIONS,
      // the committed files are the source of truth: no snapshot next to them, none written at run time
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    allowGlobalContext: false,
    ...(logger
      ? {
          debug: logger.isLevelEnabled('debug') ? ['query', 'query-params', 'info'] : false,
          logger: (message: string) => logger.debug({ orm: true }, message),
        }
      : {}),
  };
}

/**
 * PGlite's options besides its data: the pg_trgm extension, which PostgreSQL has built in and PGlite
 * loads on demand (the trigram indexes of migration `..._list_indexes`). Every PGlite that runs the
 * migrations or loads a migrated image needs it.
 */
export function pgliteDriverOptions(loadDataDir?: Blob): () => Dictionary {
  // a callback, so that the configuration's deep merge does not copy the Blob into a plain object
  return () => ({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** How the database opens beyond the configuration (tests start many servers). */
export interface DatabaseStart {
  /** A PGlite data directory dump (`dumpDataDir`) an in-memory cluster starts from, instead of initdb. */
  pgliteImage?: Blob;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite (persisted in `<dataDir>/db` by default). */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>,
  logger?: Logger,
  start: DatabaseStart = {},
): Promise<Orm> {
  const options = baseOrmOptions(logger);
  if (config.databaseUrl) {
    return PostgresMikroORM.init({ ...options, clientUrl: config.databaseUrl });
  }
  const inMemory = config.pgliteDir.startsWith('memory://');
  if (start.pgliteImage && !inMemory) throw new Error('a PGlite image loads into an in-memory cluster only');
  if (!inMemory) fs.mkdirSync(config.pgliteDir, { recursive: true, mode: 0o700 });
  return PgliteMikroORM.init({
    ...options,
    dbName: config.pgliteDir,
    driverOptions: pgliteDriverOptions(start.pgliteImage),
  });
}

/** Applies the pending committed migrations (at every boot). */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
