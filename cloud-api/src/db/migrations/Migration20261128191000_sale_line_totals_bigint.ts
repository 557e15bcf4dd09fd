import { Migration } from '@mikro-orm/migrations';

/**
 * A sale line's discount and total in 64-bit cents, as the sale's own totals are: a line of 10.000 units
 * (the cart's limit) at a price of a few thousand euros passed the 32-bit column, and the sale failed.
 */
export class Migration20261128191000_sale_line_totals_bigint extends Migration {

  override name = 'Migration20261128191000_sale_line_totals_bigint';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sale_lines" alter column "discount_cents" type bigint using ("discount_cents"::bigint);`);
    this.addSql(`alter table "sale_lines" alter column "discount_cents" set default '0';`);
    this.addSql(`alter table "sale_lines" alter column "total_cents" type bigint using ("total_cents"::bigint);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sale_lines" alter column "discount_cents" type int using ("discount_cents"::int);`);
    this.addSql(`alter table "sale_lines" alter column "discount_cents" set default 0;`);
    this.addSql(`alter table "sale_lines" alter column "total_cents" type int using ("total_cents"::int);`);
  }

}
