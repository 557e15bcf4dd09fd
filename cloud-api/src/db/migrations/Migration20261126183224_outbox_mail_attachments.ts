import { Migration } from '@mikro-orm/migrations';

export class Migration20261126183224_outbox_mail_attachments extends Migration {

  override name = 'Migration20261126183224_outbox_mail_attachments';

  override up(): void | Promise<void> {
    this.addSql(`create table "outbox_mail_attachments" ("id" serial primary key, "company_id" int null, "mail_id" int not null, "filename" varchar(255) not null, "content_type" varchar(100) not null, "content" bytea not null);`);
    this.addSql(`create index "outbox_mail_attachments_mail_id_index" on "outbox_mail_attachments" ("mail_id");`);

    this.addSql(`alter table "outbox_mail_attachments" add constraint "outbox_mail_attachments_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "outbox_mail_attachments" add constraint "outbox_mail_attachments_mail_id_foreign" foreign key ("mail_id") references "mail_outbox" ("id") on delete cascade;`);
    this.addSql(`alter table "outbox_mail_attachments" enable row level security;`);
    this.addSql(`create policy "outbox_mail_attachments_tenant_wall" on "outbox_mail_attachments" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox_mail_attachments" cascade;`);
  }

}
