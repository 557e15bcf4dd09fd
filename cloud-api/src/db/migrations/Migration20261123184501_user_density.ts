import { Migration } from '@mikro-orm/migrations';

export class Migration20261123184501_user_density extends Migration {

  override name = 'Migration20261123184501_user_density';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "density" text not null default 'comfortable';`);
    this.addSql(`alter table "users" add constraint "users_density_check" check ("density" in ('comfortable', 'compact'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_density_check";`);
    this.addSql(`alter table "users" drop column "density";`);
  }

}
