import { Migration } from '@mikro-orm/migrations';

export class Migration20261122233015_mail_outbox extends Migration {

  override name = 'Migration20261122233015_mail_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "mail_outbox" ("id" serial primary key, "company_id" int null, "kind" varchar(50) not null, "to_address" varchar(254) not null, "subject" varchar(300) not null, "text_body" text not null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "mail_outbox_company_id_index" on "mail_outbox" ("company_id");`);
    this.addSql(`create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`);

    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_status_check" check ("status" in ('pending', 'sent', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }

}
