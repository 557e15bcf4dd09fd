import { Migration } from '@mikro-orm/migrations';

/**
 * One store's live pieces by selling price (dearest first) and id, with what the inventory page's filters
 * read: the page of a store sorted by price reads its first prices instead of sorting every piece of the
 * store (inventory-sql.ts priceOrderedInOneStore; a manager's 17,630 available phones: 7 ms to 2).
 */
export class Migration20261128050000_store_price_index extends Migration {

  override name = 'Migration20261128050000_store_price_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "stock_pieces_live_store_price_index" on "stock_pieces" ("company_id", "store_id", "selling_price_cents" desc nulls last, "id") include ("product_id", "status", "location", "supplier_id", "purchase_date") where "archived_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "stock_pieces_live_store_price_index";`);
  }

}
