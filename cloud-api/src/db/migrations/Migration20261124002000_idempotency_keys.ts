import { Migration } from '@mikro-orm/migrations';

export class Migration20261124002000_idempotency_keys extends Migration {

  override name = 'Migration20261124002000_idempotency_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "idempotency_keys" ("id" serial primary key, "company_id" int null, "user_id" int not null, "key" uuid not null, "endpoint" varchar(200) not null, "request_hash" varchar(64) not null, "status" int null, "response" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "idempotency_keys_company_id_index" on "idempotency_keys" ("company_id");`);
    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_user_id_key_unique" unique ("user_id", "key");`);

    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "idempotency_keys" enable row level security;`);
    this.addSql(`create policy "idempotency_keys_tenant_wall" on "idempotency_keys" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }

}
