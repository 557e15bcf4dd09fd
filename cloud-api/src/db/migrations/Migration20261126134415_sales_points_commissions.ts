import { Migration } from '@mikro-orm/migrations';

export class Migration20261126134415_sales_points_commissions extends Migration {

  override name = 'Migration20261126134415_sales_points_commissions';

  override up(): void | Promise<void> {
    this.addSql(`create table "sale_commissions" ("id" serial primary key, "company_id" int not null, "sale_id" int not null, "user_id" int not null, "role" text not null, "percent" numeric(5,2) not null, "base_cents" bigint not null, "amount_cents" bigint not null);`);
    this.addSql(`create index "sale_commissions_sale_id_index" on "sale_commissions" ("sale_id");`);
    this.addSql(`create index "sale_commissions_user_id_index" on "sale_commissions" ("user_id");`);

    this.addSql(`alter table "customer_points_entries" add "sale_id" int null;`);
    this.addSql(`alter table "customer_points_entries" add constraint "customer_points_entries_sale_id_foreign" foreign key ("sale_id") references "sales" ("id") on delete restrict;`);
    this.addSql(`create index "customer_points_entries_sale_id_index" on "customer_points_entries" ("sale_id");`);

    this.addSql(`alter table "sale_commissions" add constraint "sale_commissions_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_commissions" add constraint "sale_commissions_sale_id_foreign" foreign key ("sale_id") references "sales" ("id") on delete cascade;`);
    this.addSql(`alter table "sale_commissions" add constraint "sale_commissions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_commissions" add constraint "sale_commissions_role_check" check ("role" in ('consultant', 'manager'));`);
    this.addSql(`alter table "sale_commissions" enable row level security;`);
    this.addSql(`create policy "sale_commissions_tenant_wall" on "sale_commissions" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sale_commissions" cascade;`);

    this.addSql(`alter table "customer_points_entries" drop constraint "customer_points_entries_sale_id_foreign";`);

    this.addSql(`drop index "customer_points_entries_sale_id_index";`);
    this.addSql(`alter table "customer_points_entries" drop column "sale_id";`);
  }

}
