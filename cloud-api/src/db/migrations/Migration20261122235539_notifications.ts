import { Migration } from '@mikro-orm/migrations';

export class Migration20261122235539_notifications extends Migration {

  override name = 'Migration20261122235539_notifications';

  override up(): void | Promise<void> {
    this.addSql(`create table "notifications" ("id" serial primary key, "company_id" int null, "user_id" int not null, "kind" text not null, "title" varchar(200) not null, "message" text not null, "link" varchar(300) null, "read_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "notifications_company_id_index" on "notifications" ("company_id");`);
    this.addSql(`create index "notifications_user_id_read_at_index" on "notifications" ("user_id", "read_at");`);

    this.addSql(`alter table "users" add "notification_preferences" jsonb null;`);

    this.addSql(`alter table "notifications" add constraint "notifications_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('account', 'plan', 'mail'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);

    this.addSql(`alter table "users" drop column "notification_preferences";`);
  }

}
