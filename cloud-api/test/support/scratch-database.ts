import { randomBytes } from 'node:crypto';
import { MikroORM as PostgresMikroORM } from '@mikro-orm/postgresql';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const admin = await PostgresMikroORM.init({ clientUrl: adminUrl, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    await admin.em.getConnection().execute(sql);
  } finally {
    await admin.close(true);
  }
}

/**
 * A uniquely named database on the PostgreSQL server of `adminUrl`, for one test file or bench run;
 * a copy of `template` (a database nobody is connected to) when given, else empty.
 */
export async function createScratchDatabase(adminUrl: string, prefix = 'banco_t', template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
