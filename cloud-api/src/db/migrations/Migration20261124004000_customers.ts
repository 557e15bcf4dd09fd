import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004000_customers extends Migration {

  override name = 'Migration20261124004000_customers';

  override up(): void | Promise<void> {
    this.addSql(`create table "customers" ("id" serial primary key, "company_id" int not null, "store_id" int null, "customer_type" text not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "tax_code" varchar(16) null, "birth_date" date null, "birth_place" varchar(100) null, "nationality" varchar(100) null, "company_name" varchar(200) null, "vat_number" varchar(11) null, "fiscal_code" varchar(16) null, "legal_representative" varchar(200) null, "pec_email" varchar(254) null, "sdi_code" varchar(7) null, "phone" varchar(30) not null, "email" varchar(254) null, "address" varchar(255) null, "civic_number" varchar(20) null, "city" varchar(100) null, "province" varchar(2) null, "postal_code" varchar(5) null, "document_type" text not null default 'identity_card', "document_number" varchar(50) null, "document_issued_by" varchar(200) null, "document_issued_date" date null, "document_expiry_date" date null, "privacy_consent" boolean not null default false, "marketing_consent" boolean not null default false, "profiling_consent" boolean not null default false, "is_active" boolean not null default true, "search_text" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "customers_store_id_index" on "customers" ("store_id");`);
    this.addSql(`create index "customers_company_id_created_at_id_index" on "customers" ("company_id", "created_at", "id");`);
    this.addSql(`create index "customers_search_text_trgm_index" on "customers" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create unique index "customers_company_tax_code_unique" on "customers" ("company_id", "tax_code") where customer_type = 'individual';`);
    this.addSql(`create unique index "customers_company_vat_number_unique" on "customers" ("company_id", "vat_number") where customer_type = 'company';`);

    this.addSql(`create table "customer_coupons" ("id" serial primary key, "company_id" int not null, "customer_id" int not null, "code" varchar(20) not null, "value" numeric(10,2) not null, "points" int not null, "status" text not null default 'active', "expires_on" date not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "customer_coupons_customer_id_index" on "customer_coupons" ("customer_id");`);
    this.addSql(`alter table "customer_coupons" add constraint "customer_coupons_company_id_code_unique" unique ("company_id", "code");`);

    this.addSql(`create table "customer_points_entries" ("id" serial primary key, "company_id" int not null, "customer_id" int not null, "kind" text not null, "points" int not null, "reason" varchar(255) null, "author_id" int null, "coupon_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`create index "customer_points_entries_customer_id_index" on "customer_points_entries" ("customer_id");`);
    this.addSql(`create index "customer_points_entries_author_id_index" on "customer_points_entries" ("author_id");`);
    this.addSql(`create index "customer_points_entries_coupon_id_index" on "customer_points_entries" ("coupon_id");`);

    this.addSql(`create table "customer_consent_events" ("id" serial primary key, "company_id" int not null, "customer_id" int not null, "consent" text not null, "granted" boolean not null, "changed_by_id" int null, "changed_at" timestamptz not null);`);
    this.addSql(`create index "customer_consent_events_customer_id_index" on "customer_consent_events" ("customer_id");`);
    this.addSql(`create index "customer_consent_events_changed_by_id_index" on "customer_consent_events" ("changed_by_id");`);

    this.addSql(`alter table "customers" add constraint "customers_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "customers" add constraint "customers_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete restrict;`);
    this.addSql(`alter table "customers" add constraint "customers_customer_type_check" check ("customer_type" in ('individual', 'company'));`);
    this.addSql(`alter table "customers" add constraint "customers_document_type_check" check ("document_type" in ('identity_card', 'driving_license', 'passport', 'other'));`);
    this.addSql(`alter table "customers" enable row level security;`);
    this.addSql(`create policy "customers_tenant_wall" on "customers" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "customer_coupons" add constraint "customer_coupons_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "customer_coupons" add constraint "customer_coupons_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_coupons" add constraint "customer_coupons_status_check" check ("status" in ('active', 'redeemed', 'expired'));`);
    this.addSql(`alter table "customer_coupons" enable row level security;`);
    this.addSql(`create policy "customer_coupons_tenant_wall" on "customer_coupons" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "customer_points_entries" add constraint "customer_points_entries_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "customer_points_entries" add constraint "customer_points_entries_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_points_entries" add constraint "customer_points_entries_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "customer_points_entries" add constraint "customer_points_entries_coupon_id_foreign" foreign key ("coupon_id") references "customer_coupons" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_points_entries" add constraint "customer_points_entries_kind_check" check ("kind" in ('earned', 'manual', 'conversion'));`);
    this.addSql(`alter table "customer_points_entries" enable row level security;`);
    this.addSql(`create policy "customer_points_entries_tenant_wall" on "customer_points_entries" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "customer_consent_events" add constraint "customer_consent_events_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "customer_consent_events" add constraint "customer_consent_events_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_consent_events" add constraint "customer_consent_events_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "customer_consent_events" add constraint "customer_consent_events_consent_check" check ("consent" in ('privacy', 'marketing', 'profiling'));`);
    this.addSql(`alter table "customer_consent_events" enable row level security;`);
    this.addSql(`create policy "customer_consent_events_tenant_wall" on "customer_consent_events" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "customer_coupons" drop constraint "customer_coupons_customer_id_foreign";`);
    this.addSql(`alter table "customer_points_entries" drop constraint "customer_points_entries_customer_id_foreign";`);
    this.addSql(`alter table "customer_consent_events" drop constraint "customer_consent_events_customer_id_foreign";`);
    this.addSql(`alter table "customer_points_entries" drop constraint "customer_points_entries_coupon_id_foreign";`);

    this.addSql(`drop table if exists "customers" cascade;`);
    this.addSql(`drop table if exists "customer_coupons" cascade;`);
    this.addSql(`drop table if exists "customer_points_entries" cascade;`);
    this.addSql(`drop table if exists "customer_consent_events" cascade;`);
  }

}
