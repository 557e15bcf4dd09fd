import { Migration } from '@mikro-orm/migrations';

export class Migration20261123190216_company_brandings extends Migration {

  override name = 'Migration20261123190216_company_brandings';

  override up(): void | Promise<void> {
    this.addSql(`create table "company_brandings" ("id" serial primary key, "company_id" int not null, "logo" bytea null, "logo_type" text null, "logo_bytes" int null, "receipt_header" text null, "receipt_footer" text null, "document_header" text null, "document_footer" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "company_brandings" add constraint "company_brandings_company_id_unique" unique ("company_id");`);

    this.addSql(`alter table "company_brandings" add constraint "company_brandings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`);
    this.addSql(`alter table "company_brandings" add constraint "company_brandings_logo_type_check" check ("logo_type" in ('image/png', 'image/jpeg'));`);
    this.addSql(`alter table "company_brandings" enable row level security;`);
    this.addSql(`create policy "company_brandings_tenant_wall" on "company_brandings" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_brandings" cascade;`);
  }

}
