import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../../src/common/tenancy.ts';

/**
 * A digest of every row of every table (migrations bookkeeping aside), one per table: equal
 * fingerprints before and after a request mean it changed nothing.
 */
export async function databaseFingerprint(orm: MikroORM): Promise<Record<string, string>> {
  const em = systemEm(orm);
  const tables = await em.execute<{ name: string }[]>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations'
      order by table_name`,
  );
  if (tables.length === 0) return {};
  const digests = await em.execute<{ name: string; digest: string | null }[]>(
    tables
      .map(({ name }) => `select '${name}' as name, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`)
      .join(' union all '),
  );
  return Object.fromEntries(digests.map(({ name, digest }) => [name, digest ?? '']));
}
