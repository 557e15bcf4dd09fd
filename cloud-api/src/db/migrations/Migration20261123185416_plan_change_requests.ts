import { Migration } from '@mikro-orm/migrations';

export class Migration20261123185416_plan_change_requests extends Migration {

  override name = 'Migration20261123185416_plan_change_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "plan_change_requests" ("id" serial primary key, "company_id" int not null, "requested_by_id" int null, "current_plan_id" int null, "requested_plan_id" int not null, "note" text null, "status" text not null default 'pending', "created_at" timestamptz not null, "resolved_at" timestamptz null);`);
    this.addSql(`create index "plan_change_requests_company_id_index" on "plan_change_requests" ("company_id");`);

    this.addSql(`alter table "plan_change_requests" add constraint "plan_change_requests_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "plan_change_requests" add constraint "plan_change_requests_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "plan_change_requests" add constraint "plan_change_requests_current_plan_id_foreign" foreign key ("current_plan_id") references "subscription_plans" ("id") on delete set null;`);
    this.addSql(`alter table "plan_change_requests" add constraint "plan_change_requests_requested_plan_id_foreign" foreign key ("requested_plan_id") references "subscription_plans" ("id") on delete restrict;`);
    this.addSql(`alter table "plan_change_requests" add constraint "plan_change_requests_status_check" check ("status" in ('pending', 'withdrawn', 'handled'));`);
    this.addSql(`alter table "plan_change_requests" enable row level security;`);
    this.addSql(`create policy "plan_change_requests_tenant_wall" on "plan_change_requests" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "plan_change_requests" cascade;`);
  }

}
