import { Migration } from '@mikro-orm/migrations';

export class Migration20261124021729_warehouse_settings extends Migration {

  override name = 'Migration20261124021729_warehouse_settings';

  override up(): void | Promise<void> {
    this.addSql(`create table "warehouse_settings" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "values" jsonb not null, "updated_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "warehouse_settings" add constraint "warehouse_settings_store_id_unique" unique ("store_id");`);
    this.addSql(`create index "warehouse_settings_updated_by_id_index" on "warehouse_settings" ("updated_by_id");`);

    this.addSql(`alter table "warehouse_settings" add constraint "warehouse_settings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "warehouse_settings" add constraint "warehouse_settings_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete cascade;`);
    this.addSql(`alter table "warehouse_settings" add constraint "warehouse_settings_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "warehouse_settings" enable row level security;`);
    this.addSql(`create policy "warehouse_settings_tenant_wall" on "warehouse_settings" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "warehouse_settings" cascade;`);

  }

}
