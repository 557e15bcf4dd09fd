import { Migration } from '@mikro-orm/migrations';

export class Migration20261124015154_company_coupon_settings extends Migration {

  override name = 'Migration20261124015154_company_coupon_settings';

  override up(): void | Promise<void> {
    this.addSql(`alter table "companies" add "coupon_value" numeric(10,2) not null default '5.00', add "coupon_validity_months" int not null default 12;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "companies" drop column "coupon_value", drop column "coupon_validity_months";`);

  }

}
