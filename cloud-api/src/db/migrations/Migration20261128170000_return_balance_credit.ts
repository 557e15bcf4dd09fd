import { Migration } from '@mikro-orm/migrations';

/**
 * What a return gave back as store credit at face value because the sale was paid with the customer's
 * credit or loyalty coupons (return-quote.ts, balanceCreditCents); the refund method's figures are the
 * rest. Returns made before it gave nothing back that way: 0.
 */
export class Migration20261128170000_return_balance_credit extends Migration {

  override name = 'Migration20261128170000_return_balance_credit';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sale_returns" add column "balance_credit_cents" bigint not null default '0';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sale_returns" drop column "balance_credit_cents";`);
  }

}
