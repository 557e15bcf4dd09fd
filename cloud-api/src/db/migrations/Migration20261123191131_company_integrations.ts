import { Migration } from '@mikro-orm/migrations';

export class Migration20261123191131_company_integrations extends Migration {

  override name = 'Migration20261123191131_company_integrations';

  override up(): void | Promise<void> {
    this.addSql(`create table "company_integrations" ("id" serial primary key, "company_id" int not null, "smtp_host" varchar(253) null, "smtp_port" int null, "smtp_secure" boolean not null default false, "smtp_user" varchar(254) null, "smtp_password_sealed" text null, "mail_from" varchar(254) null, "geocoder_url" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "company_integrations" add constraint "company_integrations_company_id_unique" unique ("company_id");`);

    this.addSql(`alter table "company_integrations" add constraint "company_integrations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "company_integrations" enable row level security;`);
    this.addSql(`create policy "company_integrations_tenant_wall" on "company_integrations" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_integrations" cascade;`);
  }

}
