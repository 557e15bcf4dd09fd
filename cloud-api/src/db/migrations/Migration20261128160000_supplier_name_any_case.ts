import { Migration } from '@mikro-orm/migrations';

/**
 * A supplier's name is its company's only one in any case, as a store's is: the unique index moves
 * from (company_id, name) to (company_id, lower(name)) (suppliers_company_id_lower_name_unique).
 * Names already there twice in different cases keep the oldest supplier's; the others get their
 * code appended ('Ingrosso nord (IN2)'), the code being unique per company, cut to fit 200 characters.
 */
export class Migration20261128160000_supplier_name_any_case extends Migration {

  override name = 'Migration20261128160000_supplier_name_any_case';

  override up(): void | Promise<void> {
    this.addSql(`update "suppliers" as s set "name" = left(s."name", 197 - length(s."code")) || ' (' || s."code" || ')'
      where exists (
        select 1 from "suppliers" as o
        where o."company_id" = s."company_id" and lower(o."name") = lower(s."name") and o."id" < s."id"
      );`);
    this.addSql(`alter table "suppliers" drop constraint "suppliers_company_name_unique";`);
    this.addSql(`create unique index "suppliers_company_id_lower_name_unique" on "suppliers" ("company_id", lower("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "suppliers_company_id_lower_name_unique";`);
    this.addSql(`alter table "suppliers" add constraint "suppliers_company_name_unique" unique ("company_id", "name");`);
  }

}
