import { Migration } from '@mikro-orm/migrations';

/**
 * A piece's or a quantity's notes live in its history: the edit dialog records them as a 'rettifica'
 * movement (stock-edits.ts). Notes an earlier version stored on the row itself become such a movement,
 * dated when the row last changed and with no author (none was kept), and the two columns go.
 */
export class Migration20261128190000_piece_notes_to_history extends Migration {

  override name = 'Migration20261128190000_piece_notes_to_history';

  override up(): void | Promise<void> {
    this.addSql(`insert into "stock_movements" ("company_id", "store_id", "product_id", "piece_id", "movement_type", "direction", "quantity", "document_type", "notes", "created_at")
      select "company_id", "store_id", "product_id", "id", 'rettifica', '=', 1, 'manual', "notes", "updated_at" from "stock_pieces" where btrim("notes") <> '';`);
    this.addSql(`insert into "stock_movements" ("company_id", "store_id", "product_id", "movement_type", "direction", "quantity", "document_type", "notes", "created_at")
      select "company_id", "store_id", "product_id", 'rettifica', '=', 0, 'manual', "notes", "updated_at" from "stock_levels" where btrim("notes") <> '';`);
    this.addSql(`alter table "stock_pieces" drop column "notes";`);
    this.addSql(`alter table "stock_levels" drop column "notes";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "stock_pieces" add column "notes" text null;`);
    this.addSql(`alter table "stock_levels" add column "notes" text null;`);
  }

}
