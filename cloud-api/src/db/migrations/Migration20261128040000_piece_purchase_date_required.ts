import { Migration } from '@mikro-orm/migrations';

/**
 * A piece always has its purchase date: the date of the DDT that loaded it (the only way a piece is
 * made). Said by the schema, the inventory's oldest-first page can read the purchase-date index
 * backwards (inventory-sql.ts piecesNulls). A piece without one, which no code writes, takes the day
 * it was recorded.
 */
export class Migration20261128040000_piece_purchase_date_required extends Migration {

  override name = 'Migration20261128040000_piece_purchase_date_required';

  override up(): void | Promise<void> {
    this.addSql(`update "stock_pieces" set "purchase_date" = "created_at"::date where "purchase_date" is null;`);
    this.addSql(`alter table "stock_pieces" alter column "purchase_date" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "stock_pieces" alter column "purchase_date" drop not null;`);
  }

}
