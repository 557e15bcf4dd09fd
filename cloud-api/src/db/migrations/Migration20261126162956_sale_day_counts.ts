import { Migration } from '@mikro-orm/migrations';

export class Migration20261126162956_sale_day_counts extends Migration {

  override name = 'Migration20261126162956_sale_day_counts';

  override up(): void | Promise<void> {
    this.addSql(`create table "sale_day_counts" ("store_id" int not null, "day" date not null, "company_id" int not null, "sales" int not null, primary key ("store_id", "day"));`);
    this.addSql(`create index "sale_day_counts_company_id_index" on "sale_day_counts" ("company_id");`);

    this.addSql(`alter table "sale_day_counts" add constraint "sale_day_counts_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete cascade;`);
    this.addSql(`alter table "sale_day_counts" add constraint "sale_day_counts_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_day_counts" enable row level security;`);
    this.addSql(`create policy "sale_day_counts_tenant_wall" on "sale_day_counts" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
    // the sales made before the table: their days counted once
    this.addSql(`insert into "sale_day_counts" ("store_id", "day", "company_id", "sales") select "store_id", ("sale_date" at time zone 'Europe/Rome')::date, "company_id", count(*) from "sales" group by 1, 2, 3;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sale_day_counts" cascade;`);
  }

}
