import { Migration } from '@mikro-orm/migrations';

export class Migration20261126160105_coupon_payments extends Migration {

  override name = 'Migration20261126160105_coupon_payments';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sale_payments" drop constraint "sale_payments_method_check";`);
    this.addSql(`alter table "sale_payments" add constraint "sale_payments_method_check" check ("method" in ('cash', 'card', 'bank_transfer', 'customer_credit', 'installments', 'coupon'));`);

    this.addSql(`alter table "customer_coupons" add "redeemed_sale_id" int null;`);
    this.addSql(`alter table "customer_coupons" add constraint "customer_coupons_redeemed_sale_id_foreign" foreign key ("redeemed_sale_id") references "sales" ("id") on delete restrict;`);
    this.addSql(`create index "customer_coupons_redeemed_sale_id_index" on "customer_coupons" ("redeemed_sale_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "customer_coupons" drop constraint "customer_coupons_redeemed_sale_id_foreign";`);

    this.addSql(`drop index "customer_coupons_redeemed_sale_id_index";`);
    this.addSql(`alter table "customer_coupons" drop column "redeemed_sale_id";`);

    this.addSql(`alter table "sale_payments" drop constraint "sale_payments_method_check";`);
    this.addSql(`alter table "sale_payments" add constraint "sale_payments_method_check" check ("method" in ('cash', 'card', 'bank_transfer', 'customer_credit', 'installments'));`);
  }

}
