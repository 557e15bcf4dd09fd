import pg from 'pg';

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

async function onServer<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function keptDatabase(adminUrl: string, name: string): Promise<KeptDatabase> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`BENCH_KEEP_DATABASE: nome di database non valido (${name})`);
  const quoted = `"${name}"`;
  const seeded = await onServer(adminUrl, async (client) => {
    const { rows } = await client.query<{ mark: string | null }>(
      'select shobj_description(oid, $2) as mark from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    if (rows[0]?.mark === SEEDED) return true;
    if (rows[0]) await client.query(`drop database ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
    return false;
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    seeded,
    markSeeded: () => onServer(adminUrl, async (client) => void (await client.query(`comment on database ${quoted} is '${SEEDED}'`))),
  };
}
