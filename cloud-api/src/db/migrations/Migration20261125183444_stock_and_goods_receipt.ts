import { Migration } from '@mikro-orm/migrations';

export class Migration20261125183444_stock_and_goods_receipt extends Migration {

  override name = 'Migration20261125183444_stock_and_goods_receipt';

  override up(): void | Promise<void> {
    this.addSql(`create table "storage_locations" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "code" varchar(40) not null, "name" varchar(60) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "storage_locations" add constraint "storage_locations_store_code_unique" unique ("store_id", "code");`);

    this.addSql(`create table "stock_levels" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "product_id" int not null, "supplier_id" int null, "quantity" int not null default 0, "location" varchar(40) not null, "purchase_price_cents" int null, "selling_price_cents" int null, "purchase_date" date null, "last_sale_date" date null, "notes" text null, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "stock_levels_product_id_index" on "stock_levels" ("product_id");`);
    this.addSql(`create index "stock_levels_supplier_id_index" on "stock_levels" ("supplier_id");`);
    this.addSql(`alter table "stock_levels" add constraint "stock_levels_store_product_unique" unique ("store_id", "product_id");`);

    this.addSql(`create table "delivery_notes" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "supplier_id" int not null, "ddt_number" varchar(40) not null, "ddt_date" date not null, "delivery_date" date null, "packages_count" int null, "total_declared_items" int not null, "loaded_pieces" int not null, "total_value_cents" bigint not null, "notes" text null, "discrepancy_notes" text null, "created_by_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "delivery_notes_store_id_index" on "delivery_notes" ("store_id");`);
    this.addSql(`create index "delivery_notes_created_by_id_index" on "delivery_notes" ("created_by_id");`);
    this.addSql(`create unique index "delivery_notes_supplier_lower_number_unique" on "delivery_notes" ("company_id", "supplier_id", lower("ddt_number"));`);
    this.addSql(`create index "delivery_notes_company_id_created_at_index" on "delivery_notes" ("company_id", "created_at");`);

    this.addSql(`create table "stock_pieces" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "product_id" int not null, "delivery_note_id" int null, "supplier_id" int null, "imei" varchar(15) null, "imei2" varchar(15) null, "serial_number" varchar(60) null, "status" text not null default 'available', "location" varchar(40) not null, "purchase_price_cents" int null, "selling_price_cents" int null, "purchase_date" date null, "last_sale_date" date null, "duplicate_approved_by_id" int null, "notes" text null, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "stock_pieces_delivery_note_id_index" on "stock_pieces" ("delivery_note_id");`);
    this.addSql(`create index "stock_pieces_supplier_id_index" on "stock_pieces" ("supplier_id");`);
    this.addSql(`create index "stock_pieces_company_id_imei_index" on "stock_pieces" ("company_id", "imei");`);
    this.addSql(`create index "stock_pieces_company_id_imei2_index" on "stock_pieces" ("company_id", "imei2");`);
    this.addSql(`create index "stock_pieces_store_id_status_index" on "stock_pieces" ("store_id", "status");`);
    this.addSql(`create index "stock_pieces_product_id_store_id_index" on "stock_pieces" ("product_id", "store_id");`);
    this.addSql(`alter table "stock_pieces" add constraint "stock_pieces_product_serial_unique" unique ("product_id", "serial_number");`);

    this.addSql(`create table "stock_movements" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "product_id" int not null, "piece_id" int null, "movement_type" text not null, "direction" text not null, "quantity" int not null, "from_status" text null, "to_status" text null, "document_type" text not null, "document_id" int null, "document_number" varchar(60) null, "user_id" int null, "notes" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "stock_movements_piece_id_index" on "stock_movements" ("piece_id");`);
    this.addSql(`create index "stock_movements_user_id_index" on "stock_movements" ("user_id");`);
    this.addSql(`create index "stock_movements_company_id_created_at_index" on "stock_movements" ("company_id", "created_at");`);
    this.addSql(`create index "stock_movements_store_id_product_id_index" on "stock_movements" ("store_id", "product_id");`);

    this.addSql(`create table "delivery_note_lines" ("id" serial primary key, "company_id" int not null, "delivery_note_id" int not null, "product_id" int not null, "quantity" int not null, "purchase_price_cents" int null, "location" varchar(40) not null);`);
    this.addSql(`create index "delivery_note_lines_delivery_note_id_index" on "delivery_note_lines" ("delivery_note_id");`);
    this.addSql(`create index "delivery_note_lines_product_id_index" on "delivery_note_lines" ("product_id");`);

    this.addSql(`alter table "storage_locations" add constraint "storage_locations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "storage_locations" add constraint "storage_locations_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete cascade;`);
    this.addSql(`alter table "storage_locations" enable row level security;`);
    this.addSql(`create policy "storage_locations_tenant_wall" on "storage_locations" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "stock_levels" add constraint "stock_levels_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_levels" add constraint "stock_levels_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_levels" add constraint "stock_levels_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_levels" add constraint "stock_levels_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_levels" enable row level security;`);
    this.addSql(`create policy "stock_levels_tenant_wall" on "stock_levels" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "delivery_notes" add constraint "delivery_notes_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "delivery_notes" add constraint "delivery_notes_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete restrict;`);
    this.addSql(`alter table "delivery_notes" add constraint "delivery_notes_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete restrict;`);
    this.addSql(`alter table "delivery_notes" add constraint "delivery_notes_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "delivery_notes" enable row level security;`);
    this.addSql(`create policy "delivery_notes_tenant_wall" on "delivery_notes" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "stock_pieces" add constraint "stock_pieces_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_pieces" add constraint "stock_pieces_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_pieces" add constraint "stock_pieces_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_pieces" add constraint "stock_pieces_delivery_note_id_foreign" foreign key ("delivery_note_id") references "delivery_notes" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_pieces" add constraint "stock_pieces_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_pieces" add constraint "stock_pieces_duplicate_approved_by_id_foreign" foreign key ("duplicate_approved_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "stock_pieces" add constraint "stock_pieces_status_check" check ("status" in ('available', 'reserved', 'sold', 'damaged', 'transferred'));`);
    this.addSql(`alter table "stock_pieces" enable row level security;`);
    this.addSql(`create policy "stock_pieces_tenant_wall" on "stock_pieces" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "stock_movements" add constraint "stock_movements_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_movements" add constraint "stock_movements_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_movements" add constraint "stock_movements_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_movements" add constraint "stock_movements_piece_id_foreign" foreign key ("piece_id") references "stock_pieces" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_movements" add constraint "stock_movements_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_movements" add constraint "stock_movements_movement_type_check" check ("movement_type" in ('carico', 'vendita', 'reso', 'trasferimento', 'rettifica', 'cambio_stato', 'eliminazione'));`);
    this.addSql(`alter table "stock_movements" add constraint "stock_movements_direction_check" check ("direction" in ('+', '-', '='));`);
    this.addSql(`alter table "stock_movements" add constraint "stock_movements_from_status_check" check ("from_status" in ('available', 'reserved', 'sold', 'damaged', 'transferred'));`);
    this.addSql(`alter table "stock_movements" add constraint "stock_movements_to_status_check" check ("to_status" in ('available', 'reserved', 'sold', 'damaged', 'transferred'));`);
    this.addSql(`alter table "stock_movements" add constraint "stock_movements_document_type_check" check ("document_type" in ('ddt', 'sale', 'return', 'transfer', 'count', 'manual'));`);
    this.addSql(`alter table "stock_movements" enable row level security;`);
    this.addSql(`create policy "stock_movements_tenant_wall" on "stock_movements" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "delivery_note_lines" add constraint "delivery_note_lines_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "delivery_note_lines" add constraint "delivery_note_lines_delivery_note_id_foreign" foreign key ("delivery_note_id") references "delivery_notes" ("id") on delete cascade;`);
    this.addSql(`alter table "delivery_note_lines" add constraint "delivery_note_lines_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete restrict;`);
    this.addSql(`alter table "delivery_note_lines" enable row level security;`);
    this.addSql(`create policy "delivery_note_lines_tenant_wall" on "delivery_note_lines" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "stock_pieces" drop constraint "stock_pieces_delivery_note_id_foreign";`);
    this.addSql(`alter table "delivery_note_lines" drop constraint "delivery_note_lines_delivery_note_id_foreign";`);
    this.addSql(`alter table "stock_movements" drop constraint "stock_movements_piece_id_foreign";`);

    this.addSql(`drop table if exists "storage_locations" cascade;`);
    this.addSql(`drop table if exists "stock_levels" cascade;`);
    this.addSql(`drop table if exists "delivery_notes" cascade;`);
    this.addSql(`drop table if exists "stock_pieces" cascade;`);
    this.addSql(`drop table if exists "stock_movements" cascade;`);
    this.addSql(`drop table if exists "delivery_note_lines" cascade;`);
  }

}
