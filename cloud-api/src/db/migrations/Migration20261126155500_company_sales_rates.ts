import { Migration } from '@mikro-orm/migrations';

export class Migration20261126155500_company_sales_rates extends Migration {

  override name = 'Migration20261126155500_company_sales_rates';

  override up(): void | Promise<void> {
    this.addSql(`alter table "companies" add "points_per_euro" int not null default 1, add "consultant_commission_percent" numeric(5,2) not null default 3.5, add "manager_commission_percent" numeric(5,2) not null default 1.5, add "delivery_fee" numeric(10,2) not null default '0.00';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "companies" drop column "points_per_euro", drop column "consultant_commission_percent", drop column "manager_commission_percent", drop column "delivery_fee";`);
  }

}
