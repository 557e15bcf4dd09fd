import { Migration } from '@mikro-orm/migrations';

export class Migration20261126183019_sale_returns extends Migration {

  override name = 'Migration20261126183019_sale_returns';

  override up(): void | Promise<void> {
    this.addSql(`create table "return_counters" ("company_id" int not null, "year" int not null, "last_number" int not null, primary key ("company_id", "year"));`);

    this.addSql(`create table "sale_returns" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "sale_id" int not null, "customer_id" int null, "processed_by_id" int not null, "approved_by_id" int null, "shift_id" int null, "exchange_sale_id" int null, "client_id" uuid not null, "return_number" varchar(30) not null, "type" text not null, "customer_agreement" boolean not null, "original_cents" bigint not null, "return_value_cents" bigint not null, "restocking_cents" bigint not null, "refund_cents" bigint not null, "bonus_cents" bigint not null default '0', "processing_fee_cents" bigint not null default '0', "final_cents" bigint not null, "refund_method" text null, "new_products_cents" bigint null, "difference_cents" bigint null, "direction" varchar(20) null, "points_reversed" int not null default 0, "points_not_recovered" int not null default 0, "commissions_reversed_cents" bigint not null default '0', "notes" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "sale_returns_store_id_index" on "sale_returns" ("store_id");`);
    this.addSql(`create index "sale_returns_sale_id_index" on "sale_returns" ("sale_id");`);
    this.addSql(`create index "sale_returns_customer_id_index" on "sale_returns" ("customer_id");`);
    this.addSql(`create index "sale_returns_processed_by_id_index" on "sale_returns" ("processed_by_id");`);
    this.addSql(`create index "sale_returns_shift_id_index" on "sale_returns" ("shift_id");`);
    this.addSql(`create index "sale_returns_store_id_created_at_index" on "sale_returns" ("store_id", "created_at");`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_company_id_return_number_unique" unique ("company_id", "return_number");`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_company_id_client_id_unique" unique ("company_id", "client_id");`);

    this.addSql(`create table "sale_return_photos" ("id" serial primary key, "company_id" int not null, "sale_return_id" int not null, "author_id" int null, "content_type" varchar(20) not null, "bytes" int not null, "data" bytea not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "sale_return_photos_sale_return_id_index" on "sale_return_photos" ("sale_return_id");`);
    this.addSql(`create index "sale_return_photos_author_id_index" on "sale_return_photos" ("author_id");`);

    this.addSql(`create table "sale_return_lines" ("id" serial primary key, "company_id" int not null, "sale_return_id" int not null, "sale_line_id" int not null, "product_id" int not null, "piece_id" int null, "quantity" int not null, "original_cents" bigint not null, "defects" jsonb not null default '[]', "total_impact" int not null, "condition" varchar(20) not null, "return_value_cents" bigint not null, "restocking_percent" numeric(5,2) not null, "restocking_cents" bigint not null, "resellable" boolean not null, "has_major_defect" boolean not null, "notes" text null);`);
    this.addSql(`create index "sale_return_lines_sale_return_id_index" on "sale_return_lines" ("sale_return_id");`);
    this.addSql(`create index "sale_return_lines_sale_line_id_index" on "sale_return_lines" ("sale_line_id");`);
    this.addSql(`create index "sale_return_lines_product_id_index" on "sale_return_lines" ("product_id");`);
    this.addSql(`create index "sale_return_lines_piece_id_index" on "sale_return_lines" ("piece_id");`);

    this.addSql(`alter table "sale_payments" drop constraint "sale_payments_method_check";`);
    this.addSql(`alter table "sale_payments" add constraint "sale_payments_method_check" check ("method" in ('cash', 'card', 'bank_transfer', 'customer_credit', 'installments', 'coupon', 'exchange'));`);

    this.addSql(`alter table "sale_commissions" add "sale_return_id" int null;`);
    this.addSql(`alter table "sale_commissions" add constraint "sale_commissions_sale_return_id_foreign" foreign key ("sale_return_id") references "sale_returns" ("id") on delete cascade;`);
    this.addSql(`create index "sale_commissions_sale_return_id_index" on "sale_commissions" ("sale_return_id");`);

    this.addSql(`alter table "customer_points_entries" drop constraint "customer_points_entries_kind_check";`);
    this.addSql(`alter table "customer_points_entries" add constraint "customer_points_entries_kind_check" check ("kind" in ('earned', 'manual', 'conversion', 'reversal'));`);

    this.addSql(`alter table "return_counters" add constraint "return_counters_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "return_counters" enable row level security;`);
    this.addSql(`create policy "return_counters_tenant_wall" on "return_counters" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "sale_returns" add constraint "sale_returns_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_sale_id_foreign" foreign key ("sale_id") references "sales" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_processed_by_id_foreign" foreign key ("processed_by_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_approved_by_id_foreign" foreign key ("approved_by_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_shift_id_foreign" foreign key ("shift_id") references "cash_shifts" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_exchange_sale_id_foreign" foreign key ("exchange_sale_id") references "sales" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_type_check" check ("type" in ('return', 'exchange'));`);
    this.addSql(`alter table "sale_returns" add constraint "sale_returns_refund_method_check" check ("refund_method" in ('original_payment', 'store_credit', 'cash', 'bank_transfer'));`);
    this.addSql(`alter table "sale_returns" enable row level security;`);
    this.addSql(`create policy "sale_returns_tenant_wall" on "sale_returns" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "sale_return_photos" add constraint "sale_return_photos_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_return_photos" add constraint "sale_return_photos_sale_return_id_foreign" foreign key ("sale_return_id") references "sale_returns" ("id") on delete cascade;`);
    this.addSql(`alter table "sale_return_photos" add constraint "sale_return_photos_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_return_photos" enable row level security;`);
    this.addSql(`create policy "sale_return_photos_tenant_wall" on "sale_return_photos" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "sale_return_lines" add constraint "sale_return_lines_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_return_lines" add constraint "sale_return_lines_sale_return_id_foreign" foreign key ("sale_return_id") references "sale_returns" ("id") on delete cascade;`);
    this.addSql(`alter table "sale_return_lines" add constraint "sale_return_lines_sale_line_id_foreign" foreign key ("sale_line_id") references "sale_lines" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_return_lines" add constraint "sale_return_lines_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_return_lines" add constraint "sale_return_lines_piece_id_foreign" foreign key ("piece_id") references "stock_pieces" ("id") on delete restrict;`);
    this.addSql(`alter table "sale_return_lines" enable row level security;`);
    this.addSql(`create policy "sale_return_lines_tenant_wall" on "sale_return_lines" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sale_return_photos" drop constraint "sale_return_photos_sale_return_id_foreign";`);
    this.addSql(`alter table "sale_return_lines" drop constraint "sale_return_lines_sale_return_id_foreign";`);
    this.addSql(`alter table "sale_commissions" drop constraint "sale_commissions_sale_return_id_foreign";`);

    this.addSql(`drop table if exists "return_counters" cascade;`);
    this.addSql(`drop table if exists "sale_returns" cascade;`);
    this.addSql(`drop table if exists "sale_return_photos" cascade;`);
    this.addSql(`drop table if exists "sale_return_lines" cascade;`);

    this.addSql(`alter table "customer_points_entries" drop constraint "customer_points_entries_kind_check";`);
    this.addSql(`alter table "customer_points_entries" add constraint "customer_points_entries_kind_check" check ("kind" in ('earned', 'manual', 'conversion'));`);

    this.addSql(`drop index "sale_commissions_sale_return_id_index";`);
    this.addSql(`alter table "sale_commissions" drop column "sale_return_id";`);

    this.addSql(`alter table "sale_payments" drop constraint "sale_payments_method_check";`);
    this.addSql(`alter table "sale_payments" add constraint "sale_payments_method_check" check ("method" in ('cash', 'card', 'bank_transfer', 'customer_credit', 'installments', 'coupon'));`);
  }

}
