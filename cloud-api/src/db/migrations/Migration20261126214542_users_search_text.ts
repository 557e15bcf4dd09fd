import { Migration } from '@mikro-orm/migrations';

export class Migration20261126214542_users_search_text extends Migration {

  override name = 'Migration20261126214542_users_search_text';

  override up(): void | Promise<void> {
    this.addSql(`drop index "users_email_trgm_index";`);
    this.addSql(`drop index "users_first_name_trgm_index";`);
    this.addSql(`drop index "users_last_name_trgm_index";`);
    this.addSql(`alter table "users" add "search_text" text generated always as (lower(first_name || ' ' || last_name || ' ' || email)) stored null;`);
    this.addSql(`create index "users_manager_id_index" on "users" ("manager_id");`);
    this.addSql(`create index "users_search_text_trgm_index" on "users" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_manager_id_index";`);
    this.addSql(`drop index "users_search_text_trgm_index";`);
    this.addSql(`alter table "users" drop column "search_text";`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "users_first_name_trgm_index" on "users" using gin ("first_name" gin_trgm_ops);`);
    this.addSql(`create index "users_last_name_trgm_index" on "users" using gin ("last_name" gin_trgm_ops);`);

  }

}
