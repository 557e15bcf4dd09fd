import { Migration } from '@mikro-orm/migrations';

/**
 * A store's name is its company's only one, case-insensitively: a unique index on
 * (company_id, lower(name)) (stores_company_id_lower_name_unique), so the rule holds whoever writes the name,
 * whatever stores the writer sees. Names already taken twice (a manager could rename its store to
 * the name of one it did not see) keep the oldest store's name; the others get their code
 * appended ('Centro (MI-003)'), the code being unique per company, cut to fit the 200 characters.
 */
export class Migration20261124001000_store_name_unique extends Migration {

  override name = 'Migration20261124001000_store_name_unique';

  override up(): void | Promise<void> {
    this.addSql(`update "stores" as s set "name" = left(s."name", 197 - length(s."code")) || ' (' || s."code" || ')'
      where exists (
        select 1 from "stores" as o
        where o."company_id" = s."company_id" and lower(o."name") = lower(s."name") and o."id" < s."id"
      );`);
    this.addSql(`create unique index "stores_company_id_lower_name_unique" on "stores" ("company_id", lower("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "stores_company_id_lower_name_unique";`);
  }

}
