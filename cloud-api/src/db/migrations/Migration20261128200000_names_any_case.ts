import { Migration } from '@mikro-orm/migrations';

/**
 * Products and stores listed by name in lower case, then as written, then by id (the catalogue's order,
 * now also the inventory page's by product name and the stores' lists). PGlite and a database of C.UTF-8
 * collation compare text by code point, so by "name" alone 'iPhone 15' came after 'Xiaomi 14'.
 *
 * - products: the inventory's page by product name walks a company's products in that order and stops at
 *   the page's end (inventory-sql.ts pageKeys), through products_company_id_lower_name_index; it replaces
 *   the index on (company_id, name), which nothing else read.
 * - stores: a company's stores come in that order from stores_company_id_lower_name_unique (a name is its
 *   company's only one in any case), so the index on (company_id, name, id), the list's until now, goes.
 */
export class Migration20261128200000_names_any_case extends Migration {

  override name = 'Migration20261128200000_names_any_case';

  override up(): void | Promise<void> {
    this.addSql(`create index "products_company_id_lower_name_index" on "products" ("company_id", lower("name"), "name", "id");`);
    this.addSql(`drop index "products_company_id_name_index";`);
    this.addSql(`drop index "stores_company_id_name_id_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "stores_company_id_name_id_index" on "stores" ("company_id", "name", "id");`);
    this.addSql(`create index "products_company_id_name_index" on "products" ("company_id", "name");`);
    this.addSql(`drop index "products_company_id_lower_name_index";`);
  }

}
