import { Migration } from '@mikro-orm/migrations';

export class Migration20261124022904_products extends Migration {

  override name = 'Migration20261124022904_products';

  override up(): void | Promise<void> {
    this.addSql(`create table "products" ("id" serial primary key, "company_id" int not null, "name" varchar(200) not null, "brand" varchar(100) not null, "model" varchar(100) not null, "category" text not null, "requires_imei" boolean not null default false, "requires_serial" boolean not null default false, "ean" varchar(13) null, "sku" varchar(40) null, "last_purchase_price_cents" int null, "selling_price_cents" int null, "is_active" boolean not null default true, "search_text" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "products_company_id_name_index" on "products" ("company_id", "name");`);
    this.addSql(`alter table "products" add constraint "products_company_ean_unique" unique ("company_id", "ean");`);
    this.addSql(`alter table "products" add constraint "products_company_sku_unique" unique ("company_id", "sku");`);

    this.addSql(`alter table "products" add constraint "products_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "products" add constraint "products_category_check" check ("category" in ('Smartphone', 'Tablet', 'Accessori', 'Mobilità Elettrica'));`);
    this.addSql(`alter table "products" enable row level security;`);
    this.addSql(`create policy "products_tenant_wall" on "products" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "products" cascade;`);
  }

}
