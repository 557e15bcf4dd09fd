import { Migration } from '@mikro-orm/migrations';

/** The inventory's search of IMEI and serial fragments through their trigram indexes (stock-code-search-routine.ts). */
export class Migration20261126104913_stock_code_search extends Migration {

  override name = 'Migration20261126104913_stock_code_search';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "banco_stock_code_search"("pattern" text, "max_rows" int) returns jsonb security definer language sql as $$ select coalesce(jsonb_agg(found.id), '[]'::jsonb) from (
      select sp.id from stock_pieces sp
      where sp.archived_at is null and (sp.imei like pattern or sp.imei2 like pattern or sp.serial_number ilike pattern)
        and (current_setting('role') <> 'banco_app' or sp.company_id = nullif(current_setting('banco.company_id', true), '')::int)
      limit max_rows) found $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists "banco_stock_code_search"(text, int);`);

  }

}
