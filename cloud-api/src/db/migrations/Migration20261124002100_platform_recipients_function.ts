import { Migration } from '@mikro-orm/migrations';

/** platform-recipients-routine.ts: the superadmins, readable inside a company's transaction. */
export class Migration20261124002100_platform_recipients_function extends Migration {

  override name = 'Migration20261124002100_platform_recipients_function';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "banco_platform_recipients"() returns jsonb security definer language sql as $$ select coalesce(jsonb_agg(jsonb_build_object('id', "id", 'notification_preferences', "notification_preferences") order by "id"), '[]'::jsonb) from "users" where "role" = 'superadmin' and "is_active" $$;`);
    // only the tenant role calls it (the owner reads users directly)
    this.addSql(`revoke all on function "banco_platform_recipients"() from public;`);
    this.addSql(`grant execute on function "banco_platform_recipients"() to "banco_app";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists "banco_platform_recipients"();`);
  }

}
