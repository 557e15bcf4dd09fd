import { Migration } from '@mikro-orm/migrations';

export class Migration20261124023306_suppliers extends Migration {

  override name = 'Migration20261124023306_suppliers';

  override up(): void | Promise<void> {
    this.addSql(`create table "suppliers" ("id" serial primary key, "company_id" int not null, "name" varchar(200) not null, "code" varchar(5) not null, "type" text not null, "vat_number" varchar(11) null, "email" varchar(254) null, "phone" varchar(30) null, "notes" text null, "verified" boolean not null default false, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "suppliers" add constraint "suppliers_company_code_unique" unique ("company_id", "code");`);
    this.addSql(`alter table "suppliers" add constraint "suppliers_company_name_unique" unique ("company_id", "name");`);

    this.addSql(`alter table "suppliers" add constraint "suppliers_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "suppliers" add constraint "suppliers_type_check" check ("type" in ('telecom', 'energia', 'accessori', 'riparazioni'));`);
    this.addSql(`alter table "suppliers" enable row level security;`);
    this.addSql(`create policy "suppliers_tenant_wall" on "suppliers" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "suppliers" cascade;`);
  }

}
