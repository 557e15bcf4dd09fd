import { Migration } from '@mikro-orm/migrations';

/** The inventory page at volume (issue 9): a covering index of live pieces, trigram indexes for code fragments. */
export class Migration20261126103339_inventory_indexes extends Migration {

  override name = 'Migration20261126103339_inventory_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "stock_pieces_live_inventory_index" on "stock_pieces" ("company_id", "store_id", "status") include ("id", "product_id", "location", "supplier_id", "purchase_date", "selling_price_cents", "purchase_price_cents", "last_sale_date") where "archived_at" is null;`);
    this.addSql(`create index "stock_pieces_imei_trgm_index" on "stock_pieces" using gin ("imei" gin_trgm_ops);`);
    this.addSql(`create index "stock_pieces_imei2_trgm_index" on "stock_pieces" using gin ("imei2" gin_trgm_ops);`);
    this.addSql(`create index "stock_pieces_serial_number_trgm_index" on "stock_pieces" using gin ("serial_number" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "stock_pieces_live_inventory_index";`);
    this.addSql(`drop index "stock_pieces_imei_trgm_index";`);
    this.addSql(`drop index "stock_pieces_imei2_trgm_index";`);
    this.addSql(`drop index "stock_pieces_serial_number_trgm_index";`);

  }

}
