import { randomBytes } from 'node:crypto';
import { MikroORM as PostgresMikroORM } from '@mikro-orm/postgresql';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** One statement on the server of `adminUrl` (creating and dropping databases), with its rows. */
export async function onServer<Row = unknown>(adminUrl: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const admin = await PostgresMikroORM.init({ clientUrl: adminUrl, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    return await admin.em.getConnection().execute<Row[]>(sql, params);
  } finally {
    await admin.close(true);
  }
}

/** The URL of the database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A uniquely named database on the PostgreSQL server of `adminUrl`, for one test file or bench run;
 * a copy of `template` (a database nobody is connected to) when given, else empty.
 */
export async function createScratchDatabase(adminUrl: string, prefix = 'banco_t', template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: async () => void (await onServer(adminUrl, `drop database if exists "${name}" with (force)`)),
  };
}
