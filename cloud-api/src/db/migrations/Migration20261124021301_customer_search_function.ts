import { Migration } from '@mikro-orm/migrations';

export class Migration20261124021301_customer_search_function extends Migration {

  override name = 'Migration20261124021301_customer_search_function';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "banco_customer_search"("pattern" text, "page_limit" int, "page_offset" int) returns jsonb security definer language sql as $$ with found as (
      select c.id, c.created_at from customers c
      where c.anonymized_at is null and c.search_text like pattern
        and (current_setting('role') <> 'banco_app' or c.company_id = nullif(current_setting('banco.company_id', true), '')::int)
    )
    select jsonb_build_object(
      'total', (select count(*) from found),
      'ids', coalesce((select jsonb_agg(p.id order by p.created_at desc, p.id desc)
        from (select f.id, f.created_at from found f order by f.created_at desc, f.id desc limit page_limit offset page_offset) p), '[]'::jsonb)) $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists "banco_customer_search"(text, int, int);`);

  }

}
