import { Migration } from '@mikro-orm/migrations';

export class Migration20261126160844_sales_list_indexes extends Migration {

  override name = 'Migration20261126160844_sales_list_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "sales_company_id_sale_date_id_index" on "sales" ("company_id", "sale_date", "id");`);
    this.addSql(`create index "sales_store_id_sale_date_id_index" on "sales" ("store_id", "sale_date", "id");`);

    this.addSql(`create index "sale_lines_imei_index" on "sale_lines" ("imei");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "sale_lines_imei_index";`);

    this.addSql(`drop index "sales_company_id_sale_date_id_index";`);
    this.addSql(`drop index "sales_store_id_sale_date_id_index";`);
  }

}
