import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150159_cash_shift_difference_derived extends Migration {

  override name = 'Migration20261126150159_cash_shift_difference_derived';

  override up(): void | Promise<void> {
    this.addSql(`alter table "cash_shifts" drop column "difference_cents";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "cash_shifts" add "difference_cents" int8 null;`);
  }

}
