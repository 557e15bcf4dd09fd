import { Migration } from '@mikro-orm/migrations';

/**
 * Every SECURITY DEFINER function of the schema runs with its search path pinned to the schema and
 * `pg_temp` last (PostgreSQL's "Writing SECURITY DEFINER Functions Safely"): otherwise a temporary
 * table of the calling session, searched first, could stand in for a table the function reads as
 * its owner. A function created again with `create or replace` loses the setting: its migration
 * pins it again (db.test.ts checks every one).
 */
const EACH_DEFINER_FUNCTION = `select p.oid::regprocedure as fn from pg_proc p where p.prosecdef and p.pronamespace = current_schema()::regnamespace`;

export class Migration20261127180000_definer_search_path extends Migration {

  override name = 'Migration20261127180000_definer_search_path';

  override up(): void | Promise<void> {
    this.addSql(`do $$ declare r record; begin
  for r in ${EACH_DEFINER_FUNCTION} loop
    execute format('alter function %s set search_path = %I, pg_temp', r.fn, current_schema());
  end loop;
end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`do $$ declare r record; begin
  for r in ${EACH_DEFINER_FUNCTION} loop
    execute format('alter function %s reset search_path', r.fn);
  end loop;
end $$;`);
  }

}
