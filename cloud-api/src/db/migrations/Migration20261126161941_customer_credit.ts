import { Migration } from '@mikro-orm/migrations';

export class Migration20261126161941_customer_credit extends Migration {

  override name = 'Migration20261126161941_customer_credit';

  override up(): void | Promise<void> {
    this.addSql(`create table "customer_credit_entries" ("id" serial primary key, "company_id" int not null, "customer_id" int not null, "kind" text not null, "amount_cents" bigint not null, "sale_id" int null, "author_id" int null, "notes" varchar(255) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "customer_credit_entries_customer_id_index" on "customer_credit_entries" ("customer_id");`);
    this.addSql(`create index "customer_credit_entries_sale_id_index" on "customer_credit_entries" ("sale_id");`);
    this.addSql(`create index "customer_credit_entries_author_id_index" on "customer_credit_entries" ("author_id");`);

    this.addSql(`alter table "customer_credit_entries" add constraint "customer_credit_entries_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "customer_credit_entries" add constraint "customer_credit_entries_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_credit_entries" add constraint "customer_credit_entries_sale_id_foreign" foreign key ("sale_id") references "sales" ("id") on delete restrict;`);
    this.addSql(`alter table "customer_credit_entries" add constraint "customer_credit_entries_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "customer_credit_entries" add constraint "customer_credit_entries_kind_check" check ("kind" in ('refund', 'spent'));`);
    this.addSql(`alter table "customer_credit_entries" enable row level security;`);
    this.addSql(`create policy "customer_credit_entries_tenant_wall" on "customer_credit_entries" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "customer_credit_entries" cascade;`);
  }

}
