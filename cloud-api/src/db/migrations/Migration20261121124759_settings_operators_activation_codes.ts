import { Migration } from '@mikro-orm/migrations';

export class Migration20261121124759_settings_operators_activation_codes extends Migration {

  override name = 'Migration20261121124759_settings_operators_activation_codes';

  override up(): void | Promise<void> {
    this.addSql(`create table "operators" ("id" serial primary key, "company_id" int not null, "name" varchar(100) not null, "category" text not null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "operators" add constraint "operators_company_id_name_unique" unique ("company_id", "name");`);

    this.addSql(`create table "system_settings" ("id" serial primary key, "category" varchar(50) not null, "key_name" varchar(100) not null, "description" text not null, "value" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "system_settings" add constraint "system_settings_key_name_unique" unique ("key_name");`);

    this.addSql(`create table "activation_codes" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "operator" varchar(100) not null, "agent_code" varchar(100) null, "dealer_code" varchar(100) null, "activation_code" varchar(100) null, "is_active" boolean not null default true, "valid_from" date null, "valid_until" date null, "notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "activation_codes_store_id_index" on "activation_codes" ("store_id");`);

    this.addSql(`alter table "operators" add constraint "operators_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "operators" add constraint "operators_category_check" check ("category" in ('mobile', 'fixed_line', 'energy', 'mobility'));`);

    this.addSql(`alter table "activation_codes" add constraint "activation_codes_company_id_foreign" foreign key ("company_id") references "companies" ("id");`);
    this.addSql(`alter table "activation_codes" add constraint "activation_codes_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "operators" cascade;`);
    this.addSql(`drop table if exists "system_settings" cascade;`);
    this.addSql(`drop table if exists "activation_codes" cascade;`);
  }

}
