import { Migration } from '@mikro-orm/migrations';

/** The customer list versions kept by the database, and the search that answers a known total while its version stands (customer-search-routine.ts). */
export class Migration20261127062519_customer_list_versions extends Migration {

  override name = 'Migration20261127062519_customer_list_versions';

  override up(): void | Promise<void> {
    this.addSql(`create table "customer_list_versions" ("company_id" int not null, "version" bigint not null, primary key ("company_id"));`);

    this.addSql(`create or replace function "customers_list_version_after_insert_fn"() returns trigger language plpgsql as $$ begin insert into customer_list_versions as v (company_id, version)
    select distinct c.company_id, 1 from (select company_id from new_rows) c order by c.company_id
    on conflict (company_id) do update set version = v.version + 1;     return null; end; $$;`);
    this.addSql(`create trigger "list_version_after_insert" after insert on "customers" referencing new table as new_rows for each statement execute function "customers_list_version_after_insert_fn"();`);
    this.addSql(`create or replace function "customers_list_version_after_update_fn"() returns trigger language plpgsql as $$ begin insert into customer_list_versions as v (company_id, version)
    select distinct c.company_id, 1 from (select x.company_id from new_rows n join old_rows o on o.id = n.id,
      lateral (values (n.company_id), (o.company_id)) x(company_id)
     where n.search_text is distinct from o.search_text or n.anonymized_at is distinct from o.anonymized_at or n.company_id <> o.company_id) c order by c.company_id
    on conflict (company_id) do update set version = v.version + 1;     return null; end; $$;`);
    this.addSql(`create trigger "list_version_after_update" after update on "customers" referencing old table as old_rows new table as new_rows for each statement execute function "customers_list_version_after_update_fn"();`);
    this.addSql(`create or replace function "customers_list_version_after_delete_fn"() returns trigger language plpgsql as $$ begin insert into customer_list_versions as v (company_id, version)
    select distinct c.company_id, 1 from (select company_id from old_rows) c order by c.company_id
    on conflict (company_id) do update set version = v.version + 1;     return null; end; $$;`);
    this.addSql(`create trigger "list_version_after_delete" after delete on "customers" referencing old table as old_rows for each statement execute function "customers_list_version_after_delete_fn"();`);

    this.addSql(`alter table "customer_list_versions" add constraint "customer_list_versions_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "customer_list_versions" enable row level security;`);
    this.addSql(`create policy "customer_list_versions_tenant_wall" on "customer_list_versions" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`drop function if exists "banco_customer_search"(text, integer, integer);`);

    this.addSql(`create or replace function "banco_customer_search"("pattern" text, "page_limit" int, "page_offset" int, "known_version" bigint, "known_total" int)
  returns jsonb security definer language plpgsql as $$
declare
  _tenant boolean := current_setting('role') = 'banco_app';
  _company int := nullif(current_setting('banco.company_id', true), '')::int;
  _wall text := case when _tenant then 'c.company_id = $2' else 'true' end;
  _version bigint;
  _total bigint;
  _ids jsonb;
begin
  if _tenant then
    _version := coalesce((select v.version from customer_list_versions v where v.company_id = _company), 0);
  end if;
  if _version = known_version then
    _total := known_total;
  else
    execute 'select count(*) from customers c where c.anonymized_at is null and c.search_text like $1 and ' || _wall into _total using pattern, _company;
  end if;
  execute 'select coalesce(jsonb_agg(p.id order by p.created_at desc, p.id desc), ''[]''::jsonb)
      from (select c.id, c.created_at from customers c where c.anonymized_at is null and c.search_text like $1 and ' || _wall || ' order by c.created_at desc, c.id desc limit $3 offset $4) p'
    into _ids using pattern, _company, page_limit, page_offset;
  return jsonb_build_object('version', _version, 'total', _total, 'ids', _ids);
end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "customer_list_versions" cascade;`);

    this.addSql(`drop trigger if exists "list_version_after_insert" on "customers";`);
    this.addSql(`drop function if exists "customers_list_version_after_insert_fn"();`);
    this.addSql(`drop trigger if exists "list_version_after_update" on "customers";`);
    this.addSql(`drop function if exists "customers_list_version_after_update_fn"();`);
    this.addSql(`drop trigger if exists "list_version_after_delete" on "customers";`);
    this.addSql(`drop function if exists "customers_list_version_after_delete_fn"();`);

    this.addSql(`drop function if exists "banco_customer_search"(text, int, int, bigint, int);`);

    this.addSql(`create or replace function "banco_customer_search"("pattern" text, "page_limit" integer, "page_offset" integer) returns jsonb security definer volatile language sql as $$ with found as (
      select c.id, c.created_at from customers c
      where c.anonymized_at is null and c.search_text like pattern
        and (current_setting('role') <> 'banco_app' or c.company_id = nullif(current_setting('banco.company_id', true), '')::int)
    )
    select jsonb_build_object(
      'total', (select count(*) from found),
      'ids', coalesce((select jsonb_agg(p.id order by p.created_at desc, p.id desc)
        from (select f.id, f.created_at from found f order by f.created_at desc, f.id desc limit page_limit offset page_offset) p), '[]'::jsonb)) $$;`);
  }

}
