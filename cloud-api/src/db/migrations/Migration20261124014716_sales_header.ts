import { Migration } from '@mikro-orm/migrations';

export class Migration20261124014716_sales_header extends Migration {

  override name = 'Migration20261124014716_sales_header';

  override up(): void | Promise<void> {
    this.addSql(`create table "sales" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "customer_id" int null, "consultant_id" int null, "sale_number" varchar(30) not null, "status" text not null default 'completed', "total_cents" bigint not null, "notes" text null, "sale_date" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "sales_store_id_index" on "sales" ("store_id");`);
    this.addSql(`create index "sales_consultant_id_index" on "sales" ("consultant_id");`);
    this.addSql(`create index "sales_customer_id_sale_date_index" on "sales" ("customer_id", "sale_date");`);
    this.addSql(`alter table "sales" add constraint "sales_company_id_sale_number_unique" unique ("company_id", "sale_number");`);

    this.addSql(`alter table "customers" add "anonymized_at" timestamptz null;`);

    this.addSql(`alter table "sales" add constraint "sales_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "sales" add constraint "sales_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete restrict;`);
    this.addSql(`alter table "sales" add constraint "sales_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete restrict;`);
    this.addSql(`alter table "sales" add constraint "sales_consultant_id_foreign" foreign key ("consultant_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "sales" add constraint "sales_status_check" check ("status" in ('completed', 'pending', 'cancelled'));`);
    this.addSql(`alter table "sales" enable row level security;`);
    this.addSql(`create policy "sales_tenant_wall" on "sales" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sales" cascade;`);

    this.addSql(`alter table "customers" drop column "anonymized_at";`);

  }

}
