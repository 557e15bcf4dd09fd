import { Migration } from '@mikro-orm/migrations';

export class Migration20261126134953_cash_shifts extends Migration {

  override name = 'Migration20261126134953_cash_shifts';

  override up(): void | Promise<void> {
    this.addSql(`create table "cash_shifts" ("id" serial primary key, "company_id" int not null, "store_id" int not null, "status" text not null default 'open', "opened_by_id" int not null, "opened_at" timestamptz not null, "opening_count" jsonb not null, "opening_cents" bigint not null, "notes" text null, "closed_by_id" int null, "closed_at" timestamptz null, "closing_count" jsonb null, "closing_cents" bigint null, "expected_cents" bigint null, "difference_cents" bigint null, "approved_by_id" int null, "approval_reason" varchar(500) null, "closing_notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "cash_shifts_store_id_index" on "cash_shifts" ("store_id");`);
    this.addSql(`create unique index "cash_shifts_one_open_per_store" on "cash_shifts" ("store_id") where status = 'open';`);

    this.addSql(`alter table "sales" add "shift_id" int null;`);
    this.addSql(`alter table "sales" add constraint "sales_shift_id_foreign" foreign key ("shift_id") references "cash_shifts" ("id") on delete restrict;`);
    this.addSql(`create index "sales_shift_id_index" on "sales" ("shift_id");`);

    this.addSql(`alter table "cash_shifts" add constraint "cash_shifts_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "cash_shifts" add constraint "cash_shifts_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete restrict;`);
    this.addSql(`alter table "cash_shifts" add constraint "cash_shifts_opened_by_id_foreign" foreign key ("opened_by_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "cash_shifts" add constraint "cash_shifts_closed_by_id_foreign" foreign key ("closed_by_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "cash_shifts" add constraint "cash_shifts_approved_by_id_foreign" foreign key ("approved_by_id") references "users" ("id") on delete restrict;`);
    this.addSql(`alter table "cash_shifts" add constraint "cash_shifts_status_check" check ("status" in ('open', 'closed'));`);
    this.addSql(`alter table "cash_shifts" enable row level security;`);
    this.addSql(`create policy "cash_shifts_tenant_wall" on "cash_shifts" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sales" drop constraint "sales_shift_id_foreign";`);

    this.addSql(`drop table if exists "cash_shifts" cascade;`);

    this.addSql(`drop index "sales_shift_id_index";`);
    this.addSql(`alter table "sales" drop column "shift_id";`);
  }

}
