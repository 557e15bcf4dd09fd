import { Migration } from '@mikro-orm/migrations';

export class Migration20261126133618_sales_completion extends Migration {

  override name = 'Migration20261126133618_sales_completion';

  override up(): void | Promise<void> {
    this.addSql(`create table "sale_counters" ("company_id" int not null, "year" int not null, "last_number" int not null, primary key ("company_id", "year"));`);

    this.addSql(`create table "sale_payments" ("id" serial primary key, "company_id" int not null, "sale_id" int not null, "method" text not null, "amount_cents" bigint not null, "installments" int null, "notes" varchar(200) null);`);
    this.addSql(`create index "sale_payments_sale_id_index" on "sale_payments" ("sale_id");`);

    this.addSql(`create table "sale_lines" ("id" serial primary key, "company_id" int not null, "sale_id" int not null, "product_id" int not null, "piece_id" int null, "imei" varchar(15) null, "serial_number" varchar(60) null, "quantity" int not null, "unit_price_cents" int not null, "discount_percent" numeric(5,2) not null default 0, "discount_cents" int not null default 0, "total_cents" int not null, "activation_operator" varchar(20) null, "dealer_code" varchar(60) null, "portability_number" varchar(20) null, "portability_operator" varchar(20) null);`);
    this.addSql(`create index "sale_lines_sale_id_index" on "sale_lines" ("sale_id");`);
    this.addSql(`create index "sale_lines_product_id_index" on "sale_lines" ("product_id");`);
    this.addSql(`create index "sale_lines_piece_id_index" on "sale_lines" ("piece_id");`);

    this.addSql(`alter table "sales" add "client_id" uuid null, add "subtotal_cents" bigint not null default '0', add "discount_cents" bigint not null default '0', add "services_cents" bigint not null default '0', add "delivery_cents" bigint not null default '0', add "change_cents" bigint not null default '0', add "services" jsonb not null default '[]', add "delivery_method" varchar(10) not null default 'pickup', add "delivery_address" varchar(255) null, add "delivery_date" date null, add "authorized_by_id" int null;`);
    this.addSql(`alter table "sales" add constraint "sales_company_id_client_id_unique" unique ("company_id", "client_id");`);
    this.addSql(`alter table "sales" add constraint "sales_authorized_by_id_foreign" foreign key ("authorized_by_id") references "users" ("id") on delete restrict;`);

    this.addSql(`alter table "sale_counters" add constraint "sale_counters_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_counters" enable row level security;`);
    this.addSql(`create policy "sale_counters_tenant_wall" on "sale_counters" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "sale_payments" add constraint "sale_payments_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_payments" add constraint "sale_payments_sale_id_foreign" foreign key ("sale_id") references "sales" ("id") on delete cascade;`);
    this.addSql(`alter table "sale_payments" add constraint "sale_payments_method_check" check ("method" in ('cash', 'card', 'bank_transfer', 'customer_credit', 'installments'));`);
    this.addSql(`alter table "sale_payments" enable row level security;`);
    this.addSql(`create policy "sale_payments_tenant_wall" on "sale_payments" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "sale_lines" add constraint "sale_lines_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_lines" add constraint "sale_lines_sale_id_foreign" foreign key ("sale_id") references "sales" ("id") on delete cascade;`);
    this.addSql(`alter table "sale_lines" add constraint "sale_lines_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_lines" add constraint "sale_lines_piece_id_foreign" foreign key ("piece_id") references "stock_pieces" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_lines" enable row level security;`);
    this.addSql(`create policy "sale_lines_tenant_wall" on "sale_lines" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sale_counters" cascade;`);
    this.addSql(`drop table if exists "sale_payments" cascade;`);
    this.addSql(`drop table if exists "sale_lines" cascade;`);

    this.addSql(`alter table "sales" drop constraint "sales_authorized_by_id_foreign";`);
    this.addSql(`alter table "sales" drop constraint "sales_company_id_client_id_unique";`);
    this.addSql(`alter table "sales" drop column "client_id", drop column "subtotal_cents", drop column "discount_cents", drop column "services_cents", drop column "delivery_cents", drop column "change_cents", drop column "services", drop column "delivery_method", drop column "delivery_address", drop column "delivery_date", drop column "authorized_by_id";`);
  }

}
