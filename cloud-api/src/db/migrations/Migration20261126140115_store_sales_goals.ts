import { Migration } from '@mikro-orm/migrations';

export class Migration20261126140115_store_sales_goals extends Migration {

  override name = 'Migration20261126140115_store_sales_goals';

  override up(): void | Promise<void> {
    this.addSql(`create table "store_sales_goals" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "revenue_cents" bigint not null, "sales_count" int not null, "new_customers" int not null, "updated_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "store_sales_goals" add constraint "store_sales_goals_store_id_unique" unique ("store_id");`);

    this.addSql(`alter table "store_sales_goals" add constraint "store_sales_goals_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "store_sales_goals" add constraint "store_sales_goals_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete cascade;`);
    this.addSql(`alter table "store_sales_goals" add constraint "store_sales_goals_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "store_sales_goals" enable row level security;`);
    this.addSql(`create policy "store_sales_goals_tenant_wall" on "store_sales_goals" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "store_sales_goals" cascade;`);
  }

}
