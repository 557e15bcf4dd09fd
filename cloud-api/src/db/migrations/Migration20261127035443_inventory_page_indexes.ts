import { Migration } from '@mikro-orm/migrations';

/** The inventory page's keys over a million pieces: by product name, and newest first (inventory-sql.ts pageKeys). */
export class Migration20261127035443_inventory_page_indexes extends Migration {

  override name = 'Migration20261127035443_inventory_page_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "stock_pieces_live_product_index" on "stock_pieces" ("product_id", "id") include ("company_id", "store_id", "status", "location", "supplier_id", "purchase_date") where "archived_at" is null;`);
    this.addSql(`create index "stock_pieces_live_purchase_date_index" on "stock_pieces" ("company_id", "purchase_date" desc nulls last) where "archived_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "stock_pieces_live_product_index";`);
    this.addSql(`drop index "stock_pieces_live_purchase_date_index";`);
  }

}
