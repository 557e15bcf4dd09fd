import { Migration } from '@mikro-orm/migrations';

export class Migration20261121122640_initial extends Migration {

  override name = 'Migration20261121122640_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "subscription_plans" ("id" serial primary key, "name" varchar(100) not null, "description" text null, "price_monthly" numeric(10,2) not null, "max_stores" int not null, "max_users" int not null, "features" jsonb not null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "subscription_plans" add constraint "subscription_plans_name_unique" unique ("name");`);

    this.addSql(`create table "companies" ("id" serial primary key, "name" varchar(200) not null, "business_name" varchar(200) null, "email" varchar(254) null, "phone" varchar(30) null, "vat_number" varchar(11) null, "tax_code" varchar(16) null, "address" varchar(255) null, "city" varchar(100) null, "province" varchar(2) null, "postal_code" varchar(5) null, "country" varchar(2) not null default 'IT', "website" varchar(255) null, "subscription_plan_id" int null, "billing_cycle" text not null default 'monthly', "subscription_status" text not null default 'trial', "is_active" boolean not null default true, "subscription_start_date" date null, "subscription_end_date" date null, "trial_end_date" date null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "phone" varchar(30) null, "role" text not null, "company_id" int null, "manager_id" int null, "is_active" boolean not null default true, "email_verified_at" timestamptz null, "last_login_at" timestamptz null, "language" text not null default 'it', "timezone" text not null default 'Europe/Rome', "theme_preference" text not null default 'light', "email_notifications" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_company_id_index" on "users" ("company_id");`);

    this.addSql(`create table "stores" ("id" serial primary key, "company_id" int not null, "code" varchar(20) not null, "name" varchar(200) not null, "address" varchar(255) not null, "city" varchar(100) not null, "province" varchar(2) not null, "postal_code" varchar(5) not null, "phone" varchar(30) not null, "email" varchar(254) null, "status" text not null default 'active', "operators_telecom" jsonb not null, "operators_energy" jsonb not null, "operators_mobility" jsonb not null, "whatsapp_enabled" boolean not null default false, "whatsapp_number" varchar(30) null, "notes" text null, "manager_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "stores" add constraint "stores_company_id_code_unique" unique ("company_id", "code");`);

    this.addSql(`create table "company_assignments" ("id" serial primary key, "user_id" int not null, "company_id" int not null, "role" text not null default 'entrepreneur', "assigned_at" timestamptz not null);`);
    this.addSql(`create index "company_assignments_company_id_index" on "company_assignments" ("company_id");`);
    this.addSql(`alter table "company_assignments" add constraint "company_assignments_user_id_company_id_unique" unique ("user_id", "company_id");`);

    this.addSql(`create table "auth_sessions" ("id" serial primary key, "user_id" int not null, "company_id" int null, "ip" varchar(64) null, "user_agent" varchar(500) null, "created_at" timestamptz not null, "last_refreshed_at" timestamptz null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(30) null);`);
    this.addSql(`create index "auth_sessions_user_id_index" on "auth_sessions" ("user_id");`);

    this.addSql(`create table "refresh_tokens" ("id" serial primary key, "session_id" int not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "replaced_by_id" int null, "revoked_at" timestamptz null);`);
    this.addSql(`create index "refresh_tokens_session_id_index" on "refresh_tokens" ("session_id");`);
    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "audit_logs" ("id" serial primary key, "user_id" int null, "company_id" int null, "entity_type" varchar(50) not null, "entity_id" varchar(50) not null, "action" varchar(50) not null, "changes" jsonb null, "request_id" varchar(128) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "audit_logs_company_id_created_at_index" on "audit_logs" ("company_id", "created_at");`);
    this.addSql(`create index "audit_logs_entity_type_entity_id_index" on "audit_logs" ("entity_type", "entity_id");`);

    this.addSql(`create table "user_stores" ("id" serial primary key, "user_id" int not null, "store_id" int not null, "company_id" int not null, "assigned_at" timestamptz not null);`);
    this.addSql(`create index "user_stores_store_id_index" on "user_stores" ("store_id");`);
    this.addSql(`alter table "user_stores" add constraint "user_stores_user_id_store_id_unique" unique ("user_id", "store_id");`);

    this.addSql(`alter table "companies" add constraint "companies_subscription_plan_id_foreign" foreign key ("subscription_plan_id") references "subscription_plans" ("id") on delete set null;`);
    this.addSql(`alter table "companies" add constraint "companies_billing_cycle_check" check ("billing_cycle" in ('monthly', 'yearly'));`);
    this.addSql(`alter table "companies" add constraint "companies_subscription_status_check" check ("subscription_status" in ('trial', 'active', 'suspended', 'cancelled'));`);

    this.addSql(`alter table "users" add constraint "users_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_manager_id_foreign" foreign key ("manager_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('superadmin', 'entrepreneur', 'manager', 'consultant'));`);
    this.addSql(`alter table "users" add constraint "users_language_check" check ("language" in ('it', 'en'));`);
    this.addSql(`alter table "users" add constraint "users_timezone_check" check ("timezone" in ('Europe/Rome', 'Europe/London', 'America/New_York'));`);
    this.addSql(`alter table "users" add constraint "users_theme_preference_check" check ("theme_preference" in ('light', 'dark', 'auto'));`);

    this.addSql(`alter table "stores" add constraint "stores_company_id_foreign" foreign key ("company_id") references "companies" ("id");`);
    this.addSql(`alter table "stores" add constraint "stores_manager_id_foreign" foreign key ("manager_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "stores" add constraint "stores_status_check" check ("status" in ('active', 'inactive', 'maintenance'));`);

    this.addSql(`alter table "company_assignments" add constraint "company_assignments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "company_assignments" add constraint "company_assignments_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "company_assignments" add constraint "company_assignments_role_check" check ("role" in ('entrepreneur'));`);

    this.addSql(`alter table "auth_sessions" add constraint "auth_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "auth_sessions" add constraint "auth_sessions_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);

    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_session_id_foreign" foreign key ("session_id") references "auth_sessions" ("id") on delete cascade;`);
    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_replaced_by_id_foreign" foreign key ("replaced_by_id") references "refresh_tokens" ("id") on delete set null;`);

    this.addSql(`alter table "audit_logs" add constraint "audit_logs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "audit_logs" add constraint "audit_logs_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete set null;`);

    this.addSql(`alter table "user_stores" add constraint "user_stores_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_stores" add constraint "user_stores_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete cascade;`);
    this.addSql(`alter table "user_stores" add constraint "user_stores_company_id_foreign" foreign key ("company_id") references "companies" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "companies" drop constraint "companies_subscription_plan_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_company_id_foreign";`);
    this.addSql(`alter table "stores" drop constraint "stores_company_id_foreign";`);
    this.addSql(`alter table "company_assignments" drop constraint "company_assignments_company_id_foreign";`);
    this.addSql(`alter table "auth_sessions" drop constraint "auth_sessions_company_id_foreign";`);
    this.addSql(`alter table "audit_logs" drop constraint "audit_logs_company_id_foreign";`);
    this.addSql(`alter table "user_stores" drop constraint "user_stores_company_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_manager_id_foreign";`);
    this.addSql(`alter table "stores" drop constraint "stores_manager_id_foreign";`);
    this.addSql(`alter table "company_assignments" drop constraint "company_assignments_user_id_foreign";`);
    this.addSql(`alter table "auth_sessions" drop constraint "auth_sessions_user_id_foreign";`);
    this.addSql(`alter table "audit_logs" drop constraint "audit_logs_user_id_foreign";`);
    this.addSql(`alter table "user_stores" drop constraint "user_stores_user_id_foreign";`);
    this.addSql(`alter table "user_stores" drop constraint "user_stores_store_id_foreign";`);
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_session_id_foreign";`);
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_replaced_by_id_foreign";`);

    this.addSql(`drop table if exists "subscription_plans" cascade;`);
    this.addSql(`drop table if exists "companies" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "stores" cascade;`);
    this.addSql(`drop table if exists "company_assignments" cascade;`);
    this.addSql(`drop table if exists "auth_sessions" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "audit_logs" cascade;`);
    this.addSql(`drop table if exists "user_stores" cascade;`);
  }

}
