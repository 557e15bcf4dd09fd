import { databaseUrl, onServer } from '../test/support/scratch-database.ts';

/**
 * BENCH_KEEP_DATABASE: the PostgreSQL bench on a database of that name that outlives the run, so that
 * the next run measures at once instead of seeding the volume again (a few minutes). The first run
 * creates and seeds it and marks it as seeded (a comment on the database); a later run finds the mark and
 * only runs the migrations added since, at the server's start. A database of that name without the mark
 * (a seeding that did not finish, or not the bench's) is dropped and made again. The volume is the one
 * of the run that seeded it (BENCH_PIECES): drop the database to change it.
 */
const SEEDED = 'banco bench volume';

export interface KeptDatabase {
  url: string;
  /** Whether it already holds the bench's volume. */
  seeded: boolean;
  /** Marks it as holding the volume, once seeded. */
  markSeeded(): Promise<void>;
}

export async function keptDatabase(adminUrl: string, name: string): Promise<KeptDatabase> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`BENCH_KEEP_DATABASE: nome di database non valido (${name})`);
  const quoted = `"${name}"`;
  const [existing] = await onServer<{ mark: string | null }>(adminUrl, "select shobj_description(oid, 'pg_database') as mark from pg_database where datname = ?", [name]);
  const seeded = existing?.mark === SEEDED;
  if (!seeded) {
    if (existing) await onServer(adminUrl, `drop database ${quoted} with (force)`);
    await onServer(adminUrl, `create database ${quoted}`);
  }
  return {
    url: databaseUrl(adminUrl, name),
    seeded,
    markSeeded: async () => void (await onServer(adminUrl, `comment on database ${quoted} is '${SEEDED}'`)),
  };
}
